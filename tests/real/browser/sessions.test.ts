/**
 * Sessions in real headless Chromium against the real Stack Auth backend, through the library's browser client app:
 * the session lives in cookies (protocol §6.3), so a second tab and a reload are signed in; the backend's access
 * tokens live 60 s, so a write from a live page after that refreshes (once for two tabs, Web Locks) and succeeds;
 * signing out in one tab clears the cookies, the other tab follows, and the backend no longer honours the refresh token.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { SESSION_PAGE_SCRIPT, signedInTabs } from '../../browser/support/fault-kit';
import { describeReal, realBackend } from '../../support/real-backend';
import { describeRealNetworkAudit, output, startRealBrowserSuite, stopRealBrowserSuite, type RealBrowserSuite } from './support/real-browser-suite';

let suite: RealBrowserSuite;

const refreshCookieName = () => `stack-refresh-${suite.project.projectId}--default`;

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies(suite.page.origin);
  return { refresh: cookies.find((c) => c.name === refreshCookieName()), access: cookies.find((c) => c.name === 'stack-access') };
}

const accessTokenExpiry = (accessCookieValue: string): number => {
  const [, access] = JSON.parse(decodeURIComponent(accessCookieValue)) as [string, string];
  return (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }).exp * 1000;
};

const touch = (tab: Page, label: string) => tab.evaluate((l) => (globalThis as never as { touch(l: string): Promise<string> }).touch(l), label);

/** POSTs of the refresh grant that pages of `context` sent from now on. */
function countRefreshes(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/auth/oauth/token')
      && new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token') count++;
  });
  return () => count;
}

describeReal('sessions in Chromium against the real backend (cookies, 60 s access tokens, sign-out)', () => {
  beforeAll(async () => {
    suite = await startRealBrowserSuite(SESSION_PAGE_SCRIPT);
  }, 120_000);
  afterAll(() => stopRealBrowserSuite(suite));

  test('signed up in one tab: the session cookies are set for the page (not HttpOnly, Lax, path /), a second tab and a reload are signed in', async () => {
    const context = await suite.browser.newContext();
    const [first, second] = await signedInTabs(suite.page.origin, context, 2, 'two-tabs@example.com');
    const { refresh, access } = await sessionCookies(context);
    for (const cookie of [refresh, access]) {
      expect(cookie).toMatchObject({ domain: 'localhost', path: '/', httpOnly: false, secure: false, sameSite: 'Lax' });
      expect(cookie!.expires * 1000).toBeGreaterThan(Date.now());
    }
    await first!.reload();
    await output(first!).filter({ hasText: 'signed in as two-tabs@example.com' }).waitFor({ timeout: 30_000 });
    await expect(touch(second!, 'from the second tab')).resolves.toBe('ok');
    await context.close();
  }, 180_000);

  test('past the backend\'s 60 s access-token lifetime, writes from two live tabs refresh once (Web Locks) and both succeed', async () => {
    const context = await suite.browser.newContext();
    const tabs = await signedInTabs(suite.page.origin, context, 2, 'expiry@example.com');
    const before = await sessionCookies(context);
    const expiresAt = accessTokenExpiry(before.access!.value);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60_000);
    const refreshes = countRefreshes(context);
    // The library refreshes a token close to its expiry before use; wait until it is past it for certain.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 2_000));
    await expect(Promise.all(tabs.map((tab, i) => touch(tab, `after expiry ${i}`)))).resolves.toEqual(['ok', 'ok']);
    expect(refreshes()).toBe(1);
    const after = await sessionCookies(context);
    // The backend does not rotate refresh tokens: the same one, with a newer updated_at_millis.
    const refreshTokenIn = (value: string) => (JSON.parse(decodeURIComponent(value)) as { refresh_token: string }).refresh_token;
    expect(refreshTokenIn(after.refresh!.value)).toBe(refreshTokenIn(before.refresh!.value));
    expect(accessTokenExpiry(after.access!.value)).toBeGreaterThan(Date.now());
    await context.close();
  }, 240_000);

  test('signing out in one tab clears the cookies, the other tab follows, and the backend refuses the old refresh token', async () => {
    const context = await suite.browser.newContext();
    const [first, second] = await signedInTabs(suite.page.origin, context, 2, 'sign-out@example.com');
    const { refresh } = await sessionCookies(context);
    const refreshToken = (JSON.parse(decodeURIComponent(refresh!.value)) as { refresh_token: string }).refresh_token;
    // Not awaited in the page: the sign-out ends with a navigation, which would end the evaluation.
    await first!.evaluate(() => { void (globalThis as never as { app: { signOut(o: object): Promise<unknown> } }).app.signOut({ redirectUrl: '/' }); });
    await output(first!).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    await output(second!).filter({ hasText: 'signed out' }).waitFor({ timeout: 30_000 });
    expect(await sessionCookies(context)).toEqual({ refresh: undefined, access: undefined });
    const refreshed = await fetch(`${realBackend().url}/api/v1/auth/sessions/current/refresh`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', 'x-stack-access-type': 'client', 'x-stack-project-id': suite.project.projectId,
        'x-stack-publishable-client-key': suite.project.publishableClientKey, 'x-stack-refresh-token': refreshToken,
      },
      body: '{}',
    });
    expect(refreshed.status).toBe(401);
    expect(refreshed.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    await context.close();
  }, 180_000);

  describeRealNetworkAudit(() => suite, { minAuthorizeRequests: 0 });
});
