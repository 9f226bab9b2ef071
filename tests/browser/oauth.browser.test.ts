/**
 * OAuth sign-in in real headless Chromium (Debian's chromium via playwright-core) against the emulator over HTTP on
 * 127.0.0.1: the person clicks "Sign in with GitHub", signs in on the mock provider's consent page and lands back
 * signed in. Every request of the suite is captured: only the page's and the emulator's origins are contacted, no URL
 * carries a token the emulator issued, every authorize request is S256, and a replayed callback exchanges nothing.
 * The failures a browser meets: a forged state, a callback without its verifier cookie, the same callback opened in two
 * tabs at once (one exchange); and linking GitHub to a signed-in account.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClientApp, createServerApp } from '../../composition/entry-node';
import { SEED, type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { serveTestPage, type TestPage } from './support/test-page';

let emulator: RunningServer;
let page: TestPage;
let browser: Browser;
let audit: NetworkAudit;
const requested: string[] = [];

const PAGE_SCRIPT = `
import { WebCryptoDigestAdapter } from './adapters/digest/web-crypto-digest.adapter';
import { base64UrlEncodeBytes } from './domain/shared/base64url';
import { utf8Encode } from './domain/shared/utf8';
// The very steps Pkce.newPair takes from a verifier to its challenge, in this browser's Web Crypto.
globalThis.s256 = async (verifier) => base64UrlEncodeBytes(await new WebCryptoDigestAdapter().sha256(utf8Encode(verifier)));
document.querySelector('button').addEventListener('click', async () => {
  const started = await app.signInWithOAuth('github');
  if (!started.ok) output.textContent = started.error.message;
});
document.querySelector('main').insertAdjacentHTML('beforeend',
  '<form id="password"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in with password</button></form>'
  + '<button type="button" id="link">Connect GitHub</button>');
document.querySelector('#password').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const result = await app.signInWithPassword({ email: String(form.get('email')), password: String(form.get('password')), noRedirect: true });
  output.textContent = result.ok ? 'signed in with password' : 'error: ' + result.error.message;
});
document.querySelector('#link').addEventListener('click', async () => {
  const user = await app.getUser({ or: 'throw' });
  const started = await user.linkConnectedAccount('github');
  if (!started.ok) output.textContent = 'error: ' + started.error.message;
});
if (location.pathname === '/handler/oauth-callback' && sessionStorage.getItem('hold-callback') === '1') {
  // A test holds the way back once, to open the callback URL itself later (forged, without cookie, in two tabs).
  sessionStorage.removeItem('hold-callback');
  output.textContent = 'held';
} else if (location.pathname === '/handler/oauth-callback') {
  const result = await app.handleOAuthCallback();
  output.textContent = !result.ok ? 'error: ' + result.error.message : result.value.handled ? 'callback handled' : 'not a callback';
} else {
  const user = await app.getUser();
  output.textContent = user === null ? 'signed out'
    : 'signed in as ' + user.primaryEmail + user.oauthProviders.map((p) => ' [' + p.id + ':' + p.accountId + ']').join('');
}
`;

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTestPage(apiUrl, PAGE_SCRIPT)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

async function newTab(): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  tab.on('request', (request) => requested.push(request.url()));
  return { context, tab };
}

const output = (tab: Page) => tab.locator('output');

async function signInAtProvider(tab: Page, email: string): Promise<void> {
  await tab.goto(page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor();
  await tab.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await tab.getByRole('heading', { name: /Mock OAuth provider: github/ }).waitFor();
  await tab.getByLabel('Account id').fill(email.split('@')[0]!);
  await tab.getByLabel('Email').fill(email);
  await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a person signs in with the mock GitHub provider and lands on the home page signed in', async () => {
  const { context, tab } = await newTab();
  await signInAtProvider(tab, 'octo@example.com');
  await output(tab).filter({ hasText: 'signed in as octo@example.com' }).waitFor({ timeout: 15_000 });
  expect(new URL(tab.url()).pathname).toBe('/');
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.startsWith('stack-refresh-'))).toBe(true);
  expect(cookies.some((c) => c.name.startsWith('stack-oauth-outer-'))).toBe(false);
  await context.close();
}, 60_000);

test('reloading the callback URL (a replay) exchanges nothing and signs nobody in twice', async () => {
  const { context, tab } = await newTab();
  let callback = '';
  tab.on('framenavigated', (frame) => { if (frame.url().includes('/handler/oauth-callback?')) callback = frame.url(); });
  await signInAtProvider(tab, 'replay@example.com');
  await output(tab).filter({ hasText: 'signed in as replay@example.com' }).waitFor({ timeout: 15_000 });
  const exchangesBefore = requested.filter((u) => u.endsWith('/api/v1/auth/oauth/token')).length;
  expect(callback).toContain('code=');
  await tab.goto(callback);
  await output(tab).filter({ hasText: 'not a callback' }).waitFor();
  expect(requested.filter((u) => u.endsWith('/api/v1/auth/oauth/token')).length).toBe(exchangesBefore);
  await context.close();
}, 60_000);

test('denying at the provider shows the service\'s message and leaves the person signed out', async () => {
  const { context, tab } = await newTab();
  await tab.goto(page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor();
  await tab.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await tab.getByRole('button', { name: 'Deny' }).click();
  await output(tab).filter({ hasText: 'error: The OAuth provider denied access to the user.' }).waitFor({ timeout: 15_000 });
  expect(tab.url()).not.toContain('errorCode=');
  await context.close();
}, 60_000);

test('RFC 7636 Appendix B known answer: the page\'s S256 turns the published verifier into the published challenge', async () => {
  const { context, tab } = await newTab();
  await tab.goto(page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor();
  const challenge = await tab.evaluate(() => (globalThis as never as { s256(v: string): Promise<string> }).s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'));
  expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  await context.close();
}, 60_000);

const exchanges = () => requested.filter((u) => u.endsWith('/api/v1/auth/oauth/token')).length;
/** Goes through the provider in `tab`, but the page holds the way back: returns the callback URL, not yet handled (the verifier cookie stays). */
async function heldCallback(tab: Page, email: string): Promise<string> {
  await tab.goto(page.origin);
  await tab.evaluate(() => sessionStorage.setItem('hold-callback', '1'));
  await signInAtProvider(tab, email);
  await output(tab).filter({ hasText: 'held' }).waitFor({ timeout: 15_000 });
  expect(tab.url()).toContain('code=');
  return tab.url();
}

const verifierCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name.startsWith('stack-oauth-outer-'));

test('a callback whose state is not the one this tab started is not a callback: no exchange; the real one still signs in', async () => {
  const { context, tab } = await newTab();
  const callback = await heldCallback(tab, 'forged-state@example.com');
  const before = exchanges();
  const forged = new URL(callback);
  forged.searchParams.set('state', forged.searchParams.get('state')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
  await tab.goto(forged.href);
  await output(tab).filter({ hasText: 'not a callback' }).waitFor({ timeout: 15_000 });
  expect(exchanges()).toBe(before);
  expect(await verifierCookies(context)).toHaveLength(1);
  await tab.goto(callback);
  await output(tab).filter({ hasText: 'signed in as forged-state@example.com' }).waitFor({ timeout: 15_000 });
  expect(exchanges()).toBe(before + 1);
  await context.close();
}, 60_000);

test('a callback without its verifier cookie (cleared, another browser) is not a callback: no exchange, nobody signed in', async () => {
  const { context, tab } = await newTab();
  const callback = await heldCallback(tab, 'no-verifier@example.com');
  const before = exchanges();
  await context.clearCookies();
  await tab.goto(callback);
  await output(tab).filter({ hasText: 'not a callback' }).waitFor({ timeout: 15_000 });
  expect(exchanges()).toBe(before);
  expect((await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'))).toEqual([]);
  await context.close();
}, 60_000);

test('the same callback opened in two tabs at once (one cookie jar) is exchanged exactly once, and both end signed in', async () => {
  const { context, tab } = await newTab();
  const callback = await heldCallback(tab, 'two-tabs@example.com');
  const second = await context.newPage();
  second.on('request', (request) => requested.push(request.url()));
  const before = exchanges();
  await Promise.all([tab.goto(callback), second.goto(callback)]);
  const outcomes = await Promise.all([tab, second].map(async (t) => {
    await output(t).filter({ hasText: /callback handled|not a callback|signed in as|error/ }).waitFor({ timeout: 15_000 });
    return output(t).textContent();
  }));
  expect(outcomes.filter((o) => o?.startsWith('error'))).toEqual([]);
  expect(exchanges()).toBe(before + 1);
  for (const t of [tab, second]) {
    await t.goto(page.origin);
    await output(t).filter({ hasText: 'signed in as two-tabs@example.com' }).waitFor({ timeout: 15_000 });
  }
  await context.close();
}, 60_000);

test('a signed-in person connects GitHub to their account: same user, provider added, no token in any page URL', async () => {
  const email = 'linker@example.com';
  const password = 'correct horse battery staple';
  const up = await createClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, tokenStore: 'memory' })
    .signUpWithPassword({ email, password, noRedirect: true });
  if (!up.ok) throw up.error;
  const { context, tab } = await newTab();
  const navigated: string[] = [];
  tab.on('framenavigated', (frame) => navigated.push(frame.url()));
  await tab.goto(page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor();
  await tab.getByLabel('Email', { exact: true }).fill(email);
  await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await tab.getByRole('button', { name: 'Sign in with password' }).click();
  await output(tab).filter({ hasText: 'signed in with password' }).waitFor({ timeout: 15_000 });
  await tab.getByRole('button', { name: 'Connect GitHub' }).click();
  await tab.getByRole('heading', { name: /Mock OAuth provider: github/ }).waitFor();
  await tab.getByLabel('Account id').fill('gh-linker');
  await tab.getByLabel('Email').fill('someone-else@example.com');
  await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
  await output(tab).filter({ hasText: `signed in as ${email} [github:gh-linker]` }).waitFor({ timeout: 15_000 });
  const server = createServerApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, secretServerKey: SEED.demo.secretServerKey });
  expect((await server.listUsers()).items.filter((u) => u.primaryEmail === 'someone-else@example.com')).toEqual([]);
  expect((await server.getUser(up.value.userId))!.oauthProviders.map((p) => p.id)).toEqual(['github']);
  // The link flow's authorize request carries the user's token (the documented exception) as a fetch, never a navigation.
  expect(navigated.filter((u) => /eyJ[\w-]+\.eyJ/.test(u))).toEqual([]);
  await context.close();
}, 60_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));

test('the suite did go through the provider: at least one authorize request per OAuth test', () => {
  expect(audit.urls.filter((u) => u.includes('/api/v1/auth/oauth/authorize/')).length).toBeGreaterThanOrEqual(3);
});
