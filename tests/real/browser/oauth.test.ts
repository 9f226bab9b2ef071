/**
 * OAuth in real headless Chromium against the real Stack Auth backend and its mock OAuth/OIDC provider, through the
 * library's browser client app (createClientApp of composition/entry-browser, as the page's script). A person clicks
 * "Sign in with GitHub", signs in on the provider's login form (it accepts any login; the backend's shared GitHub
 * keys point at it) and lands back: a new user on afterSignUp, the same person again on afterSignIn. The outer PKCE is
 * S256 (the challenge is the SHA-256 of the verifier the page kept in its cookie, and that verifier is what the
 * exchange sends); no code, state or token stays in the address bar; a replayed callback exchanges nothing (and the
 * backend refuses the same code twice); a provider that denies access lands as the backend's typed error; a
 * signed-in person connects GitHub and reads the connected account's access token back, which the provider accepts.
 * Also: what the backend refuses before the page leaves, returnTo through the backend, a provider account someone
 * else has, and the backend's email-merge rule (an unverified owner refuses, a verified one gets the account linked).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { createClientApp, createServerApp } from '../../../composition/entry-node';
import { describeReal, realBackend } from '../../support/real-backend';
import { configureProject, describeRealNetworkAudit, newTab, output, startRealBrowserSuite, stopRealBrowserSuite, type RealBrowserSuite } from './support/real-browser-suite';

const AFTER_SIGN_UP = '/welcome';
const AFTER_SIGN_IN = '/welcome-back';

const PAGE_SCRIPT = `
globalThis.app = app;
const show = (text) => { output.textContent = text; };
const failure = (error) => 'error: ' + error.code + ': ' + error.message;
document.querySelector('main').insertAdjacentHTML('beforeend',
  '<form id="password"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in with password</button></form>'
  + '<button type="button" id="link">Connect GitHub</button><button type="button" id="token">Read the GitHub token</button><button type="button" id="out">Sign out</button>');
document.querySelector('button').addEventListener('click', async () => {
  const started = await app.signInWithOAuth('github');
  if (!started.ok) show(failure(started.error));
});
document.querySelector('#password').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const result = await app.signInWithPassword({ email: String(form.get('email')), password: String(form.get('password')), noRedirect: true });
  show(result.ok ? 'signed in with password' : failure(result.error));
});
document.querySelector('#link').addEventListener('click', async () => {
  const user = await app.getUser({ or: 'throw' });
  const started = await user.linkConnectedAccount('github');
  if (!started.ok) show(failure(started.error));
});
document.querySelector('#token').addEventListener('click', async () => {
  const user = await app.getUser({ or: 'throw' });
  globalThis.githubToken = await user.getConnectedAccountAccessToken('github');
  show(globalThis.githubToken === null ? 'no GitHub token' : 'GitHub token read');
});
document.querySelector('main').insertAdjacentHTML('beforeend', '<button type="button" id="return">Sign in with GitHub, back to the team page</button>');
document.querySelector('#return').addEventListener('click', async () => {
  const started = await app.signInWithOAuth('github', { returnTo: '/teams?tab=members' });
  if (!started.ok) show(failure(started.error));
});
document.querySelector('#out').addEventListener('click', async () => {
  await app.signOut({ redirectUrl: '/' });
});
if (location.pathname === '/handler/oauth-callback') {
  try {
    const result = await app.handleOAuthCallback();
    show(!result.ok ? failure(result.error) : result.value.handled ? 'callback handled' : 'not a callback');
  } catch (error) {
    show('thrown: ' + (error.code ?? error.name) + ': ' + error.message);
  }
} else {
  const user = await app.getUser();
  show(user === null ? 'signed out at ' + location.pathname
    : 'signed in as ' + user.primaryEmail + ' (' + user.id + ') at ' + location.pathname + user.oauthProviders.map((p) => ' [' + p.id + ':' + p.accountId + ']').join(''));
}
`;

let suite: RealBrowserSuite;

const server = () => createServerApp({
  projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey,
  secretServerKey: suite.project.secretServerKey, baseUrl: realBackend().url,
});

/** Everything one tab sent: the documents it navigated to and the API calls of the OAuth flow. */
function recordFlow(tab: Page) {
  const navigated: string[] = [];
  const authorize: string[] = [];
  const exchanges: Array<Record<string, string>> = [];
  tab.on('request', (request) => {
    const url = request.url();
    // Every document the tab asked for, redirects included (the backend's callback answers with one).
    if (request.isNavigationRequest() && request.frame() === tab.mainFrame()) navigated.push(url);
    if (request.method() === 'GET' && url.includes('/api/v1/auth/oauth/authorize/')) authorize.push(url);
    if (request.method() === 'POST' && url.endsWith('/api/v1/auth/oauth/token')) exchanges.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
  });
  // The backend's OAuth callback answers (a redirect back to the app): status, where to, and any cookie it sets.
  const callbackAnswers: Array<Promise<{ status: number; location: string | null; setCookie: string | null }>> = [];
  // And the authorize answer (JSON mode): it should set no cookie either.
  const authorizeSetCookies: Array<Promise<string | null>> = [];
  tab.on('response', (response) => {
    if (response.request().method() === 'GET' && response.url().includes('/api/v1/auth/oauth/authorize/')) authorizeSetCookies.push(response.headerValue('set-cookie'));
    if (!response.url().includes('/api/v1/auth/oauth/callback/')) return;
    callbackAnswers.push((async () => ({ status: response.status(), location: await response.headerValue('location'), setCookie: await response.headerValue('set-cookie') }))());
  });
  return { navigated, authorize, exchanges, callbackAnswers, authorizeSetCookies };
}

/** Clicks `start` on the app page, then signs in on the mock provider's login form as `login`. */
async function throughProvider(tab: Page, start: string, login: string): Promise<void> {
  await tab.getByRole('button', { name: start, exact: true }).click();
  await tab.waitForURL((url) => url.origin === suite.providerOrigin && url.pathname.startsWith('/interaction/'), { timeout: 30_000 });
  await tab.getByLabel('Email').fill(login);
  await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function oauthSignIn(tab: Page, login: string): Promise<void> {
  await tab.goto(suite.page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
  await throughProvider(tab, 'Sign in with GitHub', login);
}

const landed = async (tab: Page): Promise<string> => {
  await output(tab).filter({ hasText: /^(signed in as|error|thrown|not a callback)/ }).waitFor({ timeout: 45_000 });
  return (await output(tab).textContent()) ?? '';
};

const refreshCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'));
const verifierCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name.startsWith('stack-oauth-outer-'));
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describeReal('OAuth in Chromium against the real backend and its mock provider', () => {
  beforeAll(async () => {
    suite = await startRealBrowserSuite(PAGE_SCRIPT, { urls: { afterSignIn: AFTER_SIGN_IN, afterSignUp: AFTER_SIGN_UP } });
  }, 120_000);
  afterAll(() => stopRealBrowserSuite(suite));

  let firstUserId = '';
  let firstExchange: Record<string, string> = {};

  test('a new person signs in with GitHub: PKCE S256 from the page\'s verifier, lands on afterSignUp signed in, nothing one-time left in any URL', async () => {
    const { context, tab } = await newTab(suite);
    const flow = recordFlow(tab);
    let verifier: string | undefined;
    // The verifier cookie as it was while the person was at the provider (it is taken when the callback is handled).
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame() && frame.url().startsWith(suite.providerOrigin) && verifier === undefined) {
        void verifierCookies(context).then((c) => { verifier ??= c[0]?.value; });
      }
    });
    await oauthSignIn(tab, 'octo@example.com');
    const shown = await landed(tab);
    expect(shown).toMatch(new RegExp(`^signed in as octo@example\\.com \\(([\\w-]+)\\) at ${AFTER_SIGN_UP} \\[github:octo@example\\.com\\]$`));
    firstUserId = /\(([\w-]+)\)/.exec(shown)![1]!;

    expect(flow.authorize).toHaveLength(1);
    const authorize = new URL(flow.authorize[0]!).searchParams;
    expect(authorize.get('code_challenge_method')).toBe('S256');
    expect(authorize.get('redirect_uri')).toBe(`${suite.page.origin}/handler/oauth-callback`);
    expect(verifier).toBeDefined();
    expect(authorize.get('code_challenge')).toBe(s256(decodeURIComponent(verifier!)));
    expect(flow.exchanges).toHaveLength(1);
    firstExchange = flow.exchanges[0]!;
    expect(firstExchange).toMatchObject({ grant_type: 'authorization_code', code_verifier: decodeURIComponent(verifier!), redirect_uri: authorize.get('redirect_uri') });
    // The backend's own request to the provider is PKCE S256 too.
    const atProvider = flow.navigated.find((u) => u.startsWith(`${suite.providerOrigin}/auth?`));
    if (atProvider !== undefined) expect(new URL(atProvider).searchParams.get('code_challenge_method')).toBe('S256');

    // JSON mode: the backend sets no inner-state cookie, so its callback answer is a bare 303 to the app with code and state
    // (an error comes back as a 307, see the denial below).
    expect(await Promise.all(flow.authorizeSetCookies)).toEqual([null]);
    const [callbackAnswer] = await Promise.all(flow.callbackAnswers);
    expect(callbackAnswer).toMatchObject({ status: 303, setCookie: null });
    expect(callbackAnswer!.location).toMatch(new RegExp(`^${suite.page.origin}/handler/oauth-callback\\?code=[^&]+&state=[^&]+$`));
    // The callback page was reached with code and state; the address bar holds neither now, nor any token.
    expect(flow.navigated.some((u) => u.startsWith(`${suite.page.origin}/handler/oauth-callback?`) && u.includes('code='))).toBe(true);
    expect(tab.url()).toBe(`${suite.page.origin}${AFTER_SIGN_UP}`);
    const history = await tab.evaluate(() => location.href);
    expect(history).not.toMatch(/[?&](code|state)=/);
    expect(await verifierCookies(context)).toEqual([]);
    expect(await refreshCookies(context)).toHaveLength(1);
    await context.close();
  }, 180_000);

  test('the same person again, in a fresh browser: the same user, on afterSignIn', async () => {
    expect(firstUserId).not.toBe('');
    const { context, tab } = await newTab(suite);
    await oauthSignIn(tab, 'octo@example.com');
    expect(await landed(tab)).toBe(`signed in as octo@example.com (${firstUserId}) at ${AFTER_SIGN_IN} [github:octo@example.com]`);
    await context.close();
  }, 180_000);

  test('the backend refuses an authorization code it already exchanged (INVALID_AUTHORIZATION_CODE)', async () => {
    expect(firstExchange['code']).toBeDefined();
    const response = await fetch(`${realBackend().url}/api/v1/auth/oauth/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(firstExchange).toString(),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-stack-known-error')).toBe('INVALID_AUTHORIZATION_CODE');
  }, 60_000);

  test('reloading the callback URL (a replay) exchanges nothing and leaves the person as they were', async () => {
    const { context, tab } = await newTab(suite);
    const flow = recordFlow(tab);
    await oauthSignIn(tab, 'replay@example.com');
    const shown = await landed(tab);
    expect(shown).toMatch(/^signed in as replay@example\.com .* at \/welcome /);
    const callback = flow.navigated.find((u) => u.includes('/handler/oauth-callback?') && u.includes('code='))!;
    expect(flow.exchanges).toHaveLength(1);
    await tab.goto(callback);
    await output(tab).filter({ hasText: /not a callback|error|thrown|signed in/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toBe('not a callback');
    expect(flow.exchanges).toHaveLength(1);
    await tab.goto(suite.page.origin);
    expect(await landed(tab)).toBe(shown.replace(` at ${AFTER_SIGN_UP} `, ' at / '));
    await context.close();
  }, 180_000);

  test('going back to the backend\'s own callback (the provider\'s code used twice): the backend answers 400 itself, the app is not involved, the session is as it was', async () => {
    const { context, tab } = await newTab(suite);
    const flow = recordFlow(tab);
    await oauthSignIn(tab, 'back-button@example.com');
    const shown = await landed(tab);
    const backendCallback = flow.navigated.find((u) => u.includes('/api/v1/auth/oauth/callback/github?'));
    expect(backendCallback).toBeDefined();
    const answer = await tab.goto(backendCallback!);
    // A plain-text 400 (a status error, not a known error sent back to the app), and no cookie set or cleared.
    expect(answer!.status()).toBe(400);
    expect(await answer!.text()).toBe('Inner OAuth callback failed due to invalid grant. Please try again.');
    expect(await answer!.headerValue('set-cookie')).toBeNull();
    expect(new URL(tab.url()).origin).not.toBe(suite.page.origin);
    expect(flow.exchanges).toHaveLength(1);
    await tab.goto(suite.page.origin);
    expect(await landed(tab)).toBe(shown.replace(` at ${AFTER_SIGN_UP} `, ' at / '));
    await context.close();
  }, 180_000);

  test('a provider that denies access: the backend sends the person back with its typed error, the page shows it, nobody is signed in', async () => {
    const { context, tab } = await newTab(suite);
    const flow = recordFlow(tab);
    await tab.goto(suite.page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await tab.getByRole('button', { name: 'Sign in with GitHub', exact: true }).click();
    await tab.waitForURL((url) => url.origin === suite.providerOrigin && url.pathname.startsWith('/interaction/'), { timeout: 30_000 });
    // The mock provider has no deny button: its abort route is what a "Cancel" would call.
    await tab.goto(`${new URL(tab.url()).origin}${new URL(tab.url()).pathname}/abort`);
    const shown = await landed(tab);
    expect(shown).toMatch(/^error: OAUTH_PROVIDER_ACCESS_DENIED: /);
    const answers = await Promise.all(flow.callbackAnswers);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ status: 307, setCookie: null });
    const delivered = new URL(answers[0]!.location!);
    expect(`${delivered.origin}${delivered.pathname}`).toBe(`${suite.page.origin}/handler/oauth-callback`);
    expect(Object.fromEntries(delivered.searchParams)).toMatchObject({ error: 'server_error', errorCode: 'OAUTH_PROVIDER_ACCESS_DENIED' });
    expect(tab.url()).not.toMatch(/[?&](code|state|errorCode|error|message|details)=/);
    expect(await refreshCookies(context)).toEqual([]);
    await context.close();
  }, 180_000);

  test('a signed-in person connects GitHub: same user, provider added, the connected account\'s access token read back and accepted by the provider', async () => {
    const email = 'linker@example.com';
    const password = 'correct horse battery staple';
    const up = await createClientApp({ projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey, baseUrl: realBackend().url, tokenStore: 'memory' })
      .signUpWithPassword({ email, password, noRedirect: true });
    if (!up.ok) throw up.error;
    const { context, tab } = await newTab(suite);
    const flow = recordFlow(tab);
    await tab.goto(suite.page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await tab.getByLabel('Email', { exact: true }).fill(email);
    await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await tab.getByRole('button', { name: 'Sign in with password' }).click();
    await output(tab).filter({ hasText: 'signed in with password' }).waitFor({ timeout: 30_000 });
    await throughProvider(tab, 'Connect GitHub', 'gh-linker@example.com');
    expect(await landed(tab)).toBe(`signed in as ${email} (${up.value.userId}) at ${AFTER_SIGN_IN} [github:gh-linker@example.com]`);
    expect(new URL(flow.authorize[0]!).searchParams.get('type')).toBe('link');
    expect((await server().listUsers()).items.filter((u) => u.primaryEmail === 'gh-linker@example.com')).toEqual([]);
    expect((await server().getUser(up.value.userId))!.oauthProviders.map((p) => p.id)).toEqual(['github']);
    // The link flow's authorize request carries the user's token (the documented exception) as a fetch, never a navigation.
    expect(flow.navigated.filter((u) => /eyJ[\w-]+\.eyJ/.test(u))).toEqual([]);

    await tab.getByRole('button', { name: 'Read the GitHub token' }).click();
    await output(tab).filter({ hasText: /GitHub token/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toBe('GitHub token read');
    const token = await tab.evaluate(() => (globalThis as never as { githubToken: string }).githubToken);
    const discovery = (await (await fetch(`${suite.providerOrigin}/.well-known/openid-configuration`)).json()) as { userinfo_endpoint: string };
    const userinfo = await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${token}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ sub: 'gh-linker@example.com' });
    // The backend's other answers, as the library reports them: not connected or without the scope → null; a
    // provider the project has not enabled → thrown.
    const others = await tab.evaluate(async () => {
      type Result = string | null;
      const app = (globalThis as never as { app: { getUser(o: object): Promise<{ getConnectedAccountAccessToken(p: string, o?: object): Promise<Result> }> } }).app;
      const user = await app.getUser({ or: 'throw' });
      const attempt = async (providerId: string, options?: object) => {
        try {
          const token = await user.getConnectedAccountAccessToken(providerId, options);
          return token === null ? 'null' : 'a token';
        } catch (error) {
          return `thrown ${(error as { code?: string }).code}`;
        }
      };
      return { google: await attempt('google'), githubRepo: await attempt('github', { scope: 'repo' }), facebook: await attempt('facebook') };
    });
    expect(others).toEqual({ google: 'null', githubRepo: 'null', facebook: 'thrown OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED' });
    await context.close();
  }, 180_000);

  test('sessions: a reload keeps the person signed in (cookies); signing out clears them, and the old refresh token is dead at the backend', async () => {
    const { context, tab } = await newTab(suite);
    await oauthSignIn(tab, 'session@example.com');
    expect(await landed(tab)).toMatch(/^signed in as session@example\.com /);
    await tab.reload();
    expect(await landed(tab)).toMatch(/^signed in as session@example\.com .* at \/welcome /);
    const [cookie] = await refreshCookies(context);
    expect(cookie).toBeDefined();
    const refreshToken = (JSON.parse(decodeURIComponent(cookie!.value)) as { refresh_token: string }).refresh_token;
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await output(tab).filter({ hasText: 'signed out at /' }).waitFor({ timeout: 30_000 });
    expect(await refreshCookies(context)).toEqual([]);
    await tab.reload();
    await output(tab).filter({ hasText: 'signed out at /' }).waitFor({ timeout: 30_000 });
    const refreshed = await fetch(`${realBackend().url}/api/v1/auth/sessions/current/refresh`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', 'x-stack-access-type': 'client', 'x-stack-project-id': suite.project.projectId,
        'x-stack-publishable-client-key': suite.project.publishableClientKey, 'x-stack-refresh-token': refreshToken,
      },
      body: '{}',
    });
    expect(refreshed.status).toBe(401);
    expect(refreshed.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    await context.close();
  }, 180_000);

  test('what the backend refuses before the page leaves: a provider the project has not enabled, extra scopes with shared keys; no verifier cookie left', async () => {
    const { context, tab } = await newTab(suite);
    await tab.goto(suite.page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    const started = await tab.evaluate(async () => {
      const app = (globalThis as never as { app: { signInWithOAuth(p: string, o?: object): Promise<{ ok: boolean; error?: { code: string; message: string } }> } }).app;
      const describe = (r: { ok: boolean; error?: { code: string; message: string } }) => (r.ok ? 'ok' : `${r.error!.code}: ${r.error!.message}`);
      return [describe(await app.signInWithOAuth('facebook')), describe(await app.signInWithOAuth('github', { providerScope: 'repo' }))];
    });
    expect(started[0]).toMatch(/^OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: /);
    expect(started[1]).toMatch(/^OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: /);
    expect(new URL(tab.url()).origin).toBe(suite.page.origin);
    expect(await verifierCookies(context)).toEqual([]);
    await context.close();
  }, 180_000);

  test('returnTo: the path (with its query) rides on the callback URL through the backend and is where the person lands', async () => {
    const { context, tab } = await newTab(suite);
    const flow = recordFlow(tab);
    await tab.goto(suite.page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await throughProvider(tab, 'Sign in with GitHub, back to the team page', 'return-to@example.com');
    expect(await landed(tab)).toMatch(/^signed in as return-to@example\.com .* at \/teams /);
    expect(new URL(tab.url()).search).toBe('?tab=members');
    const redirectUri = new URL(new URL(flow.authorize[0]!).searchParams.get('redirect_uri')!);
    expect(redirectUri.searchParams.get('after_auth_return_to')).toBe('/teams?tab=members');
    expect(flow.exchanges[0]!['redirect_uri']).toBe(redirectUri.href);
    await context.close();
  }, 180_000);

  test('connecting a provider account another user already has: OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER on the callback page, nothing linked', async () => {
    expect(firstUserId).not.toBe('');
    const email = 'second-linker@example.com';
    const password = 'correct horse battery staple';
    const up = await createClientApp({ projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey, baseUrl: realBackend().url, tokenStore: 'memory' })
      .signUpWithPassword({ email, password, noRedirect: true });
    if (!up.ok) throw up.error;
    const { context, tab } = await newTab(suite);
    await tab.goto(suite.page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await tab.getByLabel('Email', { exact: true }).fill(email);
    await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await tab.getByRole('button', { name: 'Sign in with password' }).click();
    await output(tab).filter({ hasText: 'signed in with password' }).waitFor({ timeout: 30_000 });
    // octo@example.com's GitHub account is the first test's user's.
    await throughProvider(tab, 'Connect GitHub', 'octo@example.com');
    expect(await landed(tab)).toMatch(/^error: OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: /);
    expect(tab.url()).not.toMatch(/[?&](code|state|errorCode|error|message|details)=/);
    expect((await server().getUser(up.value.userId))!.oauthProviders).toEqual([]);
    expect((await server().getUser(firstUserId))!.oauthProviders.map((p) => p.accountId)).toEqual(['octo@example.com']);
    // Still signed in as before.
    await tab.goto(suite.page.origin);
    expect(await landed(tab)).toBe(`signed in as ${email} (${up.value.userId}) at /`);
    await context.close();
  }, 180_000);

  test('the provider\'s (verified) email is an unverified password user\'s: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE, nobody signed in', async () => {
    const email = 'unverified-owner@example.com';
    const up = await createClientApp({ projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey, baseUrl: realBackend().url, tokenStore: 'memory' })
      .signUpWithPassword({ email, password: 'correct horse battery staple', noRedirect: true });
    if (!up.ok) throw up.error;
    const { context, tab } = await newTab(suite);
    await oauthSignIn(tab, email);
    expect(await landed(tab)).toMatch(/^error: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: /);
    expect(await refreshCookies(context)).toEqual([]);
    expect((await server().getUser(up.value.userId))!.oauthProviders).toEqual([]);
    await context.close();
  }, 180_000);

  test('the provider\'s email is a verified user\'s: the backend links the account to that user (link_method), who lands on afterSignIn', async () => {
    const email = 'verified-owner@example.com';
    const created = await server().createUser({ primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, password: 'correct horse battery staple' });
    if (!created.ok) throw created.error;
    const { context, tab } = await newTab(suite);
    await oauthSignIn(tab, email);
    expect(await landed(tab)).toBe(`signed in as ${email} (${created.value.id}) at ${AFTER_SIGN_IN} [github:${email}]`);
    await context.close();
  }, 180_000);

  test('a person with TOTP: the code exchange answers MULTI_FACTOR_AUTHENTICATION_REQUIRED, the tab keeps the attempt, the code signs them in', async () => {
    const { context: first, tab: firstTab } = await newTab(suite);
    await oauthSignIn(firstTab, 'totp@example.com');
    const shown = await landed(firstTab);
    const userId = /\(([\w-]+)\)/.exec(shown)![1]!;
    await first.close();
    const bytes = randomBytes(20);
    const user = await server().getUser(userId);
    const updated = await user!.update({ totpSecretBase64: bytes.toString('base64') });
    if (!updated.ok) throw updated.error;

    const { context, tab } = await newTab(suite);
    await oauthSignIn(tab, 'totp@example.com');
    expect(await landed(tab)).toMatch(/^error: MULTI_FACTOR_AUTHENTICATION_REQUIRED: /);
    expect(await refreshCookies(context)).toEqual([]);
    const totp = TOTP.generate({ algorithm: 'SHA1', digits: 6, period: 30, secret: new Secret({ buffer: new Uint8Array(bytes).buffer }) });
    const second = await tab.evaluate(async (code) => {
      const app = (globalThis as never as { app: { signInWithMfa(i: object): Promise<{ ok: boolean; value?: { userId: string }; error?: { code: string } }> } }).app;
      const result = await app.signInWithMfa({ totp: code, noRedirect: true });
      return result.ok ? `ok ${result.value!.userId}` : result.error!.code;
    }, totp);
    expect(second).toBe(`ok ${userId}`);
    await tab.goto(suite.page.origin);
    expect(await landed(tab)).toBe(`signed in as totp@example.com (${userId}) at / [github:totp@example.com]`);
    await context.close();
  }, 180_000);

  /** Starts the GitHub sign-in, changes the project while the person is at the provider, then signs in there. */
  async function signInWhileProjectChanges(login: string, change: Record<string, unknown>, restore: Record<string, unknown>): Promise<string> {
    const { context, tab } = await newTab(suite);
    try {
      await tab.goto(suite.page.origin);
      await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
      await tab.getByRole('button', { name: 'Sign in with GitHub', exact: true }).click();
      await tab.waitForURL((url) => url.origin === suite.providerOrigin && url.pathname.startsWith('/interaction/'), { timeout: 30_000 });
      await configureProject(suite, change);
      await tab.getByLabel('Email').fill(login);
      await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
      const shown = await landed(tab);
      expect(tab.url()).not.toMatch(/[?&](code|state|errorCode|error|message|details)=/);
      expect(await refreshCookies(context)).toEqual([]);
      return shown;
    } finally {
      await configureProject(suite, restore);
      await context.close();
    }
  }

  test('sign-up turned off while a new person is at the provider: SIGN_UP_NOT_ENABLED on the callback page, nobody signed in', async () => {
    const shown = await signInWhileProjectChanges('late-newcomer@example.com', { sign_up_enabled: false }, { sign_up_enabled: true });
    expect(shown).toMatch(/^error: SIGN_UP_NOT_ENABLED: /);
  }, 180_000);

  test('GitHub turned off while the person is at the provider: the backend delivers OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED to the callback page, a typed result', async () => {
    const providers = (ids: string[]) => ({ oauth_providers: ids.map((id) => ({ id, type: 'shared' })) });
    const shown = await signInWhileProjectChanges('provider-gone@example.com', providers(['google', 'microsoft', 'spotify']), providers(['github', 'google', 'microsoft', 'spotify']));
    expect(shown).toBe('error: OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: The OAuth provider is not found or not enabled.');
  }, 180_000);

  describeRealNetworkAudit(() => suite, { minAuthorizeRequests: 10 });
});
