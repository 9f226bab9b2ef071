/**
 * Passkeys in real headless Chromium against the emulator over HTTP, through the Chrome DevTools Protocol's virtual
 * authenticator: a signed-in person adds a passkey (RP id = the page hostname, `localhost`), signs out, and signs back
 * in with it. The ceremony runs in the browser through @simplewebauthn/browser and is verified by the emulator. The
 * failures: options naming another RP id refused before the authenticator sees them; a ceremony the authenticator does
 * not allow (the browser reports a cancel, a timeout and refused user verification alike) and a sign-in with no
 * credential for the site are typed ERROR_CEREMONY_ABORTED; nothing is registered or signed in.
 */
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
document.querySelector('main').insertAdjacentHTML('beforeend',
  '<form id="password"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in with password</button></form>'
  + '<button type="button" id="add">Add a passkey</button><button type="button" id="passkey">Sign in with a passkey</button><button type="button" id="out">Sign out</button>');
const show = (text) => { output.textContent = text; };
const failure = (error) => 'error: ' + error.message + (error.details?.code ? ' [' + error.details.code + ']' : '');
document.querySelector('#password').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const result = await app.signInWithPassword({ email: String(form.get('email')), password: String(form.get('password')), noRedirect: true });
  show(result.ok ? 'signed in with password' : 'error: ' + result.error.message);
});
document.querySelector('#add').addEventListener('click', async () => {
  const result = await app.registerPasskey();
  show(result.ok ? 'passkey added' : failure(result.error));
});
document.querySelector('#passkey').addEventListener('click', async () => {
  const result = await app.signInWithPasskey({ noRedirect: true });
  if (!result.ok) return show(failure(result.error));
  const user = await app.getUser();
  show('signed in with passkey as ' + user.primaryEmail);
});
document.querySelector('#out').addEventListener('click', async () => {
  await app.signOut({ redirectUrl: '/' });
});
const user = await app.getUser();
show(user === null ? 'signed out' : 'signed in as ' + user.primaryEmail);
`;

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTestPage(apiUrl, PAGE_SCRIPT)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

const output = (tab: Page) => tab.locator('output');

/** A fresh context whose page has a CDP virtual authenticator (user verified unless told otherwise), signed out. */
async function tabWithAuthenticator(isUserVerified = true) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified, automaticPresenceSimulation: true },
  });
  await tab.goto(page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor();
  return { context, tab, cdp, authenticatorId };
}

/** A signed-up person on such a page, signed in with the password. */
async function signedInTab(email: string, isUserVerified = true) {
  const password = 'correct horse battery staple';
  const up = await createClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, tokenStore: 'memory' })
    .signUpWithPassword({ email, password, noRedirect: true });
  if (!up.ok) throw up.error;
  const opened = await tabWithAuthenticator(isUserVerified);
  await opened.tab.getByLabel('Email').fill(email);
  await opened.tab.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await opened.tab.getByRole('button', { name: 'Sign in with password' }).click();
  await output(opened.tab).filter({ hasText: 'signed in with password' }).waitFor({ timeout: 15_000 });
  return { ...opened, userId: up.value.userId };
}

test('add a passkey while signed in, sign out, sign back in with it (CDP virtual authenticator)', async () => {
  const email = 'passkey-person@example.com';
  const { context, tab, cdp, authenticatorId } = await signedInTab(email);
  await tab.getByRole('button', { name: 'Add a passkey' }).click();
  await output(tab).filter({ hasText: 'passkey added' }).waitFor({ timeout: 15_000 });
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');

  await tab.getByRole('button', { name: 'Sign out' }).click();
  await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 15_000 });
  await tab.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await output(tab).filter({ hasText: `signed in with passkey as ${email}` }).waitFor({ timeout: 15_000 });
  await context.close();
}, 60_000);

const server = () => createServerApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, secretServerKey: SEED.demo.secretServerKey });

test('options naming another relying party than the sentinel are refused before the authenticator sees them (ERROR_INVALID_RP_ID)', async () => {
  const { context, tab, cdp, authenticatorId, userId } = await signedInTab('rp-tampered@example.com');
  // A man in the middle (or a wrong server) answering with its own RP id instead of the sentinel.
  await context.route('**/api/v1/auth/passkey/initiate-passkey-registration', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { options_json: { rp: { id: string } } };
    body.options_json.rp.id = 'evil.example';
    await route.fulfill({ response, json: body });
  });
  await tab.getByRole('button', { name: 'Add a passkey' }).click();
  await output(tab).filter({ hasText: '[ERROR_INVALID_RP_ID]' }).waitFor({ timeout: 15_000 });
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toEqual([]);
  expect((await server().getUser(userId))!.passkeyAuthEnabled).toBe(false);
  await context.close();
}, 60_000);

test('a ceremony the authenticator does not allow (user verification refused) is ERROR_CEREMONY_ABORTED and registers nothing', async () => {
  const { context, tab, cdp, authenticatorId, userId } = await signedInTab('passkey-cancel@example.com', false);
  await tab.getByRole('button', { name: 'Add a passkey' }).click();
  await output(tab).filter({ hasText: /^error: .*\[ERROR_CEREMONY_ABORTED\]$/ }).waitFor({ timeout: 15_000 });
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toEqual([]);
  expect((await server().getUser(userId))!.passkeyAuthEnabled).toBe(false);
  await context.close();
}, 60_000);

test('signing in with a passkey when the authenticator holds none for this site is a typed error, and nobody is signed in', async () => {
  const { context, tab } = await tabWithAuthenticator();
  await tab.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await output(tab).filter({ hasText: /^error: .*\[ERROR_CEREMONY_ABORTED\]$/ }).waitFor({ timeout: 15_000 });
  expect((await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'))).toEqual([]);
  await context.close();
}, 60_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
