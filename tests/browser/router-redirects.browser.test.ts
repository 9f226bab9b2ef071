/**
 * Router integration in real headless Chromium (issue 22, "Routers"): an SPA with a small client-side router that, like
 * React Router's navigate or Next's router.push, takes the app's paths. With `redirectMethod: { navigate }` or the hook
 * form `{ useNavigate }` (called by PortcullisProvider during render), signing in and up through the handler's screens
 * and signing out land on afterSignIn / afterSignUp / afterSignOut without a page load: a marker set on `window` before
 * survives. Sign-out from a useUser({ or: 'redirect' }) page lands on afterSignOut 20 times out of 20.
 */
import type { Browser, Page } from 'playwright-core';
import { SEED, type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { serveTsxPage } from './support/tsx-page';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { PASSWORD, signUpInPage } from './support/fault-kit';

const SIGN_OUT_ROUNDS = 20;

let emulator: RunningServer;
let page: { readonly origin: string; close(): Promise<void> };
let browser: Browser;
let audit: NetworkAudit;

// `?router=hook` (read once, at load) picks the hook form; anything else the { navigate } form. The router only takes
// paths, as React Router's navigate does (an absolute URL is not a path to it): it records what it was given.
const ENTRY = (apiUrl: string): string => `
import { createRoot } from 'react-dom/client';
import { Suspense, useSyncExternalStore } from 'react';
import { createClientApp } from './composition/entry-browser';
import { PortcullisHandler, PortcullisProvider, useUser } from './react-adapter';

const routes = new Set();
globalThis.routed = [];
function routerNavigate(to) {
  globalThis.routed.push(to);
  if (!to.startsWith('/') || to.startsWith('//')) throw new Error('router: not an app path: ' + to);
  history.pushState(null, '', to);
  routes.forEach((listener) => listener());
}
addEventListener('popstate', () => routes.forEach((listener) => listener()));
const usePath = () => useSyncExternalStore((l) => (routes.add(l), () => routes.delete(l)), () => location.pathname + location.search);
const useRouterNavigate = () => routerNavigate;

const hook = new URLSearchParams(location.search).get('router') === 'hook';
const app = createClientApp({
  projectId: ${JSON.stringify(SEED.demo.projectId)}, publishableClientKey: ${JSON.stringify(SEED.demo.publishableClientKey)}, baseUrl: ${JSON.stringify(apiUrl)},
  urls: { afterSignIn: '/dashboard', afterSignUp: '/welcome', afterSignOut: '/bye' },
  redirectMethod: hook ? { useNavigate: useRouterNavigate } : { navigate: routerNavigate },
});
globalThis.app = app;

function Dashboard() {
  const user = useUser({ or: 'redirect' });
  return <main><p id="who">dashboard of {user.primaryEmail}</p><button onClick={() => void user.signOut()}>Sign out</button></main>;
}
function Landing({ path }) {
  const user = useUser();
  return <main><p id="who">{path} {user === null ? 'signed out' : 'signed in as ' + user.primaryEmail}</p></main>;
}
function Routes() {
  const path = usePath();
  if (path.startsWith('/handler')) return <PortcullisHandler />;
  return <Suspense fallback={<p>Loading…</p>}>{path === '/dashboard' ? <Dashboard /> : <Landing path={path.split('?')[0]} />}</Suspense>;
}
createRoot(document.getElementById('root')).render(<PortcullisProvider app={app}><Routes /></PortcullisProvider>);
`;

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTsxPage(ENTRY(apiUrl), 'Router')));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

const marker = (tab: Page): Promise<unknown> => tab.evaluate(() => (globalThis as { __marker?: unknown }).__marker);
const setMarker = (tab: Page): Promise<void> => tab.evaluate(() => { (globalThis as { __marker?: unknown }).__marker = 1; });
const who = (tab: Page, text: string) => tab.locator('#who').filter({ hasText: text }).waitFor({ timeout: 15_000 });

/** Goes to a handler page through the router (a client-side move, as a router Link would). */
const routeTo = (tab: Page, path: string): Promise<void> => tab.evaluate((p) => {
  history.pushState(null, '', p);
  dispatchEvent(new PopStateEvent('popstate'));
}, path);

describe.each(['navigate', 'hook'])('redirectMethod with a router (%s form)', (form) => {
  test('sign-up, sign-out and sign-in through the handler land on the after-* pages without a page load', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${page.origin}/?router=${form}`);
    await who(tab, 'signed out');
    await setMarker(tab);
    const email = `router-${form}-${Date.now()}@example.com`;

    await routeTo(tab, '/handler/sign-up');
    await tab.getByLabel('Email').fill(email);
    await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await tab.locator('input[name="repeat"]').fill(PASSWORD);
    await tab.getByRole('button', { name: 'Sign up', exact: true }).click();
    await who(tab, `/welcome signed in as ${email}`);
    expect(await marker(tab)).toBe(1);

    await routeTo(tab, '/dashboard');
    await who(tab, `dashboard of ${email}`);
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await who(tab, '/bye signed out');
    expect(await marker(tab)).toBe(1);

    await routeTo(tab, '/handler/sign-in');
    const signInForm = tab.getByRole('form', { name: 'Sign in', exact: true });
    await signInForm.getByLabel('Email').fill(email);
    await signInForm.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await signInForm.getByRole('button', { name: 'Sign in', exact: true }).click();
    await who(tab, `dashboard of ${email}`);
    expect(new URL(tab.url()).pathname).toBe('/dashboard');
    expect(await marker(tab)).toBe(1);

    const routed = await tab.evaluate(() => (globalThis as { routed?: string[] }).routed);
    expect(routed).toEqual(expect.arrayContaining(['/welcome', '/bye', '/dashboard']));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

test(`${SIGN_OUT_ROUNDS} sign-outs from a useUser({ or: 'redirect' }) page with the router: all land on afterSignOut, no page load`, async () => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const landings: string[] = [];
  let reloads = 0;
  await tab.goto(`${page.origin}/?router=hook`);
  await who(tab, 'signed out');
  await setMarker(tab);
  for (let round = 0; round < SIGN_OUT_ROUNDS; round++) {
    expect(await signUpInPage(tab, `router-out-${round}-${Date.now()}@example.com`)).toBe(true);
    await routeTo(tab, '/dashboard');
    await who(tab, 'dashboard of');
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await who(tab, 'signed out');
    // Give a racing second navigation (the protected page's redirect to sign-in) time to win, then read where it settled.
    await tab.waitForTimeout(200);
    const landed = new URL(tab.url());
    landings.push(landed.pathname + landed.search);
    if (await marker(tab) !== 1) {
      reloads++;
      await setMarker(tab);
    }
  }
  // One session left live, so the closing audit has issued tokens to look for in the requested URLs.
  expect(await signUpInPage(tab, `router-audit-${Date.now()}@example.com`)).toBe(true);
  await context.close();
  console.log(`router sign-out, ${SIGN_OUT_ROUNDS} rounds: ${landings.filter((l) => l === '/bye').length} on afterSignOut, ${reloads} page loads`);
  expect(landings).toEqual(Array.from({ length: SIGN_OUT_ROUNDS }, () => '/bye'));
  expect(reloads).toBe(0);
}, 300_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
