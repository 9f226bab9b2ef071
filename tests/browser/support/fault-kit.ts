/**
 * What the browser tab and fault suites (tabs; issue 13: B5, C2, F1, F2, F3) share: pages signed in together, the emulator's dev controls over HTTP, a refresh
 * counter at the emulator, the emulator's clock moved past every access token, and an uncaught-error counter per page
 * (Playwright's `pageerror` plus the page's own `error` / `unhandledrejection` listeners, installed before any script).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { SEED, type RunningServer } from '../../../emulator';

export const PASSWORD = 'correct horse battery staple';

/**
 * The page script of the cookie and tab suites: renders the user into <output>, records every session event, and
 * offers touch(label) — an authenticated write from a live page (no reload): an expired token is found out by a 401.
 */
export const SESSION_PAGE_SCRIPT = `
globalThis.app = app;
globalThis.sessionEvents = [];
app.onSessionChange((event) => { globalThis.sessionEvents.push(event.type); void render(); });
async function render() {
  const user = await app.getUser();
  output.textContent = user === null ? 'signed out' : 'signed in as ' + user.primaryEmail;
}
globalThis.touch = async (label) => {
  const user = await app.getUser();
  if (user === null) return 'signed out';
  const result = await user.update({ clientMetadata: { touched: label } });
  return result.ok ? 'ok' : 'error: ' + result.error.code;
};
await render();
`;

/** Signs up (password, no redirect) through the page's own `app`; true when the service answered ok. */
export const signUpInPage = (tab: Page, email: string): Promise<boolean> => tab.evaluate(async ([e, p]) => {
  const app = (globalThis as never as { app: { signUpWithPassword(i: object): Promise<{ ok: boolean }> } }).app;
  return (await app.signUpWithPassword({ email: e, password: p, noRedirect: true })).ok;
}, [email, PASSWORD] as const);

/** A context with `count` pages of the app at `origin`, signed in as a new user through the first page. */
export async function signedInTabs(origin: string, context: BrowserContext, count: number, email: string): Promise<Page[]> {
  const output = (tab: Page) => tab.locator('output');
  const first = await context.newPage();
  await first.goto(origin);
  await output(first).filter({ hasText: 'signed out' }).waitFor();
  if (!(await signUpInPage(first, email))) throw new Error(`sign-up of ${email} failed in the page`);
  await output(first).filter({ hasText: `signed in as ${email}` }).waitFor({ timeout: 15_000 });
  const tabs = [first];
  for (let i = 1; i < count; i++) {
    const tab = await context.newPage();
    await tab.goto(origin);
    await output(tab).filter({ hasText: `signed in as ${email}` }).waitFor();
    tabs.push(tab);
  }
  return tabs;
}

export async function emulatorControl(emulator: RunningServer, path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulator.url}${path}`, {
    method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/**
 * Refresh requests the emulator handled from now on: a delay fault on the token route counts down once per request it
 * sees (`delayMs` 0 keeps them fast; a longer one makes every page ask while the first refresh is in flight).
 * Calling the returned function reads the count and clears the faults.
 */
export async function countRefreshesAtEmulator(emulator: RunningServer, delayMs: number): Promise<() => Promise<number>> {
  const times = 1_000;
  await emulatorControl(emulator, '/emulator/faults', 'DELETE');
  await emulatorControl(emulator, '/emulator/faults', 'POST', { method: 'POST', path: '/auth/oauth/token', times, fault: { kind: 'delay', ms: delayMs } });
  return async () => {
    const { faults } = await emulatorControl(emulator, '/emulator/faults', 'GET') as { faults: Array<{ times?: number; fault: { kind: string } }> };
    await emulatorControl(emulator, '/emulator/faults', 'DELETE');
    return times - (faults.find((f) => f.fault.kind === 'delay')?.times ?? 0);
  };
}

/** The emulator moves 11 minutes ahead: every access token the pages hold is now expired there (lifetime 10 min). */
export const expireAccessTokens = (emulator: RunningServer): Promise<unknown> =>
  emulatorControl(emulator, '/emulator/time', 'POST', { advance_ms: 11 * 60_000 });

/** The sessions (refresh-token families) the emulator still holds for a user, by email. */
export function liveSessionsOf(emulator: RunningServer, email: string): Array<{ id: string; refreshToken: string }> {
  const { state } = emulator.emulator;
  const channel = Object.values(state.contactChannels).find((c) => c.value === email && c.isPrimary);
  if (channel === undefined) return [];
  return Object.values(state.sessions).filter((s) => s.userId === channel.userId).map((s) => ({ id: s.id, refreshToken: s.refreshToken }));
}

/** The refresh token the context's default refresh cookie holds (http page: no `__Host-` prefix), or null. */
export async function refreshTokenInJar(context: BrowserContext): Promise<string | null> {
  const name = `stack-refresh-${SEED.demo.projectId}--default`;
  const cookie = (await context.cookies()).find((c) => c.name === name);
  if (cookie === undefined) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { refresh_token: string }).refresh_token;
}

/** Counts uncaught errors and unhandled rejections of every page of the context, from before its first script. */
export async function countUncaught(context: BrowserContext): Promise<{ total(): Promise<number>; messages: string[] }> {
  const messages: string[] = [];
  const pages: Page[] = [];
  await context.addInitScript(() => {
    const seen = { count: 0 };
    (globalThis as never as { __uncaught: typeof seen }).__uncaught = seen;
    addEventListener('error', () => { seen.count++; });
    addEventListener('unhandledrejection', () => { seen.count++; });
  });
  const watch = (page: Page): void => {
    pages.push(page);
    page.on('pageerror', (error) => messages.push(error.message));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    messages,
    // Page-side counts of pages still open (a reload starts a new count; pageerror keeps counting across reloads).
    async total() {
      let inPage = 0;
      for (const page of pages.filter((p) => !p.isClosed())) {
        inPage += await page.evaluate(() => (globalThis as never as { __uncaught?: { count: number } }).__uncaught?.count ?? 0);
      }
      return Math.max(inPage, messages.length);
    },
  };
}
