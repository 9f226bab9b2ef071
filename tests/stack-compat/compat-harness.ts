/** An emulator over HTTP for the portcullis/stack suites (the official classes need a real URL), and the apps on it. */
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';
import { StackAdminApp, StackClientApp, StackServerApp } from '../../stack-compat';

export const PASSWORD = 'correct horse battery staple';

export interface CompatHarness {
  readonly server: RunningServer;
  client(): StackClientApp;
  serverApp(): StackServerApp;
  adminApp(): StackAdminApp;
  /** A verified password user made by the server, and a client app signed in as them. */
  signedIn(): Promise<{ readonly client: StackClientApp; readonly email: string; readonly userId: string }>;
}

export async function startCompatHarness(): Promise<CompatHarness> {
  const server = await startEmulatorServer({ port: 0, log: () => undefined });
  const keys = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: server.url, tokenStore: 'memory' as const });
  const client = () => new StackClientApp(keys());
  const serverApp = () => new StackServerApp({ ...keys(), secretServerKey: SEED.demo.secretServerKey });
  const adminApp = () => new StackAdminApp({ ...keys(), secretServerKey: SEED.demo.secretServerKey, superSecretAdminKey: SEED.demo.superSecretAdminKey });
  return {
    server, client, serverApp, adminApp,
    async signedIn() {
      const email = `compat-${Math.random().toString(36).slice(2)}@example.com`;
      const user = await serverApp().createUser({ primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, password: PASSWORD });
      const signedIn = client();
      const result = await signedIn.signInWithCredential({ email, password: PASSWORD });
      if (result.status !== 'ok') throw new Error('sign-in failed');
      return { client: signedIn, email, userId: user.id };
    },
  };
}
