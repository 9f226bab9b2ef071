/**
 * Redirects in real headless Chromium: a sign-in page reached with `after_auth_return_to` goes back there after the
 * sign-in when the redirect rule trusts the target (same origin), and to afterSignIn when it does not (another origin,
 * protocol-relative, a script URL). The browser never requests the refused target.
 */
import type { Browser } from 'playwright-core';
import { createClientApp } from '../../composition/entry-node';
import { SEED, type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { serveTestPage, type TestPage } from './support/test-page';

let emulator: RunningServer;
let page: TestPage;
let browser: Browser;
let audit: NetworkAudit;
const EMAIL = 'returning@example.com';
const PASSWORD = 'correct horse battery staple';

const PAGE_SCRIPT = `
document.querySelector('main').insertAdjacentHTML('beforeend',
  '<form id="password"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in with password</button></form>');
document.querySelector('#password').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const result = await app.signInWithPassword({ email: String(form.get('email')), password: String(form.get('password')) });
  if (!result.ok) output.textContent = 'error: ' + result.error.message;
});
output.textContent = 'page ' + location.pathname;
`;

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTestPage(apiUrl, PAGE_SCRIPT)));
  const up = await createClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, tokenStore: 'memory' })
    .signUpWithPassword({ email: EMAIL, password: PASSWORD, noRedirect: true });
  if (!up.ok) throw up.error;
}, 60_000);

afterAll(() => stopBrowserSuite({ emulator, page, browser }));

test.each([
  ['a path of this site', '/teams', '/teams?tab=members'],
  ['an absolute URL of this site', '/teams', 'SAME_ORIGIN/teams'],
  ['another origin', '/', 'https://evil.example/steal'],
  ['a protocol-relative URL', '/', '//evil.example/steal'],
  ['a script URL', '/', 'javascript:alert(1)'],
])('after_auth_return_to = %s: the sign-in lands on %s', async (_name, landing, rawTarget) => {
  const target = rawTarget.replace('SAME_ORIGIN', page.origin);
  const context = await browser.newContext();
  const tab = await context.newPage();
  const requested: string[] = [];
  tab.on('request', (request) => requested.push(request.url()));
  await tab.goto(`${page.origin}/handler/sign-in?after_auth_return_to=${encodeURIComponent(target)}`);
  await tab.locator('output').filter({ hasText: 'page /handler/sign-in' }).waitFor();
  await tab.getByLabel('Email').fill(EMAIL);
  await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await tab.getByRole('button', { name: 'Sign in with password' }).click();
  await tab.waitForURL((url) => url.pathname === landing, { timeout: 15_000 });
  expect(requested.some((u) => u.startsWith('https://evil.example'))).toBe(false);
  await context.close();
}, 60_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
