/**
 * OAuth sign-in in real headless Chromium (Debian's chromium via playwright-core) against the emulator over HTTP on
 * 127.0.0.1: the person clicks "Sign in with GitHub", signs in on the mock provider's consent page and lands back
 * signed in. Every request of the suite is captured: only the page's and the emulator's origins are contacted, no URL
 * carries a token the emulator issued, every authorize request is S256, and a replayed callback exchanges nothing.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startEmulatorServer, type RunningServer } from '../../emulator';
import { launchChromium } from '../support/chromium';
import { serveTestPage, type TestPage } from './support/test-page';

let emulator: RunningServer;
let page: TestPage;
let browser: Browser;
const requested: string[] = [];

const PAGE_SCRIPT = `
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
  emulator = await startEmulatorServer({ port: 0 });
  page = await serveTestPage(emulator.url, PAGE_SCRIPT);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await page?.close();
  await emulator?.close();
});

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

describe('over the whole suite (CDP request capture)', () => {
  test('requests went only to the page and the emulator; every authorize request was S256', () => {
    const origins = new Set(requested.map((u) => new URL(u).origin));
    expect([...origins].sort()).toEqual([page.origin, emulator.url].sort());
    const authorize = requested.filter((u) => u.includes('/api/v1/auth/oauth/authorize/'));
    expect(authorize.length).toBeGreaterThanOrEqual(3);
    for (const url of authorize) expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
  });

  test('no URL carried a token the emulator issued (canary check against every issued refresh token)', () => {
    const issued = Object.values(emulator.emulator.state.sessions).map((s) => s.refreshToken);
    expect(issued.length).toBeGreaterThan(0);
    for (const token of issued) expect(requested.filter((u) => u.includes(token))).toEqual([]);
    // Access tokens are JWTs: no URL holds one.
    expect(requested.filter((u) => /eyJ[\w-]+\.eyJ[\w-]+\./.test(u))).toEqual([]);
  });
});
