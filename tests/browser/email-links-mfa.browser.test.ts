/**
 * Links from emails and the MFA step in real headless Chromium against the emulator over HTTP: the magic link from the
 * outbox signs in once and leaves no code in the address bar; a password sign-in that needs a second factor continues
 * on another page (/handler/mfa) with the attempt code the tab kept in sessionStorage.
 */
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { createClientApp, createServerApp } from '../../composition/entry-node';
import { SEED, type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { serveTestPage, type TestPage } from './support/test-page';

let emulator: RunningServer;
let page: TestPage;
let browser: Browser;
let audit: NetworkAudit;

const PAGE_SCRIPT = `
globalThis.app = app; // the magic-link test asks for its link from the page
document.querySelector('main').insertAdjacentHTML('beforeend',
  '<form id="password"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in with password</button></form>'
  + '<form id="mfa"><label>Code <input name="totp" inputmode="numeric"></label><button>Verify</button></form>');
document.querySelector('#password').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const result = await app.signInWithPassword({ email: String(form.get('email')), password: String(form.get('password')) });
  if (!result.ok && result.error.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED') location.assign('/handler/mfa');
  else if (!result.ok) output.textContent = 'error: ' + result.error.message;
});
document.querySelector('#mfa').addEventListener('submit', async (event) => {
  event.preventDefault();
  const result = await app.signInWithMfa({ totp: String(new FormData(event.target).get('totp')) });
  if (!result.ok) output.textContent = 'error: ' + result.error.message;
});
if (location.pathname === '/handler/magic-link-callback') {
  const result = await app.handleMagicLinkCallback();
  output.textContent = !result.ok ? 'error: ' + result.error.message : result.value.handled ? 'link handled' : 'no link';
} else if (location.pathname === '/handler/mfa') {
  output.textContent = 'enter your code';
} else {
  const user = await app.getUser();
  output.textContent = user === null ? 'signed out' : 'signed in as ' + user.primaryEmail;
}
`;

const options = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, tokenStore: 'memory' as const });

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTestPage(apiUrl, PAGE_SCRIPT)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

const output = (tab: Page) => tab.locator('output');

test('the magic link from the outbox signs in once; its code leaves the address bar', async () => {
  const email = 'link@example.com';
  // Asked for in this browser (the page keeps the link's nonce), so the link signs in on arrival (issue 32).
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${page.origin}/`);
  await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 15_000 });
  const sent = await tab.evaluate(async ([e, callbackUrl]) => (await (globalThis as never as { app: { sendMagicLinkEmail(e: string, o: object): Promise<{ ok: boolean }> } }).app
    .sendMagicLinkEmail(e!, { callbackUrl })).ok, [email, `${page.origin}/handler/magic-link-callback`] as const);
  expect(sent).toBe(true);
  const link = emulator.emulator.outbox.latestFor(email)!.link!;
  const seenUrls: string[] = [];
  tab.on('framenavigated', (frame) => seenUrls.push(frame.url()));
  await tab.goto(link);
  await output(tab).filter({ hasText: `signed in as ${email}` }).waitFor({ timeout: 15_000 });
  // The callback page rewrote its address before signing in, then went home: no later URL holds the code.
  const code = new URL(link).searchParams.get('code')!;
  expect(seenUrls.slice(1).filter((u) => u.includes(code))).toEqual([]);
  await tab.goto(link);
  await output(tab).filter({ hasText: 'error: The verification link has already been used.' }).waitFor({ timeout: 15_000 });
  await context.close();
}, 60_000);

test('a TOTP user signs in with password, then enters the code on the MFA page (attempt code kept by the tab)', async () => {
  const email = 'second-factor@example.com';
  const password = 'correct horse battery staple';
  const up = await createClientApp(options()).signUpWithPassword({ email, password, noRedirect: true });
  if (!up.ok) throw up.error;
  const bytes = Uint8Array.from({ length: 20 }, (_, i) => (i * 53 + 7) % 256);
  const server = createServerApp({ ...options(), secretServerKey: SEED.demo.secretServerKey });
  const user = await server.getUser(up.value.userId);
  const updated = await user!.update({ totpSecretBase64: Buffer.from(bytes).toString('base64') });
  expect(updated.ok).toBe(true);
  const totp = () => TOTP.generate({ algorithm: 'SHA1', digits: 6, period: 30, secret: new Secret({ buffer: bytes.buffer }), timestamp: emulator.emulator.clock.now() });

  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor();
  await tab.getByLabel('Email').fill(email);
  await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await tab.getByRole('button', { name: 'Sign in with password' }).click();
  await output(tab).filter({ hasText: 'enter your code' }).waitFor({ timeout: 15_000 });
  expect(new URL(tab.url()).pathname).toBe('/handler/mfa');
  expect(await tab.evaluate(() => sessionStorage.getItem('stack_mfa_attempt_code'))).toHaveLength(45);

  const wrong = String((Number(totp()) + 1) % 1_000_000).padStart(6, '0');
  await tab.getByLabel('Code').fill(wrong);
  await tab.getByRole('button', { name: 'Verify' }).click();
  await output(tab).filter({ hasText: 'error: The TOTP code is invalid. Please try again.' }).waitFor({ timeout: 15_000 });

  await tab.getByLabel('Code').fill(totp());
  await tab.getByRole('button', { name: 'Verify' }).click();
  await output(tab).filter({ hasText: `signed in as ${email}` }).waitFor({ timeout: 15_000 });
  expect(await tab.evaluate(() => sessionStorage.getItem('stack_mfa_attempt_code'))).toBeNull();
  await context.close();
}, 60_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
