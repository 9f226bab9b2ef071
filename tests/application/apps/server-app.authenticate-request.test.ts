/**
 * server.authenticateRequest / verifyAccessToken against the in-process emulator on a fake clock: tokens from
 * x-stack-auth, Authorization: Bearer and the session cookies verified locally against the project's JWKS — and the
 * wire shows it: one JWKS fetch, then no request to the service; an unknown kid refetches once per 30 s at most.
 */
import 'reflect-metadata';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { createServerApp } from '../../../composition/entry-memory';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { SEED } from '../../../emulator';
import { callAsServer } from '../../../emulator/dev/server-call';
import { serialiseAccessCookie, serialiseRefreshCookie } from '../../../adapters/token-store/session-cookie-rules';
import { uniqueEmail } from './app-harness';
import { errorOf, SERVER_OPTIONS, serverHarness, valueOf } from './server-harness';

const h = serverHarness();
const PROJECT = SEED.demo.projectId;
const JWKS_PATH = `/projects/${PROJECT}/.well-known/jwks.json`;
const jwksFetches = (): number => h.requestsTo('GET', JWKS_PATH).length;

/** A fresh session of a new verified user: the emulator signs its access token. */
async function aSession(): Promise<{ userId: string; accessToken: string; refreshToken: string }> {
  const user = await h.aUser();
  const session = valueOf(await user.createSession());
  return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

/** The same claims, signed by a key the project never published. */
async function forged(token: string, kid: string, changes: Record<string, unknown> = {}): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT({ ...decodeJwt(token), ...changes }).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey);
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('where the token comes from', () => {
  test('Authorization: Bearer — user id and claims; the JWKS is fetched once, then nothing goes to the service', async () => {
    const { userId, accessToken } = await aSession();
    const before = h.wire.length;
    const first = valueOf(await h.server.authenticateRequest(bearer(accessToken)));
    expect(first.userId).toBe(userId);
    expect(first.claims).toMatchObject({ sub: userId, aud: PROJECT, project_id: PROJECT, role: 'authenticated', is_anonymous: false });
    expect(h.wire.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${JWKS_PATH}`]);
    const other = await aSession();
    const afterSetup = h.wire.length;
    expect(valueOf(await h.server.authenticateRequest(bearer(other.accessToken))).userId).toBe(other.userId);
    expect(valueOf(await h.server.authenticateRequest(bearer(accessToken))).userId).toBe(userId);
    expect(h.wire.length).toBe(afterSetup);
  });

  test('x-stack-auth (JSON): in a Fetch Request, and in a Node header record (any case)', async () => {
    const { userId, accessToken, refreshToken } = await aSession();
    const fetchRequest = new Request('https://app.example/api', { headers: { 'x-stack-auth': JSON.stringify({ accessToken, refreshToken }) } });
    expect(valueOf(await h.server.authenticateRequest(fetchRequest)).userId).toBe(userId);
    expect(valueOf(await h.server.authenticateRequest({ headers: { 'X-Stack-Auth': JSON.stringify({ accessToken }) } })).userId).toBe(userId);
  });

  test('the session cookies (stack-refresh-<project>--default and stack-access)', async () => {
    const { userId, accessToken, refreshToken } = await aSession();
    const cookie = `stack-refresh-${PROJECT}--default=${encodeURIComponent(serialiseRefreshCookie(refreshToken, h.clock.now()))}; stack-access=${encodeURIComponent(serialiseAccessCookie(refreshToken, accessToken))}`;
    expect(valueOf(await h.server.authenticateRequest({ headers: { cookie } })).userId).toBe(userId);
  });

  test('order: x-stack-auth, then Bearer, then cookies', async () => {
    const a = await aSession();
    const b = await aSession();
    const both = { headers: { 'x-stack-auth': JSON.stringify({ accessToken: a.accessToken }), authorization: `Bearer ${b.accessToken}` } };
    expect(valueOf(await h.server.authenticateRequest(both)).userId).toBe(a.userId);
    const bearerAndCookie = { headers: { authorization: `bearer ${b.accessToken}`, cookie: `stack-access=${encodeURIComponent(serialiseAccessCookie(a.refreshToken, a.accessToken))}` } };
    expect(valueOf(await h.server.authenticateRequest(bearerAndCookie)).userId).toBe(b.userId);
  });

  test('no token (nothing, another scheme, an empty x-stack-auth): USER_AUTHENTICATION_REQUIRED, no request', async () => {
    const before = h.wire.length;
    for (const headers of [{}, { authorization: 'Basic dXNlcjpwdw==' }, { 'x-stack-auth': '{}' }, { authorization: 'Bearer ' }]) {
      const error = errorOf(await h.server.authenticateRequest({ headers }));
      expect(KnownErrors.UserAuthenticationRequired.isInstance(error)).toBe(true);
    }
    expect(h.wire.length).toBe(before);
  });
});

describe('refusals', () => {
  test('expired: accepted within the 30 s tolerance, ACCESS_TOKEN_EXPIRED beyond it (cached or not); only the key set is asked for', async () => {
    const { userId, accessToken } = await aSession();
    const exp = decodeJwt(accessToken).exp!;
    const fresh = await aSession();
    const before = h.wire.length;
    h.clock.set(exp * 1000 + 20_000);
    expect(valueOf(await h.server.authenticateRequest(bearer(accessToken))).userId).toBe(userId);
    h.clock.set(exp * 1000 + 31_000);
    for (const token of [accessToken, fresh.accessToken]) { // the first was verified (cached) before, the second never
      const error = errorOf(await h.server.authenticateRequest(bearer(token)));
      expect(KnownErrors.AccessTokenExpired.isInstance(error)).toBe(true);
      expect(error.code === 'ACCESS_TOKEN_EXPIRED' && error.details).toMatchObject({ project_id: PROJECT, expired_at_millis: expect.any(Number) });
    }
    // The token outlives the key set's maximum age (5 min): the keys are fetched again, nothing else is asked.
    expect(h.wire.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${JWKS_PATH}`]);
  });

  test('a tampered payload (another user id, same signature): UNPARSABLE_ACCESS_TOKEN', async () => {
    const { accessToken } = await aSession();
    const victim = await aSession();
    const [header, , signature] = accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(accessToken), sub: victim.userId })).toString('base64url');
    const error = errorOf(await h.server.authenticateRequest(bearer(`${header}.${payload}.${signature}`)));
    expect(KnownErrors.UnparsableAccessToken.isInstance(error)).toBe(true);
    expect(errorOf(await h.server.authenticateRequest(bearer('not.a.jwt'))).code).toBe('UNPARSABLE_ACCESS_TOKEN');
  });

  test('forged with the project\'s published kid: UNPARSABLE_ACCESS_TOKEN, no request', async () => {
    const { accessToken } = await aSession();
    await h.server.verifyAccessToken(accessToken);
    const before = h.wire.length;
    const token = await forged(accessToken, decodeProtectedHeader(accessToken).kid!);
    expect(errorOf(await h.server.authenticateRequest(bearer(token))).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(h.wire.length).toBe(before);
  });

  test('forged with an unknown kid: one JWKS refetch, then refused; another within 30 s refetches nothing; after 30 s once more', async () => {
    const { accessToken } = await aSession();
    await h.server.verifyAccessToken(accessToken);
    h.clock.advance(31_000);
    const fetched = jwksFetches();
    expect(errorOf(await h.server.authenticateRequest(bearer(await forged(accessToken, 'forged-kid-1')))).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(jwksFetches()).toBe(fetched + 1);
    h.clock.advance(10_000);
    const flood = await Promise.all(['forged-kid-2', 'forged-kid-3'].map(async (kid) => h.server.authenticateRequest(bearer(await forged(accessToken, kid)))));
    expect(flood.map((r) => errorOf(r).code)).toEqual(['UNPARSABLE_ACCESS_TOKEN', 'UNPARSABLE_ACCESS_TOKEN']);
    expect(jwksFetches()).toBe(fetched + 1);
    h.clock.advance(21_000);
    await h.server.authenticateRequest(bearer(await forged(accessToken, 'forged-kid-4')));
    expect(jwksFetches()).toBe(fetched + 2);
    // The genuine token still verifies, from the cache.
    expect((await h.server.verifyAccessToken(accessToken)).ok).toBe(true);
  });

  test('another project\'s token: INVALID_PROJECT_FOR_ACCESS_TOKEN, without fetching its keys', async () => {
    const internal = createServerApp({ projectId: 'internal', publishableClientKey: SEED.internalKeys.publishableClientKey, secretServerKey: SEED.internalKeys.secretServerKey }, h.deps);
    const user = valueOf(await internal.createUser({ primaryEmail: uniqueEmail('internal'), primaryEmailAuthEnabled: true }));
    const { accessToken } = valueOf(await user.createSession());
    const before = h.wire.length;
    const error = errorOf(await h.server.authenticateRequest(bearer(accessToken)));
    expect(KnownErrors.InvalidProjectForAccessToken.isInstance(error)).toBe(true);
    expect(error.code === 'INVALID_PROJECT_FOR_ACCESS_TOKEN' && error.details).toEqual({ expected_project_id: PROJECT, actual_project_id: 'internal' });
    expect(h.wire.length).toBe(before);
    // The other project's own server app accepts it.
    expect(valueOf(await internal.authenticateRequest(bearer(accessToken))).userId).toBe(user.id);
  });

  test('an anonymous user\'s token (aud <project>:anon): ANONYMOUS_AUTHENTICATION_NOT_ALLOWED', async () => {
    const body = await callAsServer(h.emulator.handler, 'POST', '/auth/anonymous/sign-up', {});
    const error = errorOf(await h.server.authenticateRequest(bearer(String(body.access_token))));
    expect(KnownErrors.AnonymousAuthenticationNotAllowed.isInstance(error)).toBe(true);
  });

  test('a restricted user\'s token (aud <project>:restricted): RESTRICTED_USER_NOT_ALLOWED with its reason, no request', async () => {
    const { accessToken } = await aSession();
    const restricted = await forged(accessToken, 'any', {
      aud: `${PROJECT}:restricted`, is_restricted: true, restricted_reason: { type: 'email_not_verified' },
    });
    const before = h.wire.length;
    const error = errorOf(await h.server.authenticateRequest(bearer(restricted)));
    expect(KnownErrors.RestrictedUserNotAllowed.isInstance(error)).toBe(true);
    expect(error.code === 'RESTRICTED_USER_NOT_ALLOWED' && error.details).toEqual({ restricted_reason: { type: 'email_not_verified' } });
    expect(h.wire.length).toBe(before);
  });

  test('concurrent first requests of a new server app share one JWKS fetch', async () => {
    const fresh = createServerApp(SERVER_OPTIONS, h.deps);
    const tokens = await Promise.all([aSession(), aSession(), aSession()]);
    const fetched = jwksFetches();
    const results = await Promise.all(tokens.map((t) => fresh.authenticateRequest(bearer(t.accessToken))));
    expect(results.map((r) => valueOf(r).userId)).toEqual(tokens.map((t) => t.userId));
    expect(jwksFetches()).toBe(fetched + 1);
  });

  test('a token of our project signed by our key but naming another issuer origin: UNPARSABLE_ACCESS_TOKEN', async () => {
    const { accessToken } = await aSession();
    const elsewhere = createServerApp({ ...SERVER_OPTIONS, baseUrl: 'https://api.example.com' }, h.deps);
    expect(errorOf(await elsewhere.authenticateRequest(bearer(accessToken))).code).toBe('UNPARSABLE_ACCESS_TOKEN');
    // A loopback base URL accepts any loopback name on the same port (the emulator signs http://127.0.0.1:8102).
    const localhost = createServerApp({ ...SERVER_OPTIONS, baseUrl: 'http://localhost:8102' }, h.deps);
    expect((await localhost.authenticateRequest(bearer(accessToken))).ok).toBe(true);
    const otherPort = createServerApp({ ...SERVER_OPTIONS, baseUrl: 'http://localhost:8103' }, h.deps);
    expect(errorOf(await otherPort.authenticateRequest(bearer(accessToken))).code).toBe('UNPARSABLE_ACCESS_TOKEN');
  });
});
