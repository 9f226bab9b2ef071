/**
 * OAuth sign-in in real headless Chromium (Debian's chromium via playwright-core) against the emulator over HTTP on
 * 127.0.0.1: the person clicks "Sign in with GitHub", signs in on the mock provider's consent page and lands back
 * signed in. Every request of the suite is captured: only the page's and the emulator's origins are contacted, no URL
 * carries a token the emulator issued, every authorize request is S256, and a replayed callback exchanges nothing.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../../emulator';
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
if (location.pathname === '/handler/oauth-callback') {
  const result = await app.handleOAuthCallback();
  output.textContent = !result.ok ? 'error: ' + result.error.message : result.value.handled ? 'callback handled' : 'not a callback';
} else {
  const user = await app.getUser();
  output.textContent = user === null ? 'signed out' : 'signed in as ' + user.primaryEmail;
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
  await tab.getByRole('button', { name: 'Sign in' }).click();
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

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));

test('the suite did go through the provider: at least one authorize request per OAuth test', () => {
  expect(audit.urls.filter((u) => u.includes('/api/v1/auth/oauth/authorize/')).length).toBeGreaterThanOrEqual(3);
});
