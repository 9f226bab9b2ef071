/**
 * OAuth sign-in with PKCE S256 through the public API, against the in-process emulator and its mock provider: the
 * authorize request, the verifier cookie, the provider's consent, the callback (single use, address bar cleaned), the
 * code exchange and the redirect; and each way a callback fails or is not one (spec §8, fault classes G1–G3, bench/faults/).
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { ConfigurationError } from '../../../domain/errors/configuration-error';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { SEED } from '../../../emulator';
import { appHarness, type AppHarness } from './app-harness';

const CALLBACK = 'http://localhost:5173/handler/oauth-callback';
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** The provider page the app navigated to, and what the emulator's mock provider answers for a consent there. */
async function consentAtProvider(h: AppHarness, consent: Record<string, unknown>): Promise<string> {
  const provider = new URL(h.navigation.visits.at(-1)!.url);
  const innerState = provider.searchParams.get('state')!;
  const answer = await h.emulator.handler(new Request('http://emulator.test/emulator/oauth/github/consent', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state: innerState, ...consent }),
  }));
  const providerCallback = ((await answer.json()) as { location: string }).location;
  // The provider sends the browser to the service's callback, which sends it on to the app's callback page.
  const hop = await h.emulator.handler(new Request(providerCallback, { redirect: 'manual' }));
  return hop.headers.get('location')!;
}

async function startedFlow(h: AppHarness, options = {}): Promise<{ state: string; cookieName: string }> {
  const started = await h.app.signInWithOAuth('github', options);
  expect(started).toEqual({ ok: true, value: undefined });
  const authorize = h.lastTo('GET', '/auth/oauth/authorize/github')!;
  const state = new URLSearchParams(authorize.query).get('state')!;
  return { state, cookieName: `stack-oauth-outer-${state}` };
}

describe('signInWithOAuth', () => {
  test('authorizes in JSON mode with S256, keeps the verifier in stack-oauth-outer-<state> and goes to the provider', async () => {
    const h = appHarness();
    const { state, cookieName } = await startedFlow(h);
    const query = new URLSearchParams(h.lastTo('GET', '/auth/oauth/authorize/github')!.query);
    const verifier = h.cookies.get(cookieName)!;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.fromEntries(query)).toMatchObject({
      client_id: SEED.demo.projectId, client_secret: SEED.demo.publishableClientKey, scope: 'legacy', grant_type: 'authorization_code', response_type: 'code',
      code_challenge_method: 'S256', code_challenge: s256(verifier), redirect_uri: CALLBACK, error_redirect_url: CALLBACK,
      type: 'authenticate', stack_response_mode: 'json',
    });
    expect(h.navigation.visits.at(-1)!.url).toMatch(/\/emulator\/oauth\/github\/authorize\?/);
  });

  test('an unknown provider is OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: the page stays and no verifier is left behind', async () => {
    const h = appHarness();
    const before = h.navigation.visits.length;
    const started = await h.app.signInWithOAuth('myspace');
    expect(!started.ok && KnownErrors.OAuthProviderNotFoundOrNotEnabled.isInstance(started.error)).toBe(true);
    expect(h.navigation.visits.length).toBe(before);
    expect(Object.keys(h.cookies.getAll()).filter((n) => n.includes('stack-oauth-outer-'))).toEqual([]);
  });

  test('without a page (a server) it is a configuration error', async () => {
    const h = appHarness({ page: null });
    await expect(h.app.signInWithOAuth('github')).rejects.toBeInstanceOf(ConfigurationError);
  });
});

describe('handleOAuthCallback', () => {
  test('exchanges the code once, cleans the address bar, signs the new user in and goes to afterSignUp', async () => {
    const h = appHarness();
    const { cookieName } = await startedFlow(h);
    const back = await consentAtProvider(h, { account_id: 'gh-1', email: 'octo@example.com', email_verified: true });
    expect(back.startsWith(`${CALLBACK}?`)).toBe(true);
    h.navigation.goTo(back);
    const result = await h.app.handleOAuthCallback();
    expect(result.ok && result.value.handled && result.value.signedIn).toMatchObject({ isNewUser: true, redirect: { navigated: true, url: 'http://localhost:5173/' } });
    expect(h.requestsTo('POST', '/auth/oauth/token')).toHaveLength(1);
    // The code and state left the address bar (replaced, not navigated) before the exchange; the exchange used that URL.
    expect(h.navigation.rewrites).toEqual([CALLBACK]);
    expect(h.lastTo('POST', '/auth/oauth/token')!.body).toMatchObject({ grant_type: 'authorization_code', redirect_uri: CALLBACK, code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(h.cookies.get(cookieName)).toBeUndefined();
    const user = await h.app.getUser({ or: 'throw' });
    expect(user.primaryEmail).toBe('octo@example.com');
    expect(user.oauthProviders.map((p) => p.id)).toEqual(['github']);
  });

  test('a replay (reload, history-back) and two concurrent calls exchange at most once', async () => {
    const h = appHarness();
    await startedFlow(h);
    const back = await consentAtProvider(h, { account_id: 'gh-2', email: 'twice@example.com', email_verified: true });
    h.navigation.goTo(back);
    const [first, second] = await Promise.all([h.app.handleOAuthCallback(), h.app.handleOAuthCallback()]);
    expect([first.ok && first.value.handled, second.ok && second.value.handled].sort()).toEqual([false, true]);
    h.navigation.goTo(back);
    expect(await h.app.handleOAuthCallback()).toEqual({ ok: true, value: { handled: false } });
    expect(h.requestsTo('POST', '/auth/oauth/token')).toHaveLength(1);
  });

  test('returnTo comes back as after_auth_return_to and is honoured after the sign-in', async () => {
    const h = appHarness();
    await startedFlow(h, { returnTo: '/teams?x=1' });
    expect(new URLSearchParams(h.lastTo('GET', '/auth/oauth/authorize/github')!.query).get('redirect_uri')).toBe(`${CALLBACK}?after_auth_return_to=%2Fteams%3Fx%3D1`);
    h.navigation.goTo(await consentAtProvider(h, { account_id: 'gh-3', email: 'back@example.com', email_verified: true }));
    const result = await h.app.handleOAuthCallback();
    expect(result.ok && result.value.handled && result.value.signedIn.redirect).toEqual({ navigated: true, url: 'http://localhost:5173/teams?x=1' });
  });

  test('the provider denying access comes back as OAUTH_PROVIDER_ACCESS_DENIED with the service\'s wording', async () => {
    const h = appHarness();
    await startedFlow(h);
    const back = await consentAtProvider(h, { deny: true });
    h.navigation.goTo(back);
    const result = await h.app.handleOAuthCallback();
    expect(!result.ok && KnownErrors.OAuthProviderAccessDenied.isInstance(result.error)).toBe(true);
    expect(!result.ok && result.error.message).toBe('The OAuth provider denied access to the user.');
    expect(h.navigation.rewrites.at(-1)).toBe(CALLBACK);
    expect(h.requestsTo('POST', '/auth/oauth/token')).toHaveLength(0);
  });

  test('a provider turned off during the flow, delivered on the callback URL as the real service words it, is a result, not a throw', async () => {
    const h = appHarness();
    await startedFlow(h);
    const delivered = new URL(CALLBACK);
    const message = 'The OAuth provider is not found or not enabled.';
    for (const [name, value] of [['error', 'server_error'], ['error_description', message], ['errorCode', 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED'], ['message', message], ['details', '{}']]) {
      delivered.searchParams.set(name!, value!);
    }
    h.navigation.goTo(delivered.href);
    const result = await h.app.handleOAuthCallback();
    expect(!result.ok && KnownErrors.OAuthProviderNotFoundOrNotEnabled.isInstance(result.error)).toBe(true);
    expect(!result.ok && result.error.message).toBe(message);
    expect(h.navigation.rewrites.at(-1)).toBe(CALLBACK);
    expect(h.requestsTo('POST', '/auth/oauth/token')).toHaveLength(0);
  });

  test('a code that does not match the verifier is INVALID_AUTHORIZATION_CODE', async () => {
    const h = appHarness();
    await startedFlow(h);
    const back = new URL(await consentAtProvider(h, { account_id: 'gh-4', email: 'bad@example.com', email_verified: true }));
    back.searchParams.set('code', 'x'.repeat(45));
    h.navigation.goTo(back.href);
    const result = await h.app.handleOAuthCallback();
    expect(!result.ok && KnownErrors.InvalidAuthorizationCode.isInstance(result.error)).toBe(true);
    expect(await h.app.getUser()).toBeNull();
  });

  test.each([
    ['no code or state', `${CALLBACK}?after_auth_return_to=%2F`],
    ['a state with no verifier (expired, blocked, other browser, injected)', `${CALLBACK}?code=abc&state=${'A'.repeat(43)}`],
    ['a 10 KB state', `${CALLBACK}?code=abc&state=${'A'.repeat(10_240)}`],
    ['a state carrying ;=%\\', `${CALLBACK}?code=abc&state=${encodeURIComponent('a;b=c%d\\e'.padEnd(43, 'x'))}`],
  ])('%s: not a callback — no exchange, no exception, no cookie written', async (_name, url) => {
    const h = appHarness();
    h.navigation.goTo(url);
    const cookiesBefore = h.cookies.getAll();
    expect(await h.app.handleOAuthCallback()).toEqual({ ok: true, value: { handled: false } });
    expect(h.requestsTo('POST', '/auth/oauth/token')).toHaveLength(0);
    expect(h.cookies.getAll()).toEqual(cookiesBefore);
  });

  test('a verifier cookie taken by one flow cannot be used by a second flow\'s state', async () => {
    const h = appHarness();
    const first = await startedFlow(h);
    await startedFlow(h);
    const back = new URL(await consentAtProvider(h, { account_id: 'gh-5', email: 'mix@example.com', email_verified: true }));
    back.searchParams.set('state', first.state);
    h.navigation.goTo(back.href);
    const result = await h.app.handleOAuthCallback();
    expect(!result.ok && KnownErrors.InvalidAuthorizationCode.isInstance(result.error)).toBe(true);
  });
});

describe('user.linkConnectedAccount', () => {
  async function signedIn(h: AppHarness, email: string) {
    const up = await h.app.signUpWithPassword({ email, password: 'correct horse battery staple' });
    expect(up.ok).toBe(true);
    return h.app.getUser({ or: 'throw' });
  }

  test('connects a GitHub account to the signed-in user: type=link with the user\'s token, S256, same callback', async () => {
    const h = appHarness();
    const user = await signedIn(h, 'linker@example.com');
    expect(await user.linkConnectedAccount('github', { providerScope: 'repo' })).toEqual({ ok: true, value: undefined });
    const query = Object.fromEntries(new URLSearchParams(h.lastTo('GET', '/auth/oauth/authorize/github')!.query));
    expect(query).toMatchObject({ type: 'link', token: expect.stringMatching(/^eyJ/), code_challenge_method: 'S256', provider_scope: 'repo', stack_response_mode: 'json' });
    const back = await consentAtProvider(h, { account_id: 'gh-link', email: 'someone-else@example.com', email_verified: true });
    h.navigation.goTo(back);
    const result = await h.app.handleOAuthCallback();
    expect(result.ok && result.value.handled && result.value.signedIn.isNewUser).toBe(false);
    const after = await h.app.getUser({ or: 'throw' });
    expect(after.id).toBe(user.id);
    expect(after.primaryEmail).toBe('linker@example.com');
    expect(after.oauthProviders).toEqual([expect.objectContaining({ id: 'github', accountId: 'gh-link' })]);
    // Only the authorize request (fetched, never navigated to) held the token: the provider page did not.
    expect(h.navigation.visits.at(-2)!.url).not.toMatch(/eyJ/);
  });

  test('a provider account owned by another user comes back on the callback as OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', async () => {
    const h = appHarness();
    const owner = await signedIn(h, 'owner@example.com');
    await owner.linkConnectedAccount('github');
    h.navigation.goTo(await consentAtProvider(h, { account_id: 'gh-taken', email: 'x@example.com', email_verified: true }));
    expect((await h.app.handleOAuthCallback()).ok).toBe(true);
    await h.app.signOut();
    const other = await signedIn(h, 'other@example.com');
    await other.linkConnectedAccount('github');
    const back = await consentAtProvider(h, { account_id: 'gh-taken', email: 'x@example.com', email_verified: true });
    h.navigation.goTo(back);
    const result = await h.app.handleOAuthCallback();
    expect(!result.ok && KnownErrors.OAuthConnectionAlreadyConnectedToAnotherUser.isInstance(result.error)).toBe(true);
    await h.clock.advanceAsync(300); // past the cache's read throttle: the user is read again
    const still = await h.app.getUser({ or: 'throw' });
    expect([still.id, still.oauthProviders]).toEqual([other.id, []]);
  });

  test('when the session has ended meanwhile it is USER_AUTHENTICATION_REQUIRED, with no request and no verifier left', async () => {
    const h = appHarness();
    const user = await signedIn(h, 'gone@example.com');
    await h.app.signOut();
    const result = await user.linkConnectedAccount('github');
    expect(!result.ok && KnownErrors.UserAuthenticationRequired.isInstance(result.error)).toBe(true);
    expect(h.requestsTo('GET', '/auth/oauth/authorize/github')).toHaveLength(0);
    expect(Object.keys(h.cookies.getAll()).filter((n) => n.includes('stack-oauth-outer-'))).toEqual([]);
  });
});
