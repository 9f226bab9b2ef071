/**
 * The emulator as upstream's tests expect a development backend: on loopback, a free port, with the `internal`
 * project answering to upstream's development seed keys (what its .env files name), beside the emulator's own ones.
 */
import { startEmulatorServer, type RunningServer } from '../../../emulator';

/** Upstream's development seed keys of the `internal` project (its STACK_SEED_INTERNAL_PROJECT_* defaults). */
export const UPSTREAM_DEV_KEYS = {
  publishableClientKey: 'this-publishable-client-key-is-for-local-development-only',
  secretServerKey: 'this-secret-server-key-is-for-local-development-only',
  superSecretAdminKey: 'this-super-secret-admin-key-is-for-local-development-only',
} as const;

const DEV_KEY_SET_ID = '5d0b5f0e-8b5e-4c1a-9d43-2f7c6a4e9b11';
const HUNDRED_YEARS_MS = 100 * 365 * 24 * 3600 * 1000;

export async function startSeededEmulator(): Promise<RunningServer> {
  const server = await startEmulatorServer({ port: 0, host: '127.0.0.1', log: () => undefined });
  const now = server.emulator.clock.now();
  server.emulator.state.apiKeySets[DEV_KEY_SET_ID] = {
    id: DEV_KEY_SET_ID, projectId: 'internal', description: "upstream's development seed keys", createdAt: now,
    expiresAt: now + HUNDRED_YEARS_MS, manuallyRevokedAt: null, ...UPSTREAM_DEV_KEYS,
  };
  return server;
}
