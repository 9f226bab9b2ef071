/**
 * Fault class F3 (issue 13) in real headless Chromium: Web Storage throws. Three ways, installed before any script:
 * merely reading `window.localStorage` / `window.sessionStorage` throws SecurityError (a sandboxed frame, storage
 * disabled by policy); every write throws QuotaExceededError (a full quota); every Storage method throws SecurityError.
 * In each, the library runs a whole session on one page — sign-up, sign-out, a password sign-in that needs a second
 * factor (its attempt code goes to session storage, the one storage the library uses), the TOTP step without passing
 * the code, a reload, a sign-out. Guarantee: the library keeps working — uncaught = 0 (pageerror and the page's own
 * error / unhandledrejection listeners), every step gives its result, the storage failure is warned at most once.
 */
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { createClientApp, createServerApp } from '../../composition/entry-node';
import { SEED, type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { serveTestPage, type TestPage } from './support/test-page';
import { PASSWORD, countUncaught } from './support/fault-kit';

let emulator: RunningServer;
let page: TestPage;
let browser: Browser;
let audit: NetworkAudit;

// Page-side helpers (no storage of its own: anything the page script touched would throw in the page, not the library).
const PAGE_SCRIPT = `
globalThis.app = app;
async function render() {
  const user = await app.getUser();
  output.textContent = user === null ? 'signed out' : 'signed in as ' + user.primaryEmail;
}
app.onSessionChange(() => void render());
const outcome = (result) => result.ok ? 'ok' : result.error.code;
globalThis.steps = {
  signUp: async (email, password) => outcome(await app.signUpWithPassword({ email, password, noRedirect: true })),
  signIn: async (email, password) => outcome(await app.signInWithPassword({ email, password, noRedirect: true })),
  mfa: async (totp) => outcome(await app.signInWithMfa({ totp, noRedirect: true })),
  user: async () => (await app.getUser())?.primaryEmail ?? null,
};
await render();
`;

type Failure = 'SecurityError on access' | 'QuotaExceededError on write' | 'SecurityError on every call';

/** Runs in the page before its scripts. */
function breakStorage(failure: Failure): void {
  const thrown = { count: 0 };
  (globalThis as never as { __storageThrows: typeof thrown }).__storageThrows = thrown;
  const fail = (name: string) => () => { thrown.count++; throw new DOMException(`storage is broken (${name})`, name); };
  if (failure === 'SecurityError on access') {
    for (const key of ['localStorage', 'sessionStorage']) Object.defineProperty(window, key, { configurable: true, get: fail('SecurityError') });
    return;
  }
  const methods = failure === 'QuotaExceededError on write' ? ['setItem'] : ['getItem', 'setItem', 'removeItem', 'key', 'clear'];
  const name = failure === 'QuotaExceededError on write' ? 'QuotaExceededError' : 'SecurityError';
  for (const method of methods) Object.defineProperty(Storage.prototype, method, { configurable: true, value: fail(name) });
}

const TOTP_BYTES = Uint8Array.from({ length: 20 }, (_, i) => (i * 31 + 11) % 256);
const totpNow = () => TOTP.generate({
  algorithm: 'SHA1', digits: 6, period: 30, secret: new Secret({ buffer: TOTP_BYTES.buffer }), timestamp: emulator.emulator.clock.now(),
});

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTestPage(apiUrl, PAGE_SCRIPT)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

const output = (tab: Page) => tab.locator('output');
const options = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, tokenStore: 'memory' as const });

/** A user with a second factor, made from Node. */
async function totpUser(email: string): Promise<void> {
  const up = await createClientApp(options()).signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!up.ok) throw up.error;
  const server = createServerApp({ ...options(), secretServerKey: SEED.demo.secretServerKey });
  const user = await server.getUser(up.value.userId);
  expect((await user!.update({ totpSecretBase64: Buffer.from(TOTP_BYTES).toString('base64') })).ok).toBe(true);
}

type Step = 'signUp' | 'signIn' | 'mfa' | 'user';
const step = (tab: Page, name: Step, ...args: string[]) =>
  tab.evaluate(([n, a]) => (globalThis as never as { steps: Record<string, (...x: string[]) => Promise<string | null>> }).steps[n]!(...a), [name, args] as const);

/** A sign-out ends with the redirect to urls.afterSignOut (this page again), which must show nobody. */
async function signOut(tab: Page): Promise<string> {
  const loaded = tab.waitForEvent('load');
  await tab.evaluate(() => { void (globalThis as never as { app: { signOut(): Promise<unknown> } }).app.signOut(); });
  await loaded;
  await output(tab).filter({ hasText: 'signed out' }).waitFor({ timeout: 15_000 });
  return 'ok';
}

const figures: string[] = [];
afterAll(() => console.log(`F3 (Web Storage throws):\n  ${figures.join('\n  ')}`));

test.each(['SecurityError on access', 'QuotaExceededError on write', 'SecurityError on every call'] as const)(
  '%s: a whole session on one page works, uncaught = 0',
  async (failure) => {
    const context = await browser.newContext();
    const uncaught = await countUncaught(context);
    await context.addInitScript(breakStorage, failure);
    const tab = await context.newPage();
    const warnings: string[] = [];
    tab.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
    await tab.goto(page.origin);
    await output(tab).filter({ hasText: 'signed out' }).waitFor();
    const slug = failure.replace(/[^a-z]+/gi, '-').toLowerCase();
    const fresh = `f3-${slug}@example.com`;
    const second = `f3-totp-${slug}@example.com`;
    await totpUser(second);

    const results: Record<string, string | null> = {};
    results.signUp = await step(tab, 'signUp', fresh, PASSWORD);
    results.userAfterSignUp = await step(tab, 'user');
    results.signOut = await signOut(tab);
    results.signIn = await step(tab, 'signIn', second, PASSWORD);
    results.mfa = await step(tab, 'mfa', totpNow()); // the attempt code comes from the library's storage (memory fallback)
    results.userAfterMfa = await step(tab, 'user');
    // This page load went through the library's storage (the attempt code): how often the broken storage threw.
    const thrown = await tab.evaluate(() => (globalThis as never as { __storageThrows: { count: number } }).__storageThrows.count);
    await tab.reload();
    await output(tab).filter({ hasText: `signed in as ${second}` }).waitFor({ timeout: 15_000 });
    results.userAfterReload = await step(tab, 'user');
    results.finalSignOut = await signOut(tab);
    results.userAfterSignOut = await step(tab, 'user');

    const storageWarnings = warnings.filter((w) => w.includes('sessionStorage is not available'));
    const errors = await uncaught.total();
    figures.push(`${failure}: storage threw ${thrown}× during the MFA sign-in, storage warnings ${storageWarnings.length}, `
      + `FIGURE F3.uncaught ${errors}; steps ${JSON.stringify(results)}`);
    expect(results).toEqual({
      signUp: 'ok', userAfterSignUp: fresh, signOut: 'ok', signIn: 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', mfa: 'ok',
      userAfterMfa: second, userAfterReload: second, finalSignOut: 'ok', userAfterSignOut: null,
    });
    expect(thrown).toBeGreaterThan(0);
    expect(errors).toBe(0);
    expect(uncaught.messages).toEqual([]);
    expect(storageWarnings.length).toBeLessThanOrEqual(4); // at most once per page load (four loads here)
    await context.close();
  },
  60_000,
);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
