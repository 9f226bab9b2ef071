/**
 * Wire fidelity proof (issue 4 "Done when"): the official @stackframe/js SDK, a client we did not write,
 * against the emulator over real HTTP on 127.0.0.1. 2.8.102 sends x-stack-* headers, 2.8.108 x-hexclave-*.
 */
import { startEmulatorServer, SEED, type RunningServer } from '../../emulator';
import * as sdk102 from '@stackframe/js-2.8.102';
import * as sdk108 from '@stackframe/js-2.8.108';
// Kept as is on both transports: the SDK needs a real URL, so this suite always starts its own server on 127.0.0.1.

const CALLBACK = `${SEED.demo.trustedDomain}/handler/email-verification`;
const PASSWORD = 'correct horse battery staple';

interface Seen { method: string; path: string; status: number; headerNames: string[] }

/** Records every request the SDK makes to the emulator (the SDK calls the global fetch). */
function recordFetch(baseUrl: string, seen: Seen[]): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(baseUrl)) {
      seen.push({
        method: init?.method ?? 'GET', path: new URL(url).pathname, status: response.status,
        headerNames: [...new Headers(init?.headers).keys()],
      });
    }
    return response;
  };
  return () => { globalThis.fetch = realFetch; };
}

/**
 * The SDK's caches schedule a 5 s invalidation timer on every read outside a browser and never unref it,
 * which keeps jest waiting after the run: timers created while the SDK runs are unref'd.
 */
function unrefTimers(): () => void {
  const realSetTimeout = globalThis.setTimeout;
  const patched = ((...args: Parameters<typeof setTimeout>) => realSetTimeout(...args).unref()) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(patched, realSetTimeout);
  return () => { globalThis.setTimeout = realSetTimeout; };
}

const VERSIONS = [
  // The three app classes used here have the same API in both versions; 2.8.108 only adds Hexclave* aliases.
  { name: '2.8.102', sdk: sdk102 as unknown as typeof sdk108, headerPrefix: 'x-stack-' },
  { name: '2.8.108', sdk: sdk108, headerPrefix: 'x-hexclave-' },
];

describe.each(VERSIONS)('@stackframe/js $name', ({ sdk, headerPrefix }) => {
  let server: RunningServer;
  let restoreFetch: () => void;
  let restoreTimers: () => void;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = await startEmulatorServer({ port: 0, log: () => undefined });
    restoreFetch = recordFetch(server.url, seen);
    restoreTimers = unrefTimers();
  });
  afterAll(async () => {
    restoreFetch();
    restoreTimers();
    await server.close();
  });

  const options = () => ({
    projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: server.url, tokenStore: 'memory' as const,
  });
  const sawCall = (method: string, path: string, status: number): boolean =>
    seen.some((s) => s.method === method && s.path === `/api/v1${path}` && s.status === status);

  it('signs up, signs in, refreshes, reads and updates the user, creates a team and lists users', async () => {
    const client = new sdk.StackClientApp(options());
    const email = `sdk-${Math.random().toString(36).slice(2)}@example.com`;
    expect(await client.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK })).toEqual({ status: 'ok', data: undefined });
    expect(await client.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    const user = await client.getUser({ or: 'throw' });
    expect(user.primaryEmail).toBe(email);

    // Past the 10-minute access-token lifetime: the next call gets ACCESS_TOKEN_EXPIRED and the SDK refreshes.
    server.emulator.clock.advance(11 * 60_000);
    await user.update({ displayName: 'SDK User' });
    expect(sawCall('POST', '/auth/oauth/token', 200)).toBe(true);
    expect((await client.getUser({ or: 'throw' })).displayName).toBe('SDK User');

    const team = await user.createTeam({ displayName: 'SDK Team' });
    expect(team.displayName).toBe('SDK Team');
    expect((await user.listTeams()).map((t) => t.id)).toContain(team.id);

    const serverApp = new sdk.StackServerApp({ ...options(), secretServerKey: SEED.demo.secretServerKey });
    const users = await serverApp.listUsers();
    expect(users.map((u) => u.id)).toContain(user.id);
  });

  it('reads the project as client and as admin (project, API keys)', async () => {
    const client = new sdk.StackClientApp(options());
    expect((await client.getProject()).displayName).toBe(SEED.demo.displayName);
    const admin = new sdk.StackAdminApp({ ...options(), secretServerKey: SEED.demo.secretServerKey, superSecretAdminKey: SEED.demo.superSecretAdminKey });
    const project = await admin.getProject();
    expect(project.id).toBe(SEED.demo.projectId);
    await project.update({ description: 'updated by the official SDK' });
    expect((await admin.getProject()).description).toBe('updated by the official SDK');
    const created = await admin.createInternalApiKey({
      description: 'sdk key', expiresAt: new Date(server.emulator.clock.now() + 86_400_000),
      hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false,
    });
    expect(created.secretServerKey).toMatch(/^ssk_[0-9a-hjkmnp-tv-z]{45}$/);
    expect((await admin.listInternalApiKeys()).map((k) => k.id)).toContain(created.id);
  });

  it(`sends ${headerPrefix}* request headers`, () => {
    const names = seen.flatMap((s) => s.headerNames);
    expect(names).toContain(`${headerPrefix}project-id`);
    expect(names).toContain(`${headerPrefix}access-type`);
  });
});
