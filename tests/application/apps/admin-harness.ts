/**
 * Test harness for the AdminApp: a fresh emulator on a fake clock shared with the apps, a handler that records
 * what went over the wire, an admin app on the demo project's super-secret admin key, and the project-owner
 * variant (the owner signs in to `internal` with a client app; an admin app for the demo project uses that session).
 */
import { FakeClockAdapter } from '../../../adapters/clock/fake-clock.adapter';
import { MemoryTokenStoreAdapter } from '../../../adapters/token-store/memory-token-store.adapter';
import { createAdminApp, createClientApp, type ClientOptions } from '../../../composition/entry-memory';
import { SEED } from '../../../emulator';
import { recordingEmulator, T0, type WireRecord } from './app-harness';

/**
 * The dashboard's publishable key: a key set of the harness's own for `internal` (besides SEED.internalKeys), added to
 * the emulator's table as a deployment's NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY would be.
 */
export const DASHBOARD_KEY = 'pck_dashboardkeyfortestsonly0000000000000000000000';

export function adminHarness() {
  const clock = new FakeClockAdapter(T0);
  const { emulator, wire, handler, requestsTo, lastTo } = recordingEmulator(clock, { log: () => undefined });
  emulator.state.apiKeySets['dashboard-keys'] = {
    id: 'dashboard-keys', projectId: 'internal', description: 'dashboard', createdAt: T0, expiresAt: T0 + 10 * 365 * 86_400_000,
    manuallyRevokedAt: null, publishableClientKey: DASHBOARD_KEY, secretServerKey: null, superSecretAdminKey: null,
  };
  const deps = { handler, clock };
  const admin = createAdminApp({ projectId: SEED.demo.projectId, superSecretAdminKey: SEED.demo.superSecretAdminKey }, deps);
  /** The owner signs in to `internal` with a client app whose tokens live in `store`. */
  const ownerDashboard = async () => {
    const store = new MemoryTokenStoreAdapter();
    const dashboard = createClientApp({ projectId: 'internal', publishableClientKey: DASHBOARD_KEY, tokenStore: store }, deps);
    const signedIn = await dashboard.signInWithPassword({ email: SEED.owner.email, password: SEED.owner.password });
    if (!signedIn.ok) throw signedIn.error;
    return { dashboard, store };
  };
  /** An AdminApp for `projectId` built from the owner's session: the admin access token is read per request. */
  const ownerAdmin = async (projectId: string = SEED.demo.projectId, extra: Partial<ClientOptions> = {}) => {
    const owner = await ownerDashboard();
    const app = createAdminApp({ projectId, adminAccessToken: () => owner.store.get().accessToken, ...extra }, deps);
    return { ...owner, admin: app };
  };
  /**
   * Awaits `work` while moving the fake clock in 10 ms steps: the app cache throttles refetches of a key (300 ms
   * on the ClockPort), so a read right after a mutation waits for time that only the test can make pass.
   */
  const run = async <T>(work: Promise<T>): Promise<T> => {
    let settled = false;
    work.then(() => { settled = true; }, () => { settled = true; });
    for (let step = 0; step < 3000 && !settled; step++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!settled) await clock.advanceAsync(10);
    }
    return work;
  };
  return { clock, emulator, wire, admin, requestsTo, lastTo, ownerDashboard, ownerAdmin, deps, run };
}

export type AdminHarness = ReturnType<typeof adminHarness>;

/** The headers every admin-key request carries (lower-cased, as the emulator received them). */
export const ADMIN_KEY_HEADERS = {
  'x-stack-project-id': SEED.demo.projectId,
  'x-stack-access-type': 'admin',
  'x-stack-super-secret-admin-key': SEED.demo.superSecretAdminKey,
} as const;

/** Asserts an admin-key request: headers as above, and no user or owner token. */
export function expectAdminKeyRequest(record: WireRecord): void {
  expect(record.headers).toMatchObject(ADMIN_KEY_HEADERS);
  expect(record.headers['x-stack-admin-access-token']).toBeUndefined();
  expect(record.headers['x-stack-access-token']).toBeUndefined();
}
