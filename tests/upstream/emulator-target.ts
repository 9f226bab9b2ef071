/**
 * `npm run test:upstream`'s emulator: the emulator and its mailbox on loopback, the internal project prepared as
 * upstream's dev seed. Prints one JSON line with the environment upstream's e2e helpers read
 * (apps/e2e/tests/helpers.ts), then serves until stdin closes or SIGTERM/SIGINT.
 *
 * The backend listens on `<prefix>02`, the port upstream's helpers and snapshots derive from
 * NEXT_PUBLIC_STACK_PORT_PREFIX (its snapshot serializer replaces `localhost:<prefix>`), with a random free prefix;
 * uploaded images are answered on `<prefix>21` (storage-forwarder.ts); the shared OAuth providers are upstream's own
 * mock OAuth server on `<prefix>14` (mock-oauth-server.ts), whose login form upstream's helpers drive.
 */
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';
import { startMailboxServer } from './mailbox-server';
import { portIsFree, startMockOAuthServer, type MockOAuthServer } from './mock-oauth-server';
import { startStorageForwarder, type StorageForwarder } from './storage-forwarder';
import { applyUpstreamDevSeed } from './upstream-seed';

async function listenOnFreePrefix(): Promise<{ server: RunningServer; storage: StorageForwarder; oauth: MockOAuthServer; prefix: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // 200..649: `<prefix>21` stays a valid port (≤ 64921) and clear of the real backend's 81xx.
    const prefix = String(200 + Math.floor(Math.random() * 450));
    if (!(await portIsFree(Number(`${prefix}14`)))) continue;
    let server: RunningServer | undefined;
    let storage: StorageForwarder | undefined;
    try {
      const oauth = await startMockOAuthServer(prefix);
      server = await startEmulatorServer({
        port: Number(`${prefix}02`), host: '127.0.0.1', apiUrl: `http://localhost:${prefix}02`, log: () => {}, sharedOAuthProvider: oauth.endpoints,
      }).catch(async (error: unknown) => { await oauth.close(); throw error; });
      storage = await startStorageForwarder(server.emulator, Number(`${prefix}21`)).catch(async (error: unknown) => { await oauth.close(); throw error; });
      server.emulator.core.storageUrl = storage.url;
      return { server, storage, oauth, prefix };
    } catch (error) {
      await server?.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('no free <prefix>02 and <prefix>21 ports after 20 attempts');
}

const { server, storage, oauth, prefix } = await listenOnFreePrefix();
applyUpstreamDevSeed(server.emulator);
const mailbox = await startMailboxServer(server.emulator.outbox, (projectId) => server.emulator.state.projects[projectId]?.displayName ?? projectId);
const keys = SEED.internalKeys;
process.stdout.write(`${JSON.stringify({
  NEXT_PUBLIC_STACK_PORT_PREFIX: prefix,
  STACK_BACKEND_BASE_URL: `http://localhost:${prefix}02`,
  STACK_INTERNAL_PROJECT_ID: SEED.internalProjectId,
  STACK_INTERNAL_PROJECT_CLIENT_KEY: keys.publishableClientKey,
  STACK_INTERNAL_PROJECT_SERVER_KEY: keys.secretServerKey,
  STACK_INTERNAL_PROJECT_ADMIN_KEY: keys.superSecretAdminKey,
  STACK_INBUCKET_API_URL: mailbox.url,
  // The emulator delivers no webhooks; the helpers' Svix reads get the mailbox server's 404.
  STACK_SVIX_SERVER_URL: mailbox.url,
})}\n`);

const stop = async (): Promise<void> => {
  await Promise.allSettled([server.close(), storage.close(), mailbox.close(), oauth.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
