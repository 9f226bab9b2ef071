/**
 * portcullis/stack against the emulator over HTTP (the official classes need a real URL): the official shapes it maps
 * Portcullis's onto — `{ status }` results, thrown errors, `Date`s, flat user/team/API-key objects, `nextCursor` pages —
 * and the typed refusal of members Portcullis does not provide yet. Upstream's own SDK tests run it end to end
 * (`npm run test:compat`); this suite pins the mapping itself.
 */
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';
import { KnownErrors, NotSupportedByCompatError, StackAdminApp, StackClientApp, StackServerApp } from '../../stack-compat';

const PASSWORD = 'correct horse battery staple';
const CALLBACK = `${SEED.demo.trustedDomain}/handler/email-verification`;

describe('portcullis/stack over the emulator', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startEmulatorServer({ port: 0, log: () => undefined });
  });
  afterAll(() => server.close());

  const keys = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: server.url, tokenStore: 'memory' as const });
  const email = () => `compat-${Math.random().toString(36).slice(2)}@example.com`;

  it('signs up and in with { status } results, and reads the user with Dates and flat members', async () => {
    const client = new StackClientApp(keys());
    const address = email();
    expect(await client.signUpWithCredential({ email: address, password: PASSWORD, verificationCallbackUrl: CALLBACK })).toEqual({ status: 'ok', data: undefined });
    const wrong = await client.signInWithCredential({ email: address, password: 'not the password' });
    expect(wrong.status).toBe('error');
    expect(wrong.status === 'error' && wrong.error instanceof KnownErrors.EmailPasswordMismatch).toBe(true);

    const user = await client.getUser({ or: 'throw' });
    expect(user?.primaryEmail).toBe(address);
    expect(user?.signedUpAt).toBeInstanceOf(Date);
    expect(Math.abs(user!.signedUpAt.getTime() - server.emulator.clock.now())).toBeLessThan(60_000);
    expect(() => (user as unknown as { user: unknown }).user).toThrow(/already returns the user object/);

    await user!.setDisplayName('Compat User');
    expect((await client.getUser())?.displayName).toBe('Compat User');
    const team = await user!.createTeam({ displayName: 'Compat Team' });
    expect((await user!.listTeams()).map((t) => t.id)).toContain(team.id);
    expect(JSON.parse((await client.getAuthHeaders())['x-stack-auth'])).toEqual(await client.getAuthJson());
  });

  it('refuses a verification callback together with noVerificationCallback before sending', async () => {
    const client = new StackClientApp(keys());
    await expect(client.signUpWithCredential({ email: email(), password: PASSWORD, noVerificationCallback: true, verificationCallbackUrl: CALLBACK }))
      .rejects.toMatchObject({ name: 'StackAssertionError' });
  });

  it('creates, reads and lists server users, throwing the KnownError where the official SDK throws', async () => {
    const serverApp = new StackServerApp({ ...keys(), secretServerKey: SEED.demo.secretServerKey });
    const address = email();
    const created = await serverApp.createUser({ primaryEmail: address, password: PASSWORD, primaryEmailAuthEnabled: true });
    expect(created.lastActiveAt).toBeInstanceOf(Date);
    await expect(created.listApiKeys()).rejects.toThrow(NotSupportedByCompatError); // not in Portcullis's ServerUser yet
    expect((await serverApp.getUser(created.id))?.primaryEmail).toBe(address);
    await expect(serverApp.createUser({ primaryEmail: address, primaryEmailAuthEnabled: true })).rejects.toBeInstanceOf(KnownErrors.UserWithEmailAlreadyExists);

    const page = await serverApp.listUsers({ limit: 1 });
    expect(page).toHaveLength(1);
    expect(typeof page.nextCursor === 'string' || page.nextCursor === null).toBe(true);
    const team = await serverApp.createTeam({ displayName: 'Server Team' });
    await team.addUser(created.id);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([created.id]);
  });

  it('creates project API key sets as the admin app, whole keys once, Dates throughout', async () => {
    const admin = new StackAdminApp({ ...keys(), secretServerKey: SEED.demo.secretServerKey, superSecretAdminKey: SEED.demo.superSecretAdminKey });
    const expiresAt = new Date(server.emulator.clock.now() + 86_400_000);
    const key = await admin.createInternalApiKey({ description: 'compat', expiresAt, hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
    expect(key.expiresAt).toEqual(expiresAt);
    expect(key.secretServerKey).toMatch(/^ssk_/);
    expect(key.isValid()).toBe(true);
    const listed = (await admin.listInternalApiKeys()).find((k) => k.id === key.id);
    expect(listed?.secretServerKey).toEqual({ lastFour: key.secretServerKey!.slice(-4) });
    expect(listed?.superSecretAdminKey).toBeNull();
    expect((await admin.getProject()).createdAt).toBeInstanceOf(Date);
  });

  it('inherits options from another app (inheritsFrom)', async () => {
    const client = new StackClientApp(keys());
    const serverApp = new StackServerApp({ inheritsFrom: client, secretServerKey: SEED.demo.secretServerKey });
    expect(serverApp.projectId).toBe(SEED.demo.projectId);
    expect(Array.isArray(await serverApp.listUsers({ limit: 1 }))).toBe(true);
  });
});
