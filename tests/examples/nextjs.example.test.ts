/**
 * examples/nextjs as a user runs it, from the packed tarball: installed in a temp folder, `next build` with the
 * emulator's values in NEXT_PUBLIC_* (inlined at build), `next start` on 127.0.0.1, the emulator in this process. In
 * Chromium: sign-up → /dashboard, whose server-rendered HTML (fetched with the browser's cookies) shows the user → the
 * emulator's clock moves past the access token's expiry and the HTML still shows the user (the refresh cookie serves
 * the Server Component) → sign-out lands on afterSignOut 20 times out of 20, and each time the HTML no longer shows
 * the user (proxy.ts sends to sign-in) → sign-in again; the README's Route Handler (app/api/me) answers with the
 * session's user, and a forged session cookie is sent to sign-in by the proxy. `next build` is Turbopack (Next 16's
 * default); nextjs-webpack.example.test.ts builds the same app with webpack under a basePath. Prints install, build
 * and walk times and the tally.
 */
import type { Browser, Page } from 'playwright-core';
import { freePort } from './support/free-port';
import {
  forgedSessionCookie, openWatchedPage, prepareExample, sessionCookieFor, signInOnScreen, signUpOnScreen, startExampleEmulator, startNodeProcess,
  type ExampleEmulator, type NetworkAudit, type PreparedExample, type RunningProcess,
} from './support';

const SIGN_OUTS = 20;
/** Well past the access token's lifetime, well within the refresh token's (a year). */
const PAST_ACCESS_EXPIRY_MS = 3 * 3600 * 1000;
const started = performance.now();
let walkStarted = 0;
let emulator: ExampleEmulator;
let example: PreparedExample | undefined;
let next: RunningProcess;
let browser: Browser;
let audit: NetworkAudit;
let page: Page;
let pageLog: readonly string[] = [];


beforeAll(async () => {
  emulator = await startExampleEmulator();
  const env = {
    NEXT_PUBLIC_STACK_API_URL: emulator.url, NEXT_PUBLIC_STACK_PROJECT_ID: emulator.projectId,
    NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: emulator.publishableClientKey, NEXT_TELEMETRY_DISABLED: '1',
  };
  example = await prepareExample('nextjs', env);
  next = await startNodeProcess(example.dir, ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(await freePort())], env,
    /Local:\s+(http:\/\/127\.0\.0\.1:\d+)[\s\S]*Ready in/, 60_000);
  ({ browser, audit, page, log: pageLog } = await openWatchedPage(20_000));
  walkStarted = performance.now();
}, 1_200_000);

afterAll(async () => {
  if (pageLog.length > 0) console.log(`the example's page logged:\n${pageLog.join('\n')}`);
  await browser?.close();
  await next?.stop();
  await emulator?.close();
  example?.remove();
  const seconds = (ms: number): string => (ms / 1000).toFixed(1);
  if (example !== undefined) {
    const { install, build } = example.timings;
    console.log(`nextjs example: install ${seconds(install)} s, next build ${seconds(build)} s, walk ${seconds(performance.now() - walkStarted)} s, ` +
      `${seconds(performance.now() - started)} s in all`);
  }
});

const email = `next-${Date.now()}@example.com`;
const pathname = (): string => new URL(page.url()).pathname;

/** /dashboard as the server renders it for this browser (its cookies), following redirects: the raw HTML, not the hydrated page. */
function serverRendered(): Promise<{ readonly path: string; readonly html: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/dashboard', { cache: 'no-store' });
    return { path: new URL(response.url).pathname, html: await response.text() };
  });
}

test('sign-up lands on /dashboard, whose server-rendered HTML shows the user', async () => {
  await page.goto(`${next.url}/handler/sign-up`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await signUpOnScreen(page, email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  expect(pathname()).toBe('/dashboard');
  await page.getByText(`Signed in as ${email}`).waitFor();
  const { path, html } = await serverRendered();
  expect(path).toBe('/dashboard');
  expect(html).toContain(email);
});

test('after the access token expired, the server still knows the user (the refresh cookie serves the Server Component)', async () => {
  const moved = await fetch(`${emulator.url}/emulator/time`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_ms: PAST_ACCESS_EXPIRY_MS }),
  });
  expect(moved.status).toBe(200);
  const { path, html } = await serverRendered();
  expect(path).toBe('/dashboard');
  expect(html).toContain(email);
  // Back to the real time: tokens issued 3 h ahead of the Next server's clock are refused by the proxy's verification
  // (an issuer clock that far ahead is issue 32's skew case); the next request through it refreshes the session.
  const back = await fetch(`${emulator.url}/emulator/time`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ set_ms: Date.now() }),
  });
  expect(back.status).toBe(200);
});

/** One sign-out from the dashboard: where it settled, whether the server still rendered the user, then sign in again. */
async function signOutAndBack(): Promise<{ readonly landed: string; readonly serverShowedUser: boolean }> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  let landed: string;
  try {
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor({ timeout: 10_000 });
    landed = pathname();
  } catch {
    landed = `${pathname()}${new URL(page.url()).search} (showing: ${(await page.locator('main').textContent())?.slice(0, 80)})`;
  }
  const after = await serverRendered();
  const serverShowedUser = after.html.includes(email) || after.path === '/dashboard';
  await page.goto(`${next.url}/handler/sign-in`);
  await signInOnScreen(page, email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return { landed, serverShowedUser };
}

test(`sign-out lands on afterSignOut ${SIGN_OUTS} times out of ${SIGN_OUTS}; after each the server renders no user; sign-in again`, async () => {
  const results: { landed: string; serverShowedUser: boolean }[] = [];
  for (let i = 0; i < SIGN_OUTS; i += 1) results.push(await signOutAndBack());
  const tally = results.filter((result) => result.landed === '/signed-out').length;
  console.log(`nextjs sign-out tally: ${tally}/${SIGN_OUTS} on /signed-out`);
  expect(results.filter((result) => result.landed !== '/signed-out')).toEqual([]);
  expect(results.filter((result) => result.serverShowedUser)).toEqual([]);
  expect(tally).toBe(SIGN_OUTS);
  const { html } = await serverRendered();
  expect(html).toContain(email);
}, 600_000);

test('signed out, proxy.ts sends /dashboard to sign-in with the return target, and sign-in comes back to it', async () => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
  await page.goto(`${next.url}/dashboard`);
  await page.waitForURL((url) => url.pathname === '/handler/sign-in');
  expect(new URL(page.url()).origin).toBe(next.url);
  expect(new URL(page.url()).searchParams.get('after_auth_return_to')).toBe('/dashboard');
  await signInOnScreen(page, email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  expect(pathname()).toBe('/dashboard');
});

test('the Route Handler (app/api/me, built with Turbopack) knows the session from its cookies; a forged cookie is no session to the proxy', async () => {
  const cookie = await sessionCookieFor(emulator, `next-route-${Date.now()}@example.com`);
  const me = await fetch(`${next.url}/api/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(await me.json()).toEqual({ email: expect.stringMatching(/^next-route-/) });
  expect(await (await fetch(`${next.url}/api/me`)).json()).toEqual({ email: null });
  const forged = forgedSessionCookie(cookie);
  const guarded = await fetch(`${next.url}/dashboard`, { headers: { cookie: forged }, redirect: 'manual' });
  expect(guarded.status).toBe(307);
  // The proxy's redirect (it sets the return target; the page's own getUser redirect would not).
  const location = new URL(guarded.headers.get('location')!, next.url);
  expect(location.pathname).toBe('/handler/sign-in');
  expect(location.searchParams.get('after_auth_return_to')).toBe('/dashboard');
  expect(await (await fetch(`${next.url}/api/me`, { headers: { cookie: forged } })).json()).toEqual({ email: null });
});

test('the pages requested only the app and the emulator, and no URL carried a token', () => {
  const origins = new Set(audit.urls.map((url) => new URL(url).origin));
  expect([...origins].sort()).toEqual([emulator.url, next.url].sort());
  expect(audit.urls.filter((url) => /eyJ[\w-]+\.eyJ[\w-]+\./.test(url))).toEqual([]);
});
