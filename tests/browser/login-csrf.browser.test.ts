/**
 * Issue 32 in real headless Chromium against the emulator over HTTP: a cross-site page (another origin, 127.0.0.1)
 * sends the visitor's tab to the app's /handler/magic-link-callback with the attacker's own link, or to
 * /handler/sign-out. Neither signs anyone in or out on arrival: the first names the attacker's account and waits for a
 * click, the second asks. The app's own flows still work in one step: a magic link this browser asked for, opened in a
 * new tab, signs in on arrival; redirectToSignOut signs out on arrival.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClientApp } from '../../composition/entry-node';
import { SEED, type RunningServer } from '../../emulator';
import { startTestServer, type TestServer } from '../support/node-test-server';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { serveReactPage, type ReactPage } from './support/react-page';

let emulator: RunningServer;
let page: ReactPage;
let browser: Browser;
let audit: NetworkAudit;
let attackerSite: TestServer;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveReactPage(apiUrl)));
  // The attacker's site: any page that navigates the visitor's tab where it wants, here on load.
  attackerSite = await startTestServer(async (request) => {
    const to = new URL(request.url).searchParams.get('to') ?? '/';
    return new Response(`<!doctype html><title>Win a prize</title><script>location.href = ${JSON.stringify(to)};</script>`, { headers: { 'content-type': 'text/html' } });
  });
}, 60_000);
afterAll(async () => {
  await attackerSite.close();
  await stopBrowserSuite({ emulator, page, browser });
});

type PageApp = { signUpWithPassword(i: object): Promise<unknown>; sendMagicLinkEmail(e: string): Promise<{ ok: boolean }>; redirectToSignOut(): Promise<unknown> };

/** A tab on the attacker's site that sends itself to `target` on the app. */
async function sentFromAttackerSite(context: BrowserContext, target: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(`${attackerSite.baseUrl}/?to=${encodeURIComponent(target)}`);
  await tab.waitForURL((url) => url.origin === page.origin, { timeout: 15_000 });
  return tab;
}

async function signedInContext(email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${page.origin}/`);
  await tab.getByText('signed out').waitFor({ timeout: 15_000 });
  await tab.evaluate(([e, p]) => { void (globalThis as never as { app: PageApp }).app.signUpWithPassword({ email: e, password: p, noRedirect: true }); }, [email, PASSWORD] as const);
  await tab.getByText(`signed in as ${email}`).waitFor({ timeout: 15_000 });
  await tab.close();
  return context;
}

/** Who `/` says is signed in, read in a fresh tab of the context. */
async function whoIsSignedIn(context: BrowserContext): Promise<string> {
  const tab = await context.newPage();
  await tab.goto(`${page.origin}/`);
  const text = tab.locator('main p');
  await text.filter({ hasText: /signed (in|out)/ }).waitFor({ timeout: 15_000 });
  const shown = await text.textContent();
  await tab.close();
  return shown ?? '';
}

/** The attacker asks for a link to their own address (from their own machine) and reads it from their mailbox. */
async function attackersLink(): Promise<{ email: string; link: string }> {
  const email = `attacker-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const attacker = createClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url, tokenStore: 'memory' });
  const sent = await attacker.sendMagicLinkEmail(email, { callbackUrl: `${page.origin}/handler/magic-link-callback` });
  if (!sent.ok) throw sent.error;
  return { email, link: emulator.emulator.outbox.latestFor(email)!.link! };
}

describe('login CSRF through the magic-link page', () => {
  test('a signed-out visitor sent there by another site is not signed in: the attacker account is named, Cancel keeps them out', async () => {
    const { email, link } = await attackersLink();
    const context = await browser.newContext();
    const tab = await sentFromAttackerSite(context, link);
    await tab.getByRole('heading', { level: 1, name: 'Continue with this link?' }).waitFor({ timeout: 15_000 });
    await tab.getByText(`This link signs you in as ${email}.`).waitFor();
    expect(await whoIsSignedIn(context)).toBe('signed out');
    await tab.getByRole('button', { name: 'Cancel' }).click();
    await tab.getByText('You were not signed in. The link can no longer be used.').waitFor({ timeout: 15_000 });
    expect(await whoIsSignedIn(context)).toBe('signed out');
    await context.close();
  }, 60_000);

  test('a signed-in visitor stays in their own account until they click; "Sign in" then switches deliberately', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const context = await signedInContext(victim);
    const { email, link } = await attackersLink();
    const tab = await sentFromAttackerSite(context, link);
    await tab.getByText(`This link signs you in as ${email}.`).waitFor({ timeout: 15_000 });
    await tab.getByText('You will be signed out of the account you are using now.', { exact: false }).waitFor();
    expect(await whoIsSignedIn(context)).toBe(`signed in as ${victim}`);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(`${page.origin}/`, { timeout: 15_000 });
    expect(await whoIsSignedIn(context)).toBe(`signed in as ${email}`);
    await context.close();
  }, 60_000);

  test('a link this browser asked for, opened in another tab, signs in on arrival', async () => {
    const email = `own-link-${Date.now()}@example.com`;
    const context = await browser.newContext();
    const asking = await context.newPage();
    await asking.goto(`${page.origin}/handler/sign-in`);
    await asking.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await asking.evaluate(async (e) => (await (globalThis as never as { app: PageApp }).app.sendMagicLinkEmail(e)).ok, email)).toBe(true);
    const link = emulator.emulator.outbox.latestFor(email)!.link!;
    const opened = await context.newPage();
    await opened.goto(link);
    await opened.waitForURL(`${page.origin}/`, { timeout: 15_000 });
    await opened.getByText(`signed in as ${email}`).waitFor({ timeout: 15_000 });
    await context.close();
  }, 60_000);
});

describe('sign-out on a plain GET', () => {
  test('another site sending the tab to /handler/sign-out signs nobody out: the page asks, and the button signs out', async () => {
    const email = `sign-out-csrf-${Date.now()}@example.com`;
    const context = await signedInContext(email);
    const tab = await sentFromAttackerSite(context, `${page.origin}/handler/sign-out`);
    await tab.getByRole('heading', { level: 1, name: 'Sign out?' }).waitFor({ timeout: 15_000 });
    await tab.getByText(`You are signed in as ${email}.`).waitFor();
    await tab.waitForTimeout(500); // a sign-out on arrival would have happened by now
    expect(await whoIsSignedIn(context)).toBe(`signed in as ${email}`);
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await tab.waitForURL(`${page.origin}/`, { timeout: 15_000 });
    expect(await whoIsSignedIn(context)).toBe('signed out');
    await context.close();
  }, 60_000);

  test("the app's own redirectToSignOut still signs out on arrival, with no question", async () => {
    const email = `sign-out-own-${Date.now()}@example.com`;
    const context = await signedInContext(email);
    const tab = await context.newPage();
    await tab.goto(`${page.origin}/`);
    await tab.getByText(`signed in as ${email}`).waitFor({ timeout: 15_000 });
    await tab.evaluate(() => { void (globalThis as never as { app: PageApp }).app.redirectToSignOut(); });
    await tab.waitForURL(`${page.origin}/`, { timeout: 15_000 });
    await tab.getByText('signed out').waitFor({ timeout: 15_000 });
    expect(await whoIsSignedIn(context)).toBe('signed out');
    await context.close();
  }, 60_000);
});

// The attacker's site is the one other origin the tabs load (its page only navigates away).
describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator, otherOrigins: [attackerSite.baseUrl] }));
