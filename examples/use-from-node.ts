/**
 * Use it from Node: start the local emulator, then sign a user up and in, read the user, and sign out with the
 * client app; the server app (secret server key) works on the same project. Run: npx tsx examples/use-from-node.ts
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

    const server = createServerApp({ ...options, secretServerKey });
    const project = await server.client.getProject();
    console.log(`server app on project: ${project.displayName}`);

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
