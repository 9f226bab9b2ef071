/**
 * A page on an origin the project does not trust (a fresh project with `allow_localhost: false` and no trusted
 * domain), in real headless Chromium against the real Stack Auth backend. The API answers the page as any client
 * (password sign-in works), but the two flows bound to the page's origin fail where the backend checks it: a passkey
 * registration is refused as PASSKEY_REGISTRATION_FAILED (a typed result in the page, nothing stored), and an OAuth
 * sign-in ends at the backend's own callback with REDIRECT_URL_NOT_WHITELISTED, the app never reached and nobody
 * signed in.
 */
import { createClientApp, createServerApp } from '../../../composition/entry-node';
import { describeReal, realBackend } from '../../support/real-backend';
import { describeRealNetworkAudit, newTab, output, startRealBrowserSuite, stopRealBrowserSuite, type RealBrowserSuite } from './support/real-browser-suite';

const PASSWORD = 'correct horse battery staple';

const PAGE_SCRIPT = `
const show = (text) => { output.textContent = text; };
const failure = (error) => 'error: ' + error.code + ': ' + error.message;
document.querySelector('main').insertAdjacentHTML('beforeend',
  '<form id="password"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in with password</button></form>'
  + '<button type="button" id="add">Add a passkey</button>');
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
document.querySelector('#add').addEventListener('click', async () => {
  const result = await app.registerPasskey();
  show(result.ok ? 'passkey added' : failure(result.error));
});
const user = await app.getUser();
show(user === null ? 'signed out' : 'signed in as ' + user.primaryEmail);
`;

let suite: RealBrowserSuite;

describeReal('a page the project does not trust (allow_localhost false), in Chromium against the real backend', () => {
  beforeAll(async () => {
    suite = await startRealBrowserSuite(PAGE_SCRIPT, { config: { allow_localhost: false } });
  }, 120_000);
  afterAll(() => stopRealBrowserSuite(suite));

  test('password sign-in works from the page; adding a passkey is refused by the backend (PASSKEY_REGISTRATION_FAILED), nothing stored', async () => {
    const email = 'untrusted-passkey@example.com';
    const up = await createClientApp({ projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey, baseUrl: realBackend().url, tokenStore: 'memory' })
      .signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
    if (!up.ok) throw up.error;
    const { context, tab } = await newTab(suite);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await tab.goto(suite.page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await tab.getByLabel('Email').fill(email);
    await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Sign in with password' }).click();
    await output(tab).filter({ hasText: 'signed in with password' }).waitFor({ timeout: 30_000 });
    await tab.getByRole('button', { name: 'Add a passkey' }).click();
    await output(tab).filter({ hasText: /error|passkey added/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toBe('error: PASSKEY_REGISTRATION_FAILED: Passkey registration failed because the origin is not allowed');
    const server = createServerApp({
      projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey, secretServerKey: suite.project.secretServerKey, baseUrl: realBackend().url,
    });
    expect((await server.getUser(up.value.userId))!.passkeyAuthEnabled).toBe(false);
    await context.close();
  }, 180_000);

  test('an OAuth sign-in ends at the backend\'s callback with REDIRECT_URL_NOT_WHITELISTED: the app is never reached, nobody is signed in', async () => {
    const { context, tab } = await newTab(suite);
    await tab.goto(suite.page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await tab.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await tab.waitForURL((url) => url.origin === suite.providerOrigin && url.pathname.startsWith('/interaction/'), { timeout: 30_000 });
    await tab.getByLabel('Email').fill('untrusted-oauth@example.com');
    const [answer] = await Promise.all([
      tab.waitForResponse((r) => r.url().includes('/api/v1/auth/oauth/callback/github'), { timeout: 30_000 }),
      tab.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    expect(answer.status()).toBe(400);
    expect(answer.headers()['x-stack-known-error']).toBe('REDIRECT_URL_NOT_WHITELISTED');
    await tab.waitForLoadState();
    expect(new URL(tab.url()).origin).not.toBe(suite.page.origin);
    expect((await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'))).toEqual([]);
    await context.close();
  }, 180_000);

  describeRealNetworkAudit(() => suite, { minAuthorizeRequests: 1 });
});
