/**
 * Issue 22 item 2 in real headless Chromium: 20 sign-outs from /dashboard, a page protected by useUser({ or: 'redirect' }).
 * Every one must land on afterSignOut ('/'), none on /handler/sign-in (the hook's redirect used to race the sign-out's
 * own navigation: the last location.assign wins), and the landing page must leave its Suspense fallback.
 */
import type { Browser } from 'playwright-core';
import { SEED, type RunningServer } from '../../emulator';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { serveTsxPage } from './support/tsx-page';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { signUpInPage } from './support/fault-kit';

const ROUNDS = 20;

let emulator: RunningServer;
let page: { readonly origin: string; close(): Promise<void> };
let browser: Browser;
let audit: NetworkAudit;

// /dashboard is protected and has the sign-out button; every other path shows who is signed in (the landing pages).
const ENTRY = (apiUrl: string): string => `
import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { createClientApp } from './composition/entry-browser';
import { PortcullisProvider, useUser } from './react-adapter';

const app = createClientApp({ projectId: ${JSON.stringify(SEED.demo.projectId)}, publishableClientKey: ${JSON.stringify(SEED.demo.publishableClientKey)}, baseUrl: ${JSON.stringify(apiUrl)} });
globalThis.app = app;

function Dashboard() {
  const user = useUser({ or: 'redirect' });
  return <main><p id="who">dashboard of {user.primaryEmail}</p><button onClick={() => void user.signOut()}>Sign out</button></main>;
}
function Landing() {
  const user = useUser();
  return <main><p id="who">{location.pathname} {user === null ? 'signed out' : 'signed in'}</p></main>;
}
createRoot(document.getElementById('root')).render(
  <PortcullisProvider app={app}>
    <Suspense fallback={<p>Loading…</p>}>{location.pathname === '/dashboard' ? <Dashboard /> : <Landing />}</Suspense>
  </PortcullisProvider>,
);
`;

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTsxPage(ENTRY(apiUrl), 'Sign-out')));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

test(`${ROUNDS} sign-outs from a useUser({ or: 'redirect' }) page: all land on afterSignOut, none stuck on 'Loading…'`, async () => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const landings: string[] = [];
  let stuck = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await tab.goto(`${page.origin}/`);
    await tab.locator('#who').filter({ hasText: 'signed out' }).waitFor({ timeout: 15_000 });
    expect(await signUpInPage(tab, `sign-out-${round}-${Date.now()}@example.com`)).toBe(true);
    await tab.goto(`${page.origin}/dashboard`);
    await tab.locator('#who').filter({ hasText: 'dashboard of' }).waitFor({ timeout: 15_000 });
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await tab.waitForURL((url) => url.pathname !== '/dashboard', { timeout: 15_000 });
    // Give a racing second navigation time to win, then read where the tab settled.
    await tab.waitForTimeout(300);
    await tab.waitForLoadState('load');
    const landed = new URL(tab.url());
    landings.push(landed.pathname + landed.search);
    const shown = await tab.locator('#who').filter({ hasText: 'signed out' }).waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (!shown) stuck++;
  }
  // One session left live, so the closing audit has issued tokens to look for in the requested URLs.
  expect(await signUpInPage(tab, `sign-out-audit-${Date.now()}@example.com`)).toBe(true);
  await context.close();
  console.log(`sign-out from a protected page, ${ROUNDS} rounds: ${landings.filter((l) => l === '/').length} on afterSignOut, `
    + `${landings.filter((l) => l.startsWith('/handler/sign-in')).length} on sign-in, ${stuck} stuck on the fallback`);
  expect(landings).toEqual(Array.from({ length: ROUNDS }, () => '/'));
  expect(stuck).toBe(0);
}, 300_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
