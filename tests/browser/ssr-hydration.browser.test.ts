/**
 * Server rendering then hydration in real headless Chromium (issue 22, "Server rendering, everywhere"): the test's
 * server renders tests/browser/support/ssr-app.tsx in Node with the browser entry's createClientApp (no window) over
 * the request's cookies, waits for its data, and sends the HTML with a bundle that calls hydrateRoot on the same tree.
 * React reports a mismatch through onRecoverableError or console.error: neither may say anything, signed out on the
 * sign-in screen and signed in on a page showing the user's email. A control page (server and client disagree) shows
 * the check can fail.
 */
import { PassThrough } from 'node:stream';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { createClientApp } from '../../composition/entry-browser';
import { SEED, type RunningServer } from '../../emulator';
import { startTestServer, type TestServer } from '../support/node-test-server';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { signUpInPage } from './support/fault-kit';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { SsrApp } from './support/ssr-app';

let emulator: RunningServer;
let page: { readonly origin: string; close(): Promise<void> };
let browser: Browser;
let audit: NetworkAudit;

const options = (apiUrl: string) => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: apiUrl });

// `?control` hydrates a different URL than the server rendered: the mismatch the checks below must catch.
const CLIENT = (apiUrl: string): string => `
import { hydrateRoot } from 'react-dom/client';
import { createClientApp } from './composition/entry-browser';
import { SsrApp } from './tests/browser/support/ssr-app';

const app = createClientApp(${JSON.stringify(options(apiUrl))});
globalThis.app = app;
globalThis.hydrationErrors = [];
const url = new URLSearchParams(location.search).has('control') ? location.origin + '/handler/forgot-password' : location.href;
hydrateRoot(document.getElementById('root'), <SsrApp app={app} url={url} />, {
  onRecoverableError: (error) => globalThis.hydrationErrors.push(String(error && error.message || error)),
});
`;

async function renderPage(request: Request, apiUrl: string): Promise<string> {
  // The browser entry on the server: the request's cookies are the session (tokenStore: the request).
  const app = createClientApp({ ...options(apiUrl), tokenStore: request });
  const { prelude } = await prerenderToNodeStream(createElement(SsrApp, { app, url: request.url.replace('127.0.0.1', 'localhost') }));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function serveSsrPage(apiUrl: string): Promise<{ origin: string; close(): Promise<void> }> {
  const bundled = await build({
    stdin: { contents: CLIENT(apiUrl), resolveDir: process.cwd(), loader: 'tsx', sourcefile: 'ssr-client.tsx' },
    bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic', logLevel: 'silent',
    // Development React: it names the mismatch in detail (production reports it too, by error code).
    define: { 'process.env.NODE_ENV': '"development"' },
  });
  const script = bundled.outputFiles[0]!.text;
  const server: TestServer = await startTestServer(async (request) => {
    if (new URL(request.url).pathname === '/app.js') return new Response(script, { headers: { 'content-type': 'text/javascript' } });
    const body = await renderPage(request, apiUrl);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title></head><body><div id="root">${body}</div>`
      + '<script type="module" src="/app.js"></script></body></html>';
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  return { origin: server.baseUrl.replace('127.0.0.1', 'localhost'), close: () => server.close() };
}

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveSsrPage(apiUrl)));
}, 120_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

/** Loads `path` (server-rendered), waits until hydration settled, and returns what React reported. */
async function hydrate(tab: Page, path: string): Promise<{ served: string; reported: string[] }> {
  const consoleErrors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }): void => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  };
  tab.on('console', onConsole);
  const response = await tab.goto(`${page.origin}${path}`);
  const served = (await response?.text()) ?? '';
  await tab.waitForLoadState('networkidle');
  // Suspended parts hydrate once their data arrives: wait for the page's requests to finish, then a little longer.
  await tab.waitForTimeout(500);
  const recoverable = await tab.evaluate(() => (globalThis as { hydrationErrors?: string[] }).hydrationErrors ?? []);
  tab.off('console', onConsole);
  return { served, reported: [...recoverable, ...consoleErrors] };
}

test('signed out: the sign-in screen is in the server HTML and hydrates without a mismatch', async () => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const { served, reported } = await hydrate(tab, '/handler/sign-in');
  expect(served).toMatch(/<h1 id="[^"]+">Sign in<\/h1>/);
  expect(served).toContain('name="password"');
  expect(reported).toEqual([]);
  // Hydrated, not just painted: the form answers (an empty submit shows the field error).
  const form = tab.getByRole('form', { name: 'Sign in', exact: true });
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('alert').textContent()).resolves.not.toBe('');
  await context.close();
}, 60_000);

test("signed in: the server knows the user from the request's cookies; the page shows the email and hydrates without a mismatch", async () => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await hydrate(tab, '/');
  const email = `ssr-${Date.now()}@example.com`;
  expect(await signUpInPage(tab, email)).toBe(true);
  const { served, reported } = await hydrate(tab, '/');
  expect(served).toContain(`<p id="who">signed in as ${email}</p>`);
  expect(reported).toEqual([]);
  await expect(tab.locator('#who').textContent()).resolves.toBe(`signed in as ${email}`);
  await context.close();
}, 60_000);

test('control: a page whose client renders another screen than the server is reported', async () => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const { reported } = await hydrate(tab, '/handler/sign-in?control');
  expect(reported.some((text) => /hydrat|did not match/i.test(text))).toBe(true);
  await context.close();
}, 60_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
