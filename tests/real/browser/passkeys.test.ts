/**
 * Passkeys in real headless Chromium against the real Stack Auth backend, through the library's browser client app
 * (createClientApp of composition/entry-browser, as the page's script) and the Chrome DevTools Protocol's virtual
 * authenticator. A password user adds a passkey, signs out and signs back in with it; the backend's options carry the
 * sentinel relying-party id, which the page replaces by its hostname; the backend verifies the ceremony against the
 * page's origin. The wrong ceremonies and what the backend answers to each: a credential it never registered, a
 * signature over another challenge; and the ones the browser stops before the backend sees anything.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page, Request } from 'playwright-core';
import { createClientApp, createServerApp } from '../../../composition/entry-node';
import { describeReal, realBackend } from '../../support/real-backend';
import { configureProject, describeRealNetworkAudit, newTab, output, startRealBrowserSuite, stopRealBrowserSuite, type RealBrowserSuite } from './support/real-browser-suite';

const SENTINEL = 'THIS_VALUE_WILL_BE_REPLACED.example.com';
const PASSWORD = 'correct horse battery staple';

const PAGE_SCRIPT = `
globalThis.app = app;
document.querySelector('main').insertAdjacentHTML('beforeend',
  '<form id="password"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in with password</button></form>'
  + '<button type="button" id="add">Add a passkey</button><button type="button" id="passkey">Sign in with a passkey</button><button type="button" id="out">Sign out</button>');
const show = (text) => { output.textContent = text; };
const failure = (error) => 'error: ' + error.code + ': ' + error.message + (error.details?.code ? ' [' + error.details.code + ']' : '');
document.querySelector('#password').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const result = await app.signInWithPassword({ email: String(form.get('email')), password: String(form.get('password')), noRedirect: true });
  show(result.ok ? 'signed in with password' : failure(result.error));
});
document.querySelector('#add').addEventListener('click', async () => {
  try {
    const result = await app.registerPasskey();
    show(result.ok ? 'passkey added' : failure(result.error));
  } catch (error) {
    show('thrown: ' + (error.code ?? error.name) + ': ' + error.message);
  }
});
document.querySelector('#passkey').addEventListener('click', async () => {
  try {
    const result = await app.signInWithPasskey({ noRedirect: true });
    if (!result.ok) return show(failure(result.error));
    const user = await app.getUser();
    show('signed in with passkey as ' + user.primaryEmail + ' (' + user.id + ', result ' + result.value.userId + ', new ' + result.value.isNewUser + ')');
  } catch (error) {
    show('thrown: ' + (error.code ?? error.name) + ': ' + error.message);
  }
});
document.querySelector('#out').addEventListener('click', async () => {
  await app.signOut({ redirectUrl: '/' });
});
const user = await app.getUser();
show(user === null ? 'signed out' : 'signed in as ' + user.primaryEmail);
`;

let suite: RealBrowserSuite;

const server = () => createServerApp({
  projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey,
  secretServerKey: suite.project.secretServerKey, baseUrl: realBackend().url,
});

/** A fresh context whose page has a CDP virtual authenticator (user verified unless told otherwise), signed out. */
async function tabWithAuthenticator(isUserVerified = true) {
  const { context, tab } = await newTab(suite);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified, automaticPresenceSimulation: true },
  });
  await tab.goto(suite.page.origin);
  await output(tab).filter({ hasText: 'signed out' }).waitFor();
  return { context, tab, cdp, authenticatorId };
}

/** A user signed up with a password (outside the browser), then signed in with it on such a page. */
async function signedInTab(email: string, isUserVerified = true) {
  const up = await createClientApp({ projectId: suite.project.projectId, publishableClientKey: suite.project.publishableClientKey, baseUrl: realBackend().url, tokenStore: 'memory' })
    .signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!up.ok) throw up.error;
  const opened = await tabWithAuthenticator(isUserVerified);
  await opened.tab.getByLabel('Email').fill(email);
  await opened.tab.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await opened.tab.getByRole('button', { name: 'Sign in with password' }).click();
  await output(opened.tab).filter({ hasText: 'signed in with password' }).waitFor({ timeout: 30_000 });
  return { ...opened, userId: up.value.userId };
}

/** The JSON body of the backend's answer to `path` that the click provokes. */
async function answerTo<T>(tab: Page, path: string, click: () => Promise<void>): Promise<T> {
  const [response] = await Promise.all([tab.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/v1${path}`, { timeout: 30_000 }), click()]);
  return (await response.json()) as T;
}

const clientDataOf = (request: Request, field: 'credential' | 'authentication_response') => {
  const body = request.postDataJSON() as Record<string, { response: { clientDataJSON: string } }>;
  return JSON.parse(Buffer.from(body[field]!.response.clientDataJSON, 'base64url').toString('utf8')) as { type: string; origin: string; challenge: string };
};

describeReal('passkeys in Chromium against the real backend (CDP virtual authenticator)', () => {
  beforeAll(async () => {
    suite = await startRealBrowserSuite(PAGE_SCRIPT);
  }, 120_000);
  afterAll(() => stopRealBrowserSuite(suite));

  test('a password user adds a passkey (sentinel RP id → the page hostname), signs out, and signs back in with it', async () => {
    const email = 'passkey-person@example.com';
    const { context, tab, cdp, authenticatorId, userId } = await signedInTab(email);
    const registered = tab.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/auth/passkey/register'));
    const options = await answerTo<{ options_json: { rp: { id: string }; challenge: string } }>(tab, '/auth/passkey/initiate-passkey-registration',
      () => tab.getByRole('button', { name: 'Add a passkey' }).click());
    expect(options.options_json.rp.id).toBe(SENTINEL);
    await output(tab).filter({ hasText: /passkey added|error|thrown/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toBe('passkey added');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');
    // The ceremony the backend verified: made for the page's origin, over the backend's challenge.
    const created = clientDataOf(await registered, 'credential');
    expect(created).toMatchObject({ type: 'webauthn.create', origin: suite.page.origin, challenge: options.options_json.challenge });
    expect((await server().getUser(userId))!.passkeyAuthEnabled).toBe(true);

    await tab.getByRole('button', { name: 'Sign out' }).click();
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    expect((await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'))).toEqual([]);
    const request = await answerTo<{ options_json: { rpId: string } }>(tab, '/auth/passkey/initiate-passkey-authentication',
      () => tab.getByRole('button', { name: 'Sign in with a passkey' }).click());
    expect(request.options_json.rpId).toBe(SENTINEL);
    await output(tab).filter({ hasText: /signed in with passkey|error|thrown/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toBe(`signed in with passkey as ${email} (${userId}, result ${userId}, new false)`);
    // Signed in for real: the refresh cookie is set, and a reload still shows the user.
    await tab.reload();
    await output(tab).filter({ hasText: `signed in as ${email}` }).waitFor({ timeout: 30_000 });
    await context.close();
  }, 180_000);

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
    await output(tab).filter({ hasText: /\[ERROR_INVALID_RP_ID\]|passkey added|thrown/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toMatch(/^error: PASSKEY_WEBAUTHN_ERROR: .*evil\.example.*\[ERROR_INVALID_RP_ID\]$/);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toEqual([]);
    expect((await server().getUser(userId))!.passkeyAuthEnabled).toBe(false);
    await context.close();
  }, 180_000);

  test('a credential the backend never registered: it answers PASSKEY_AUTHENTICATION_FAILED "Passkey not found"; nobody is signed in', async () => {
    const { context, tab, cdp, authenticatorId } = await tabWithAuthenticator();
    // A discoverable credential for this site that no user of the project has: a new P-256 key in the authenticator.
    const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
    const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', privateKey)).toString('base64');
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: Buffer.from('portcullis-unknown-credential').toString('base64'), isResidentCredential: true, rpId: 'localhost',
        privateKey: pkcs8, userHandle: Buffer.from('nobody').toString('base64'), signCount: 0,
      },
    });
    const [answer] = await Promise.all([
      tab.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/auth/passkey/sign-in'), { timeout: 30_000 }),
      tab.getByRole('button', { name: 'Sign in with a passkey' }).click(),
    ]);
    // The client asks for errors as 200 (X-Stack-Override-Error-Status); the real status travels in x-stack-actual-status.
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-stack-actual-status']).toBe('400');
    expect(answer.headers()['x-stack-known-error']).toBe('PASSKEY_AUTHENTICATION_FAILED');
    expect(await answer.json()).toMatchObject({ code: 'PASSKEY_AUTHENTICATION_FAILED', error: 'Passkey not found' });
    await output(tab).filter({ hasText: /error|thrown|signed in/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toBe('error: PASSKEY_AUTHENTICATION_FAILED: Passkey not found');
    expect((await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'))).toEqual([]);
    await context.close();
  }, 180_000);

  test('a registration signed over another challenge than the backend issued: the backend refuses it and nothing is registered', async () => {
    const { context, tab, userId } = await signedInTab('wrong-challenge@example.com');
    await context.route('**/api/v1/auth/passkey/initiate-passkey-registration', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { options_json: { challenge: string } };
      body.options_json.challenge = Buffer.from('not the challenge the backend issued').toString('base64url');
      await route.fulfill({ response, json: body });
    });
    const [answer] = await Promise.all([
      tab.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/auth/passkey/register'), { timeout: 30_000 }),
      tab.getByRole('button', { name: 'Add a passkey' }).click(),
    ]);
    const status = answer.status();
    const body = await answer.text();
    await output(tab).filter({ hasText: /error|thrown|passkey added/ }).waitFor({ timeout: 30_000 });
    const shown = await output(tab).textContent();
    // The backend lets the WebAuthn library's error escape: a 500 without a known-error code, so the client throws
    // (an unexpected answer), it does not return a typed result.
    expect(status).toBe(500);
    expect(answer.headers()['x-stack-known-error']).toBeUndefined();
    expect(body).toContain('Unexpected registration response challenge');
    expect(shown).toMatch(/^thrown: UnexpectedResponseError: Unexpected response from the server \(HTTP 500\)/);
    expect((await server().getUser(userId))!.passkeyAuthEnabled).toBe(false);
    await context.close();
  }, 180_000);

  test('a ceremony the authenticator does not allow (user verification refused) is ERROR_CEREMONY_ABORTED; the backend is never asked to register', async () => {
    const { context, tab, cdp, authenticatorId, userId } = await signedInTab('passkey-cancel@example.com', false);
    const registers: string[] = [];
    tab.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/v1/auth/passkey/register')) registers.push(r.url()); });
    await tab.getByRole('button', { name: 'Add a passkey' }).click();
    await output(tab).filter({ hasText: /error|thrown|passkey added/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toMatch(/^error: PASSKEY_WEBAUTHN_ERROR: .*\[ERROR_CEREMONY_ABORTED\]$/);
    expect(registers).toEqual([]);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toEqual([]);
    expect((await server().getUser(userId))!.passkeyAuthEnabled).toBe(false);
    await context.close();
  }, 180_000);

  test('signing in with a passkey when the authenticator holds none for this site is ERROR_CEREMONY_ABORTED, and nobody is signed in', async () => {
    const { context, tab } = await tabWithAuthenticator();
    await tab.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await output(tab).filter({ hasText: /error|thrown|signed in/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toMatch(/^error: PASSKEY_WEBAUTHN_ERROR: .*\[ERROR_CEREMONY_ABORTED\]$/);
    expect((await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'))).toEqual([]);
    await context.close();
  }, 180_000);

  test('a passkey user with TOTP: the passkey sign-in answers MULTI_FACTOR_AUTHENTICATION_REQUIRED, the code then signs them in', async () => {
    const email = 'passkey-totp@example.com';
    const { context, tab, userId } = await signedInTab(email);
    await tab.getByRole('button', { name: 'Add a passkey' }).click();
    await output(tab).filter({ hasText: /passkey added|error|thrown/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toBe('passkey added');
    const bytes = randomBytes(20);
    const updated = await (await server().getUser(userId))!.update({ totpSecretBase64: bytes.toString('base64') });
    if (!updated.ok) throw updated.error;
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await tab.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await output(tab).filter({ hasText: /error|thrown|signed in/ }).waitFor({ timeout: 30_000 });
    expect(await output(tab).textContent()).toMatch(/^error: MULTI_FACTOR_AUTHENTICATION_REQUIRED: /);
    expect((await context.cookies()).filter((c) => c.name.startsWith('stack-refresh-'))).toEqual([]);
    const totp = TOTP.generate({ algorithm: 'SHA1', digits: 6, period: 30, secret: new Secret({ buffer: new Uint8Array(bytes).buffer }) });
    const second = await tab.evaluate(async (code) => {
      const app = (globalThis as never as { app: { signInWithMfa(i: object): Promise<{ ok: boolean; value?: { userId: string }; error?: { code: string } }> } }).app;
      const result = await app.signInWithMfa({ totp: code, noRedirect: true });
      return result.ok ? `ok ${result.value!.userId}` : result.error!.code;
    }, totp);
    expect(second).toBe(`ok ${userId}`);
    await tab.reload();
    await output(tab).filter({ hasText: `signed in as ${email}` }).waitFor({ timeout: 30_000 });
    await context.close();
  }, 180_000);

  test('passkeys turned off for the project: adding one and signing in with one are PASSKEY_AUTHENTICATION_NOT_ENABLED, the authenticator untouched', async () => {
    const { context, tab, cdp, authenticatorId } = await signedInTab('passkeys-off@example.com');
    await configureProject(suite, { passkey_enabled: false });
    try {
      await tab.getByRole('button', { name: 'Add a passkey' }).click();
      await output(tab).filter({ hasText: /error|thrown|passkey added/ }).waitFor({ timeout: 30_000 });
      expect(await output(tab).textContent()).toMatch(/^error: PASSKEY_AUTHENTICATION_NOT_ENABLED: /);
      await tab.getByRole('button', { name: 'Sign out' }).click();
      await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
      await tab.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await output(tab).filter({ hasText: /error|thrown|signed in/ }).waitFor({ timeout: 30_000 });
      expect(await output(tab).textContent()).toMatch(/^error: PASSKEY_AUTHENTICATION_NOT_ENABLED: /);
      expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toEqual([]);
    } finally {
      await configureProject(suite, { passkey_enabled: true });
      await context.close();
    }
  }, 180_000);

  describeRealNetworkAudit(() => suite, { minAuthorizeRequests: 0 });
});
