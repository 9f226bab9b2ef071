/**
 * examples/nextjs built with webpack (`next build --webpack`) under a Next basePath (`/app`), from the packed tarball;
 * the Turbopack build is nextjs.example.test.ts. Over HTTP, no browser: the handler page renders, the README's Route
 * Handler (app/api/me) knows the session, the proxy sends the signed-out and a forged session cookie to the sign-in
 * page with the return target, both under the basePath (issue 32).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './support/free-port';
import {
  forgedSessionCookie, prepareExample, sessionCookieFor, startExampleEmulator, startNodeProcess,
  type ExampleEmulator, type PreparedExample, type RunningProcess,
} from './support';

const BASE_PATH = '/app';
let emulator: ExampleEmulator;
let example: PreparedExample | undefined;
let next: RunningProcess;


/** The example's config with a basePath: what an app mounted under a path writes. */
const withBasePath = (dir: string): void => {
  writeFileSync(join(dir, 'next.config.ts'), `import type { NextConfig } from 'next';\n\nexport default { basePath: '${BASE_PATH}' } satisfies NextConfig;\n`);
};

beforeAll(async () => {
  emulator = await startExampleEmulator();
  const env = {
    NEXT_PUBLIC_STACK_API_URL: emulator.url, NEXT_PUBLIC_STACK_PROJECT_ID: emulator.projectId,
    NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: emulator.publishableClientKey, NEXT_TELEMETRY_DISABLED: '1',
  };
  example = await prepareExample('nextjs', env, { script: 'build:webpack', beforeBuild: withBasePath });
  next = await startNodeProcess(example.dir, ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(await freePort())], env,
    /Local:\s+(http:\/\/127\.0\.0\.1:\d+)[\s\S]*Ready in/, 60_000);
}, 1_200_000);

afterAll(async () => {
  await next?.stop();
  await emulator?.close();
  example?.remove();
  if (example !== undefined) console.log(`nextjs example (webpack, basePath ${BASE_PATH}): install ${(example.timings.install / 1000).toFixed(1)} s, next build --webpack ${(example.timings.build / 1000).toFixed(1)} s`);
});

const get = (path: string, cookie?: string): Promise<Response> =>
  fetch(`${next.url}${BASE_PATH}${path}`, { redirect: 'manual', ...(cookie === undefined ? {} : { headers: { cookie } }) });

/** Where a redirect goes: its path and return target. */
function redirectOf(response: Response): { readonly path: string; readonly returnTo: string | null } {
  expect(response.status).toBe(307);
  const location = new URL(response.headers.get('location')!, next.url);
  return { path: location.pathname, returnTo: location.searchParams.get('after_auth_return_to') };
}

test('the handler page renders under the basePath', async () => {
  const page = await get('/handler/sign-in');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<html');
});

test('signed out, the proxy sends /app/dashboard to /app/handler/sign-in with the return target /app/dashboard', async () => {
  expect(redirectOf(await get('/dashboard?tab=2'))).toEqual({ path: `${BASE_PATH}/handler/sign-in`, returnTo: `${BASE_PATH}/dashboard?tab=2` });
});

test('a session: the Route Handler and the dashboard know the user; a forged cookie is no session', async () => {
  const email = `next-webpack-${Date.now()}@example.com`;
  const cookie = await sessionCookieFor(emulator, email);
  expect(await (await get('/api/me', cookie)).json()).toEqual({ email });
  expect(await (await get('/api/me')).json()).toEqual({ email: null });
  const dashboard = await get('/dashboard', cookie);
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain(email);
  const forged = forgedSessionCookie(cookie);
  expect(redirectOf(await get('/dashboard', forged))).toEqual({ path: `${BASE_PATH}/handler/sign-in`, returnTo: `${BASE_PATH}/dashboard` });
  expect(await (await get('/api/me', forged)).json()).toEqual({ email: null });
});
