/**
 * What every real-backend browser suite starts once and stops at the end: a fresh project on the real backend
 * (`new-project`: localhost allowed, passkeys and the shared OAuth providers on), the suite's app page (the library's
 * browser entry, bundled and served like the emulator suites' page, tests/browser/support/test-page.ts) for that
 * project, one headless Chromium, and the network watch of every context it opens.
 *
 * The network stays on this machine: any request to a host other than 127.0.0.1 / localhost is aborted in the browser
 * before it leaves, and recorded with the page that made it (the mock OAuth provider's login page asks a CDN for its
 * stylesheet; the library's page must never ask anything off-machine).
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchChromium } from '../../../support/chromium';
import { newProject, realBackend, type ProjectKeys } from '../../../support/real-backend';
import { serveTestPage, type TestPage } from '../../../browser/support/test-page';

export interface RealNetworkWatch {
  /** Every http(s) URL a page of a watched context requested, in order (blocked ones included). */
  readonly urls: string[];
  /** Requests to a non-loopback host, aborted in the browser: the URL and the page (frame) that asked for it. */
  readonly blocked: Array<{ url: string; frame: string }>;
  /** Every token the backend handed out in a JSON body (refresh and access tokens), for the "never in a URL" check. */
  readonly issuedTokens: Set<string>;
  /** Uncaught errors and unhandled rejections of the pages, with the URL of the page at the time. */
  readonly pageErrors: Array<{ page: string; message: string }>;
}

export interface RealBrowserSuite {
  readonly project: ProjectKeys;
  readonly page: TestPage;
  readonly browser: Browser;
  readonly watch: RealNetworkWatch;
  /** The backend's origin as the app calls it (http://127.0.0.1:<port>). */
  readonly apiOrigin: string;
  /** The mock OAuth provider's origin (http://localhost:<port>). */
  readonly providerOrigin: string;
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);
export const isLoopback = (url: string): boolean => LOOPBACK_HOSTS.has(new URL(url).hostname);

const TOKEN_FIELDS = ['refresh_token', 'access_token'] as const;

/** Records the tokens in a backend JSON answer (sign-in, sign-up, token exchange, refresh). */
async function collectTokens(response: Response, apiPorts: ReadonlySet<string>, into: Set<string>): Promise<void> {
  const url = new URL(response.url());
  if (!isLoopback(url.href) || !apiPorts.has(url.port) || !url.pathname.startsWith('/api/v1/')) return;
  if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return; // a navigation's body or an aborted request: nothing to read
  }
  if (typeof body !== 'object' || body === null) return;
  for (const field of TOKEN_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') into.add(value);
  }
}

/** Watches (and keeps on this machine) every context `browser.newContext()` makes from now on. */
function watchBrowser(browser: Browser, apiPorts: ReadonlySet<string>): RealNetworkWatch {
  const watch: RealNetworkWatch = { urls: [], blocked: [], issuedTokens: new Set(), pageErrors: [] };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    await context.route((url) => !LOOPBACK_HOSTS.has(url.hostname) && /^https?:$/.test(url.protocol), async (route) => {
      watch.blocked.push({ url: route.request().url(), frame: route.request().frame().url() });
      await route.abort('blockedbyclient');
    });
    context.on('request', (request) => {
      if (/^https?:/.test(request.url())) watch.urls.push(request.url());
    });
    context.on('response', (response) => { void collectTokens(response, apiPorts, watch.issuedTokens); });
    context.on('page', (page) => page.on('pageerror', (error) => watch.pageErrors.push({ page: page.url(), message: error.message })));
    return context;
  };
  return watch;
}

export interface RealBrowserSuiteOptions {
  /** The app's handler URLs (afterSignIn…), if not the defaults. */
  readonly urls?: Readonly<Record<string, string>>;
  /** Project configuration merged over new-project's (e.g. `{ allow_localhost: false }`). */
  readonly config?: Record<string, unknown>;
}

/** A fresh project, its page (`script` is the page's code after `app` and `output` exist), Chromium, the watch. */
export async function startRealBrowserSuite(script: string, options: RealBrowserSuiteOptions = {}): Promise<RealBrowserSuite> {
  const { urls, config } = options;
  const env = realBackend();
  const project = await newProject({ name: 'portcullis real browser suite', ...(config === undefined ? {} : { config }) });
  const page = await serveTestPage(env.url, script, { projectId: project.projectId, publishableClientKey: project.publishableClientKey, ...(urls === undefined ? {} : { urls }) });
  const browser = await launchChromium();
  const apiPort = new URL(env.url).port;
  // The backend answers on 127.0.0.1 (the app's calls) and as localhost (its OAuth callback, the provider's redirect target).
  const watch = watchBrowser(browser, new Set([apiPort]));
  return { project, page, browser, watch, apiOrigin: new URL(env.url).origin, providerOrigin: new URL(env.mockOAuthUrl).origin };
}

/** Tolerates a suite whose start failed half-way. */
export async function stopRealBrowserSuite(suite: Partial<RealBrowserSuite> | undefined): Promise<void> {
  await suite?.browser?.close();
  await suite?.page?.close();
}

/** Changes the suite's project configuration (PATCH /internal/projects/current with its admin key). */
export async function configureProject(suite: RealBrowserSuite, config: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${suite.apiOrigin}/api/v1/internal/projects/current`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json', 'x-stack-access-type': 'admin', 'x-stack-project-id': suite.project.projectId,
      'x-stack-super-secret-admin-key': suite.project.superSecretAdminKey,
    },
    body: JSON.stringify({ config }),
  });
  if (!response.ok) throw new Error(`PATCH project config → ${response.status}: ${await response.text()}`);
}

/** A new context and tab, and the tab's <output> (where the page script writes what happened). */
export async function newTab(suite: RealBrowserSuite): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await suite.browser.newContext();
  const tab = await context.newPage();
  return { context, tab };
}

export const output = (tab: Page) => tab.locator('output');

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\./;

/**
 * The closing checks over everything the suite's pages requested; call at the top level of a suite, after its tests.
 * `minAuthorizeRequests`: how many OAuth authorize requests the suite's tests make at least (0: no OAuth, no S256 check).
 */
export function describeRealNetworkAudit(subject: () => RealBrowserSuite, options: { minAuthorizeRequests: number }): void {
  describe('over the whole suite (request capture)', () => {
    test('no uncaught error or unhandled rejection in any page of the app', () => {
      const { watch, page } = subject();
      expect(watch.pageErrors.filter((e) => e.page.startsWith(page.origin))).toEqual([]);
    });

    test('requests went only to loopback: the page, the backend (127.0.0.1, and localhost for its OAuth callback) and the mock provider', () => {
      const { watch, page, apiOrigin, providerOrigin } = subject();
      expect(watch.urls.length).toBeGreaterThan(0);
      const backendAsLocalhost = apiOrigin.replace('127.0.0.1', 'localhost');
      const allowed = new Set([page.origin, apiOrigin, backendAsLocalhost, providerOrigin]);
      const reached = watch.urls.filter((u) => !watch.blocked.some((b) => b.url === u));
      expect([...new Set(reached.map((u) => new URL(u).origin))].filter((o) => !allowed.has(o))).toEqual([]);
    });

    test('nothing off this machine was asked for by the app page; what the provider page asked for was blocked in the browser', () => {
      const { watch, page } = subject();
      expect(watch.blocked.filter((b) => b.frame.startsWith(page.origin))).toEqual([]);
      for (const b of watch.blocked) expect(isLoopback(b.url)).toBe(false);
    });

    test('no requested URL carried a token the backend issued (refresh and access tokens by value, any JWT by shape)', () => {
      const { watch } = subject();
      expect(watch.issuedTokens.size).toBeGreaterThan(0);
      const issued = [...watch.issuedTokens];
      // The one documented exception: the link flow's authorize request (fetched, never navigated to) names the user by access token.
      const linkAuthorize = (u: string) => u.includes('/api/v1/auth/oauth/authorize/') && new URL(u).searchParams.get('type') === 'link';
      expect(watch.urls.filter((u) => !linkAuthorize(u) && (issued.some((token) => u.includes(token)) || JWT.test(u)))).toEqual([]);
    });

    if (options.minAuthorizeRequests > 0) {
      test(`every OAuth authorize request asked for S256 (at least ${options.minAuthorizeRequests} made)`, () => {
        const authorize = subject().watch.urls.filter((u) => u.includes('/api/v1/auth/oauth/authorize/'));
        expect(authorize.length).toBeGreaterThanOrEqual(options.minAuthorizeRequests);
        for (const url of authorize) expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
      });
    }
  });
}
