/**
 * examples/vite-react-router and examples/node-api as a user runs them, from the packed tarball: both installed in temp
 * folders, the Vite app built (`tsc --noEmit && vite build`) and served as static files with an SPA fallback, the Node
 * API started with `npm start`'s command, the emulator in this process. In Chromium: sign-up → the protected dashboard
 * → a call to the app's own API answers with the user's id → a team → sign-out lands on afterSignOut 20 times out of
 * 20 (signing in again between) → a signed-out visit to the dashboard goes through sign-in and back.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServerApp } from '../../composition/entry-node';
import {
  buildExample, copyExample, installExample, markWindow, openWatchedPage, packTarball, prepareExample, serveStatic,
  signInOnScreen, signUpOnScreen, startExampleEmulator, startNodeProcess, waitShown, windowMarker,
  type ExampleCopy, type ExampleEmulator, type NetworkAudit, type RunningProcess, type StaticServer,
} from './support';

const SIGN_OUTS = 20;
const started = performance.now();
let emulator: ExampleEmulator;
let examples: ExampleCopy[] = [];
let site: StaticServer;
let api: RunningProcess;
let browser: Browser;
let audit: NetworkAudit;
let page: Page;
let pageLog: readonly string[] = [];

beforeAll(async () => {
  emulator = await startExampleEmulator();
  const [nodeApi, vite] = await Promise.all([prepareExample('node-api'), (async () => {
    const copy = copyExample('vite-react-router');
    examples.push(copy);
    await installExample(copy.dir, await packTarball());
    return copy;
  })()]);
  examples.push(nodeApi);
  // The site serves dist/ as it is at each request, so it can start (and give its origin to the API) before the build.
  site = await serveStatic(join(vite.dir, 'dist'), { spaFallback: true });
  api = await startNodeProcess(nodeApi.dir, 'server.js', {
    STACK_API_URL: emulator.url, STACK_PROJECT_ID: emulator.projectId, STACK_PUBLISHABLE_CLIENT_KEY: emulator.publishableClientKey,
    STACK_SECRET_SERVER_KEY: emulator.secretServerKey, ALLOWED_ORIGINS: site.url, PORT: '0',
  }, /node-api listening on (http:\/\/127\.0\.0\.1:\d+)/);
  await buildExample(vite.dir, {
    VITE_STACK_API_URL: emulator.url, VITE_STACK_PROJECT_ID: emulator.projectId,
    VITE_STACK_PUBLISHABLE_CLIENT_KEY: emulator.publishableClientKey, VITE_API_URL: api.url,
  });
  ({ browser, audit, page, log: pageLog } = await openWatchedPage(15_000));
}, 600_000);

afterAll(async () => {
  if (pageLog.length > 0) console.log(`the example's page logged:\n${pageLog.join('\n')}`);
  await browser?.close();
  await api?.stop();
  await site?.close();
  await emulator?.close();
  examples.forEach((example) => example.remove());
  examples = [];
  console.log(`vite-react-router example: ${((performance.now() - started) / 1000).toFixed(1)} s in all (install, build, walk)`);
});

const email = `vite-${Date.now()}@example.com`;
const pathname = (): string => new URL(page.url()).pathname;

test('the Node API answers 401 with a typed code without a valid token, and CORS only for the app\'s origin', async () => {
  const none = await fetch(`${api.url}/api/me`);
  expect([none.status, await none.json()]).toEqual([401, { error: 'USER_AUTHENTICATION_REQUIRED' }]);
  const forged = await fetch(`${api.url}/api/me`, { headers: { authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' } });
  expect([forged.status, await forged.json()]).toEqual([401, { error: 'UNPARSABLE_ACCESS_TOKEN' }]);
  const preflight = await fetch(`${api.url}/api/me`, { method: 'OPTIONS', headers: { origin: site.url, 'access-control-request-headers': 'authorization' } });
  expect(preflight.headers.get('access-control-allow-origin')).toBe(site.url);
  expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  const stranger = await fetch(`${api.url}/api/me`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:1' } });
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
});

test('sign-up from the home page lands on the protected dashboard, in the same page (no full reload)', async () => {
  await page.goto(`${site.url}/`);
  await waitShown(page, page.getByRole('link', { name: 'Sign up', exact: true }));
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await waitShown(page, page.getByRole('heading', { name: 'Create an account' }));
  await markWindow(page, 'sign-up');
  await signUpOnScreen(page, email);
  await waitShown(page, page.getByRole('heading', { name: 'Dashboard' }));
  expect(pathname()).toBe('/dashboard');
  await page.getByText(`Signed in as ${email}`).waitFor();
  expect(await windowMarker(page)).toBe('sign-up');
});

test('the dashboard calls the Node API with the user\'s token; the API answers with the user\'s id', async () => {
  const { projectId, publishableClientKey, secretServerKey, url: baseUrl } = emulator;
  const server = createServerApp({ projectId, publishableClientKey, secretServerKey, baseUrl });
  const known = (await server.listUsers({ limit: 10 })).items.find((user) => user.primaryEmail === email);
  expect(known).toBeDefined();
  expect(await page.getByLabel('User id').textContent()).toBe(known!.id);
  await page.getByRole('button', { name: 'Call my API' }).click();
  await page.getByText(`The API says you are ${known!.id}`).waitFor();
});

test('a team created on the dashboard is listed', async () => {
  await page.getByLabel('Team name').fill('Vite team');
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByRole('list', { name: 'Teams' }).getByText('Vite team').waitFor();
});

/** One sign-out from the dashboard: where it settled (afterSignOut shows its heading), then sign in again. */
async function signOutAndBack(): Promise<string> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  let landed: string;
  try {
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor({ timeout: 10_000 });
    landed = pathname();
  } catch {
    landed = `${pathname()}${new URL(page.url()).search} (showing: ${(await page.locator('main').textContent())?.slice(0, 80)})`;
  }
  await page.goto(`${site.url}/handler/sign-in`);
  await signInOnScreen(page, email);
  await waitShown(page, page.getByRole('heading', { name: 'Dashboard' }));
  return landed;
}

test(`sign-out from the protected dashboard lands on afterSignOut ${SIGN_OUTS} times out of ${SIGN_OUTS}`, async () => {
  const landings: string[] = [];
  for (let i = 0; i < SIGN_OUTS; i += 1) landings.push(await signOutAndBack());
  const tally = landings.filter((landing) => landing === '/signed-out').length;
  console.log(`vite-react-router sign-out tally: ${tally}/${SIGN_OUTS} on /signed-out`);
  expect(landings.filter((landing) => landing !== '/signed-out')).toEqual([]);
  expect(tally).toBe(SIGN_OUTS);
}, 300_000);

test('signed out, the dashboard sends to sign-in and back; sign-in stays in the same page (no full reload)', async () => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/handler/sign-in');
  expect(new URL(page.url()).searchParams.get('after_auth_return_to')).toBe('/dashboard');
  await markWindow(page, 'sign-in');
  await signInOnScreen(page, email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  expect(pathname()).toBe('/dashboard');
  expect(await windowMarker(page)).toBe('sign-in');
});

test('the pages requested only the app, the emulator and the API, and no URL carried a token', () => {
  const origins = new Set(audit.urls.map((url) => new URL(url).origin));
  expect([...origins].sort()).toEqual([api.url, emulator.url, site.url].sort());
  expect(audit.urls.filter((url) => /eyJ[\w-]+\.eyJ[\w-]+\./.test(url))).toEqual([]);
});
