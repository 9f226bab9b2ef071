/**
 * app.tokens and user.tokens against the in-process emulator on a fake clock: nulls when signed out, the session's
 * tokens after sign-in, a refresh (the refresh-token grant, POST /auth/oauth/token) when the access token is near expiry, and the
 * tokens handed to a server's authenticateRequest verify there.
 */
import 'reflect-metadata';
import { decodeJwt } from 'jose';
import { createServerApp } from '../../../composition/entry-memory';
import { SEED } from '../../../emulator';
import { appHarness, PASSWORD, uniqueEmail, type AppHarness } from './app-harness';

const REFRESH_PATH = '/auth/oauth/token'; // the refresh-token grant, as the SDK sends it

async function signedIn(h: AppHarness): Promise<string> {
  const result = await h.app.signUpWithPassword({ email: uniqueEmail('tokens'), password: PASSWORD, noRedirect: true });
  if (!result.ok) throw result.error;
  return result.value.userId;
}

describe('app.tokens', () => {
  test('signed out: every getter gives null, without a request', async () => {
    const h = appHarness();
    expect(await h.app.tokens.getAccessToken()).toBeNull();
    expect(await h.app.tokens.getRefreshToken()).toBeNull();
    expect(await h.app.tokens.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
    expect(await h.app.tokens.getAuthorizationHeader()).toBeNull();
    expect(h.wire).toEqual([]);
  });

  test('signed in: the session\'s tokens, as JSON and as a Bearer header; no request while the token is fresh', async () => {
    const h = appHarness();
    const userId = await signedIn(h);
    const before = h.wire.length;
    const accessToken = await h.app.tokens.getAccessToken();
    expect(decodeJwt(accessToken!).sub).toBe(userId);
    const refreshToken = await h.app.tokens.getRefreshToken();
    expect(typeof refreshToken).toBe('string');
    expect(await h.app.tokens.getAuthJson()).toEqual({ accessToken, refreshToken });
    expect(await h.app.tokens.getAuthorizationHeader()).toBe(`Bearer ${accessToken}`);
    expect(h.wire.length).toBe(before);
  });

  test('near expiry: the access token is refreshed first (once for concurrent getters)', async () => {
    const h = appHarness();
    await signedIn(h);
    const old = (await h.app.tokens.getAccessToken())!;
    h.clock.set(decodeJwt(old).exp! * 1000 - 10_000); // within the 30 s validity window
    const [a, b] = await Promise.all([h.app.tokens.getAccessToken(), h.app.tokens.getAuthorizationHeader()]);
    expect(a).not.toBe(old);
    expect(b).toBe(`Bearer ${a}`);
    expect(h.requestsTo('POST', REFRESH_PATH)).toHaveLength(1);
    expect(decodeJwt(a!).exp! * 1000).toBeGreaterThan(h.clock.now() + 60_000);
  });

  test('after sign-out: null again', async () => {
    const h = appHarness();
    await signedIn(h);
    await h.app.signOut();
    expect(await h.app.tokens.getAuthJson()).toEqual({ accessToken: null, refreshToken: null });
  });

  test('what a client hands over verifies on the server: Authorization header and x-stack-auth', async () => {
    const h = appHarness();
    const userId = await signedIn(h);
    const server = createServerApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, secretServerKey: SEED.demo.secretServerKey }, { handler: (r) => h.emulator.handler(r), clock: h.clock });
    const header = (await h.app.tokens.getAuthorizationHeader())!;
    const viaBearer = await server.authenticateRequest({ headers: { authorization: header } });
    expect(viaBearer.ok && viaBearer.value.userId).toBe(userId);
    const viaJson = await server.authenticateRequest({ headers: { 'x-stack-auth': JSON.stringify(await h.app.tokens.getAuthJson()) } });
    expect(viaJson.ok && viaJson.value.userId).toBe(userId);
  });

  test('getAuthHeaders: { "x-stack-auth": getAuthJson as JSON }, which a server authenticates; nulls when signed out (issue 30)', async () => {
    const h = appHarness();
    expect(await h.app.tokens.getAuthHeaders()).toEqual({ 'x-stack-auth': JSON.stringify({ accessToken: null, refreshToken: null }) });
    const userId = await signedIn(h);
    const headers = await h.app.tokens.getAuthHeaders();
    expect(JSON.parse(headers['x-stack-auth'])).toEqual(await h.app.tokens.getAuthJson());
    const user = await h.app.getUser({ or: 'throw' });
    expect(await user.tokens.getAuthHeaders()).toEqual(headers);
    const server = createServerApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, secretServerKey: SEED.demo.secretServerKey }, { handler: (r) => h.emulator.handler(r), clock: h.clock });
    const authenticated = await server.authenticateRequest({ headers });
    expect(authenticated.ok && authenticated.value.userId).toBe(userId);
  });
});

describe('app.version (issue 30)', () => {
  test('the client version the app sends in X-Stack-Client-Version; the server app reports the same', async () => {
    const h = appHarness();
    expect(h.app.version).toMatch(/^js @portcullis\/client@\d+\.\d+\.\d+/);
    await h.app.signInWithPassword({ email: uniqueEmail('version'), password: PASSWORD });
    expect(h.wire.at(-1)?.headers['x-stack-client-version']).toBe(h.app.version);
    const server = createServerApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, secretServerKey: SEED.demo.secretServerKey }, { handler: (r) => h.emulator.handler(r), clock: h.clock });
    expect(server.version).toBe(h.app.version);
  });
});

describe('user.tokens', () => {
  test('the same session\'s tokens through the CurrentUser, refreshed as usual', async () => {
    const h = appHarness();
    const userId = await signedIn(h);
    const user = (await h.app.getUser({ or: 'throw' }));
    const token = (await user.tokens.getAccessToken())!;
    expect(decodeJwt(token).sub).toBe(userId);
    expect(await user.tokens.getAuthJson()).toEqual(await h.app.tokens.getAuthJson());
    h.clock.set(decodeJwt(token).exp! * 1000 + 1000);
    const refreshed = (await user.tokens.getAccessToken())!;
    expect(refreshed).not.toBe(token);
    expect(h.requestsTo('POST', REFRESH_PATH).length).toBeGreaterThan(0);
    expect(await user.tokens.getAuthorizationHeader()).toBe(`Bearer ${refreshed}`);
  });
});
