/**
 * Issue 3 end to end against the real emulator: the request layer and the session engine from createMemoryContainer
 * (in-process handler, fake clock shared with the emulator's virtual clock), then one round trip over real HTTP.
 */
import 'reflect-metadata';
import { FakeClockAdapter } from '../../adapters/clock/fake-clock.adapter';
import { SeededRandomAdapter } from '../../adapters/random/seeded-random.adapter';
import type { ClientOptions } from '../../application/options/client-options';
import { NO_SESSION } from '../../application/core/session/session-source';
import { passwordTokensWireSchema } from '../../application/core/session/session.schema';
import { userWireSchema } from '../../application/user/user.schema';
import { BINDING_KEYS, type PortcullisContainer } from '../../composition/binding-map';
import { createMemoryContainer } from '../../composition/memory.container';
import { createNodeContainer } from '../../composition/node.container';
import { KnownErrors } from '../../domain/errors/known-errors';
import { NetworkError } from '../../domain/errors/network-error';
import { UnexpectedResponseError } from '../../domain/errors/unexpected-response-error';
import { createEmulator, SEED, startEmulatorServer, type Emulator } from '../../emulator';
import type { FaultRule } from '../../emulator/dev/faults';
import { generateSigningKey, loadSigningKeys } from '../../emulator/tokens/signing-key';
import { EMPTY_TOKENS } from '../../ports/token-store.port';

const DEMO: ClientOptions = { projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey };
const T0 = Date.UTC(2025, 5, 2, 9, 0, 0);
const MINUTE = 60_000;
const PASSWORD = 'correct horse battery staple';
/** Back-off and Retry-After sleeps are shorter than this; the attempt timeout (30 s) and deadline (120 s) are longer. */
const LONGEST_SLEEP_MS = 20_000;

/** One request as the emulator received it (before its fault table or routes ran). */
interface Seen {
  readonly method: string;
  readonly path: string;
  /** Virtual time of arrival. */
  readonly at: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly form: URLSearchParams | null;
}

let emailCounter = 0;
const uniqueEmail = (): string => `e2e-${++emailCounter}@example.com`;

function harness(clockStart = T0) {
  const clock = new FakeClockAdapter(clockStart);
  // The emulator's virtual clock runs on the same fake clock: every advance moves client and server in step, exactly.
  const emulator = createEmulator({ now: () => clock.now() });
  const seen: Seen[] = [];
  const handler = async (request: Request): Promise<Response> => {
    const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false;
    seen.push({
      method: request.method, path: new URL(request.url).pathname, at: emulator.clock.now(),
      headers: Object.fromEntries(request.headers), form: isForm ? new URLSearchParams(await request.clone().text()) : null,
    });
    return emulator.handler(request);
  };
  const container = createMemoryContainer(DEMO, { handler, clock, random: new SeededRandomAdapter(3) });
  const count = (method: string, path: string): number => seen.filter((s) => s.method === method && s.path === `/api/v1${path}`).length;
  return { clock, emulator, seen, count, container, ...services(container) };
}

function services(container: PortcullisContainer) {
  const requests = container.get(BINDING_KEYS.RequestLayer);
  const session = container.get(BINDING_KEYS.SessionManager);
  return {
    requests, session, store: container.get(BINDING_KEYS.TokenStorePort), backend: container.get(BINDING_KEYS.RefreshBackend),
    signUp: (email: string) => requests.send({
      method: 'POST', path: '/auth/password/sign-up', body: { email, password: PASSWORD }, session: NO_SESSION, schema: passwordTokensWireSchema,
    }),
    me: () => requests.send({ method: 'GET', path: '/users/me', session, schema: userWireSchema }),
  };
}

type Harness = ReturnType<typeof harness>;
const open: PortcullisContainer[] = [];
afterEach(() => open.splice(0).forEach((c) => c.unbindAll()));

async function signedIn(h: Harness): Promise<string> {
  open.push(h.container);
  const { body } = await h.signUp(uniqueEmail());
  h.session.signIn({ refreshToken: body.refresh_token, accessToken: body.access_token });
  return body.user_id;
}

async function injectFault(emulator: Emulator, rule: FaultRule): Promise<void> {
  const response = await emulator.handler(new Request('http://127.0.0.1:8102/emulator/faults', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule),
  }));
  expect(response.status).toBe(201);
}

/** Settles `work`, firing only the fake clock's short timers (back-off sleeps) as they come due, never a timeout. */
async function drive<T>(clock: FakeClockAdapter, work: Promise<T>): Promise<T> {
  let settled = false;
  const done = work.finally(() => { settled = true; });
  done.catch(() => undefined);
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    const next = clock.nextDueAt();
    if (next !== null && next - clock.now() <= LONGEST_SLEEP_MS) clock.advance(next - clock.now());
  }
  return done;
}

describe('session over the in-process emulator', () => {
  test('sign-up → me → expiry refreshes once → 20 concurrent calls refresh once → sign-out revokes → calls go without tokens', async () => {
    const h = harness();
    open.push(h.container);
    const email = uniqueEmail();

    const signUp = await h.signUp(email);
    const signUpSeen = h.seen.at(-1)!;
    expect(signUpSeen.headers).toMatchObject({
      'x-stack-project-id': SEED.demo.projectId, 'x-stack-publishable-client-key': SEED.demo.publishableClientKey, 'x-stack-access-type': 'client',
    });
    expect(signUpSeen.headers['x-stack-access-token']).toBeUndefined();
    const first = { refreshToken: signUp.body.refresh_token, accessToken: signUp.body.access_token };
    h.session.signIn(first);

    const me = await h.me();
    expect(me.body).toMatchObject({ id: signUp.body.user_id, primary_email: email });
    expect(h.seen.at(-1)!.headers['x-stack-access-token']).toBe(first.accessToken);
    expect(h.count('POST', '/auth/oauth/token')).toBe(0);

    // Access tokens live 10 minutes on the emulator: 11 minutes later the next call refreshes first, once.
    h.clock.advance(11 * MINUTE);
    expect((await h.me()).body.id).toBe(signUp.body.user_id);
    expect(h.count('POST', '/auth/oauth/token')).toBe(1);
    const grant = h.seen.find((s) => s.path === '/api/v1/auth/oauth/token')!.form!;
    expect(Object.fromEntries(grant)).toEqual({
      grant_type: 'refresh_token', refresh_token: first.refreshToken, client_id: SEED.demo.projectId, client_secret: SEED.demo.publishableClientKey,
    });
    const second = h.store.get();
    expect(second.refreshToken).toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(h.seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/users/me' });
    expect(h.seen.at(-1)!.headers['x-stack-access-token']).toBe(second.accessToken);

    // Expired again: twenty calls at once share one refresh, and each is sent once, with the new token.
    h.clock.advance(11 * MINUTE);
    const meCallsBefore = h.count('GET', '/users/me');
    const users = await Promise.all(Array.from({ length: 20 }, () => h.me()));
    expect(users.every((u) => u.body.id === signUp.body.user_id)).toBe(true);
    expect(h.count('POST', '/auth/oauth/token')).toBe(2);
    expect(h.count('GET', '/users/me') - meCallsBefore).toBe(20);
    const third = h.store.get();
    expect(new Set(h.seen.slice(-20).map((s) => s.headers['x-stack-access-token']))).toEqual(new Set([third.accessToken]));

    await h.session.signOut();
    expect(h.count('DELETE', '/auth/sessions/current')).toBe(1);
    expect(h.seen.at(-1)!.headers).toMatchObject({ 'x-stack-access-token': third.accessToken, 'x-stack-refresh-token': first.refreshToken });
    expect(h.store.get()).toEqual(EMPTY_TOKENS);
    expect(h.session.isSignedIn()).toBe(false);
    // The emulator revoked the session: its refresh token is refused from now on.
    const outcome = await h.backend.refresh(first.refreshToken!);
    expect(outcome.kind).toBe('invalid');
    expect(h.count('POST', '/auth/oauth/token')).toBe(3);

    await expect(h.me()).rejects.toBeInstanceOf(KnownErrors.CannotGetOwnUserWithoutUser);
    const after = h.seen.at(-1)!;
    expect(after.path).toBe('/api/v1/users/me');
    expect(after.headers['x-stack-access-token']).toBeUndefined();
    expect(after.headers['x-stack-refresh-token']).toBeUndefined();
    expect(h.count('POST', '/auth/oauth/token')).toBe(3);
  });

  test('an access token the server stops accepting (signing key rotated) is refreshed once and the call resent', async () => {
    const h = harness();
    const userId = await signedIn(h);
    const stale = h.store.get().accessToken;
    h.emulator.core.keys = loadSigningKeys(generateSigningKey());
    const before = h.count('GET', '/users/me');
    expect((await h.me()).body.id).toBe(userId);
    const attempts = h.seen.filter((s) => s.path === '/api/v1/users/me').slice(before);
    expect(attempts.map((a) => a.headers['x-stack-access-token'])).toEqual([stale, h.store.get().accessToken]);
    expect(h.count('POST', '/auth/oauth/token')).toBe(1);
  });

  test('a session revoked elsewhere ends at the next refresh: store cleared, the call goes without tokens', async () => {
    const h = harness();
    await signedIn(h);
    const { refreshToken, accessToken } = h.store.get();
    await h.backend.revokeCurrentSession(accessToken!, refreshToken); // another device signs this session out
    const events: string[] = [];
    h.session.subscribe((event) => events.push(event.type));
    h.clock.advance(11 * MINUTE);
    await expect(h.me()).rejects.toBeInstanceOf(KnownErrors.CannotGetOwnUserWithoutUser);
    expect(h.count('POST', '/auth/oauth/token')).toBe(1);
    expect(h.store.get()).toEqual(EMPTY_TOKENS);
    expect(events).toEqual(['invalidated']);
    expect(h.seen.at(-1)!.headers['x-stack-refresh-token']).toBeUndefined();
  });

  test('a dropped connection on GET is retried after back-off on the fake clock', async () => {
    const h = harness();
    const userId = await signedIn(h);
    await injectFault(h.emulator, { method: 'GET', path: '/users/me', times: 2, fault: { kind: 'drop-before' } });
    const before = h.count('GET', '/users/me');
    expect((await drive(h.clock, h.me())).body.id).toBe(userId);
    const attempts = h.seen.filter((s) => s.path === '/api/v1/users/me').slice(before);
    expect(attempts).toHaveLength(3);
    // Jittered back-off: ≈1 s then ≈2 s (×0.5–1.5), in virtual time only.
    const gaps = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(500);
    expect(gaps[0]).toBeLessThanOrEqual(1500);
    expect(gaps[1]).toBeGreaterThanOrEqual(1000);
    expect(gaps[1]).toBeLessThanOrEqual(3000);
  });

  test('a POST whose connection dropped after the server acted is not resent', async () => {
    const h = harness();
    open.push(h.container);
    const email = uniqueEmail();
    await injectFault(h.emulator, { method: 'POST', path: '/auth/password/sign-up', times: 1, fault: { kind: 'drop-after' } });
    await expect(drive(h.clock, h.signUp(email))).rejects.toBeInstanceOf(NetworkError);
    expect(h.count('POST', '/auth/password/sign-up')).toBe(1);
    // The sign-up did happen: a blind resend would have met USER_EMAIL_ALREADY_EXISTS (or made a second account).
    await expect(h.signUp(email)).rejects.toBeInstanceOf(KnownErrors.UserEmailAlreadyExists);
  });

  test('a 503 is not a retry rule: one attempt, then the error; the next call works', async () => {
    const h = harness();
    const userId = await signedIn(h);
    await injectFault(h.emulator, { method: 'GET', path: '/users/me', times: 1, fault: { kind: 'status', status: 503 } });
    const before = h.count('GET', '/users/me');
    await expect(drive(h.clock, h.me())).rejects.toBeInstanceOf(UnexpectedResponseError);
    expect(h.count('GET', '/users/me') - before).toBe(1);
    expect((await h.me()).body.id).toBe(userId);
    expect(h.session.isSignedIn()).toBe(true);
  });

  test.each([
    ['seconds', (_now: number) => '7', 7000, 7000],
    ['an HTTP date', (now: number) => new Date(now + 5000).toUTCString(), 4000, 5000],
  ])('a 429 with Retry-After in %s is waited out on the fake clock, then retried', async (_form, retryAfter, min, max) => {
    const h = harness();
    const userId = await signedIn(h);
    await injectFault(h.emulator, { method: 'GET', path: '/users/me', times: 1, fault: { kind: '429', retry_after: retryAfter(h.clock.now()) } });
    const before = h.count('GET', '/users/me');
    expect((await drive(h.clock, h.me())).body.id).toBe(userId);
    const attempts = h.seen.filter((s) => s.path === '/api/v1/users/me').slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(min);
    expect(attempts[1]!.at - attempts[0]!.at).toBeLessThanOrEqual(max);
  });
});

describe('session over real HTTP (127.0.0.1)', () => {
  test('createNodeContainer against startEmulatorServer: sign-up → me → sign-out', async () => {
    const server = await startEmulatorServer({ port: 0 });
    const container = createNodeContainer({ ...DEMO, baseUrl: server.url });
    try {
      const { requests, session, store, signUp, me, backend } = services(container);
      expect(requests.options.baseUrl).toBe(server.url);
      const email = uniqueEmail();
      const { body } = await signUp(email);
      session.signIn({ refreshToken: body.refresh_token, accessToken: body.access_token });
      expect((await me()).body).toMatchObject({ id: body.user_id, primary_email: email });
      await session.signOut();
      expect(store.get()).toEqual(EMPTY_TOKENS);
      expect((await backend.refresh(body.refresh_token)).kind).toBe('invalid');
    } finally {
      container.unbindAll();
      await server.close();
    }
  });
});
