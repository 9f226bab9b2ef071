/**
 * Use it from Node: start the local emulator, then sign a user up and in, read the user and sign out with the client
 * app; the server app (secret server key) creates a team for that user and lists the project's users.
 * Run: npx tsx examples/use-from-node.ts
 * In your own code, import from the package instead of '../composition/entry-node' and '../emulator'.
 */
import { createClientApp, createServerApp } from '../composition/entry-node';
import { SEED, startEmulatorServer } from '../emulator';

async function main(): Promise<void> {
  // Port 0: any free port. Against the hosted service, drop the emulator and baseUrl and use your project's keys.
  const emulator = await startEmulatorServer({ port: 0 });
  const { projectId, publishableClientKey, secretServerKey } = SEED.demo;
  const options = { projectId, publishableClientKey, baseUrl: emulator.url };
  try {
    const app = createClientApp(options);
    const signedUp = await app.signUpWithPassword({ email: 'ann@example.com', password: 'correct horse battery staple' });
    if (!signedUp.ok) throw signedUp.error; // e.g. KnownErrors.UserEmailAlreadyExists
    await app.signOut();

    const signedIn = await app.signInWithPassword({ email: 'ann@example.com', password: 'correct horse battery staple' });
    if (!signedIn.ok) throw signedIn.error; // e.g. KnownErrors.EmailPasswordMismatch
    const user = await app.getUser({ or: 'throw' });
    console.log(`signed in: ${user.primaryEmail} (${user.id})`);

    // Server side: full access to the project's users and teams. Never ship the secret server key to a browser.
    const server = createServerApp({ ...options, secretServerKey });
    const team = await server.createTeam({ displayName: "Ann's team", creatorUserId: user.id });
    if (!team.ok) throw team.error; // e.g. KnownErrors.UserNotFound
    const members = await team.value.listUsers();
    if (!members.ok) throw members.error;
    console.log(`team created: ${team.value.displayName} (members: ${members.value.map((m) => m.user.primaryEmail).join(', ')})`);
    const page = await server.listUsers({ limit: 10 });
    console.log(`users: ${page.items.map((u) => u.primaryEmail).join(', ')}`);

    await user.signOut();
    console.log(`signed out: ${(await app.getUser()) === null}`);
  } finally {
    await emulator.close();
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
