/**
 * Fault class C2 (issue 13) in real headless Chromium: two or three tabs of one app with an expired access token
 * refresh at the same moment while the emulator rotates refresh tokens with strict reuse detection (RFC 9700 §4.14.2,
 * no grace: any reuse of a retired refresh token revokes the whole family). Guarantee: nobody is logged out, family
 * revocations = 0 — one tab refreshes under the Web Lock, the others adopt the newer cookie. Measured at the emulator
 * (refresh requests, family revocations, the live session's refresh token against the cookie jar) over seeded rounds.
 * The control: the same load without Web Locks revokes the family, so the oracle can see a failure.
 */
import type { Browser, Page } from 'playwright-core';
import { type RunningServer } from '../../emulator';
import { Prng } from '../../bench/faults/prng';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { serveTestPage, type TestPage } from './support/test-page';
import {
  SESSION_PAGE_SCRIPT, countRefreshesAtEmulator, countUncaught, emulatorControl, expireAccessTokens, liveSessionsOf, refreshTokenInJar,
  signedInTabs,
} from './support/fault-kit';

let emulator: RunningServer;
let page: TestPage;
let browser: Browser;
let audit: NetworkAudit;

const ROUNDS = 10;
const SEED = 13;


beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveTestPage(apiUrl, SESSION_PAGE_SCRIPT)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

const output = (tab: Page) => tab.locator('output');

const rotation = async () => await emulatorControl(emulator, '/emulator/rotation', 'GET') as { enabled: boolean; family_revocations: number };


const touch = (tab: Page, label: string) => tab.evaluate((l) => (globalThis as never as { touch(l: string): Promise<string> }).touch(l), label);
const userOf = (tab: Page) => tab.evaluate(async () => {
  const user = await (globalThis as never as { app: { getUser(): Promise<{ primaryEmail: string } | null> } }).app.getUser();
  return user?.primaryEmail ?? null;
});
const signedOutEvents = (tab: Page) => tab.evaluate(() => (globalThis as never as { sessionEvents: string[] }).sessionEvents
  .filter((type) => type === 'signedOut' || type === 'invalidated').length);

test(`${ROUNDS} seeded rounds: 2–3 tabs refresh at once under rotation + strict reuse detection; no refresh token refreshed twice (0 family revocations), nobody logged out`, async () => {
  const prng = new Prng(SEED);
  await emulatorControl(emulator, '/emulator/rotation', 'POST', { enabled: true, reuse_grace_ms: 0 });
  const context = await browser.newContext();
  const uncaught = await countUncaught(context);
  const email = 'rotation-tabs@example.com';
  const tabs = await signedInTabs(page.origin, context, 3, email);
  let previous = await refreshTokenInJar(context);
  const figures: string[] = [];
  let lost = 0;
  let refreshesOverOne = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const count = prng.int(2, 3);
    const mode = prng.pick(['reload', 'in-place'] as const);
    const delayMs = prng.pick([0, 200, 800]);
    const racing = tabs.slice(0, count);
    await expireAccessTokens(emulator);
    const refreshes = await countRefreshesAtEmulator(emulator, delayMs);
    if (mode === 'reload') {
      await Promise.all(racing.map((tab) => tab.reload()));
      for (const tab of racing) await output(tab).filter({ hasText: `signed in as ${email}` }).waitFor({ timeout: 15_000 });
    } else {
      expect(await Promise.all(racing.map((tab, i) => touch(tab, `round ${round} tab ${i}`)))).toEqual(racing.map(() => 'ok'));
    }
    const seen = await refreshes();
    // Every tab, racing or not, still has the user; the cookie jar holds the emulator's current refresh token.
    const users = await Promise.all(tabs.map(userOf));
    const sessions = liveSessionsOf(emulator, email);
    const inJar = await refreshTokenInJar(context);
    const roundLost = users.filter((u) => u !== email).length + (sessions.length === 1 && sessions[0]!.refreshToken === inJar ? 0 : 1);
    lost += roundLost;
    expect(seen).toBeGreaterThanOrEqual(1);
    if (seen !== 1) refreshesOverOne++;
    expect(inJar).not.toBe(previous); // the refresh token really rotated this round
    previous = inJar;
    figures.push(`round ${round}: ${count} tabs, ${mode}, delay ${delayMs} ms → refreshes ${seen}, lost ${roundLost}`);
  }
  const { family_revocations: revocations, enabled } = await rotation();
  const silentSignOuts = (await Promise.all(tabs.map(signedOutEvents))).reduce((a, b) => a + b, 0);
  console.log(`C2 (Web Locks, rotation + strict reuse detection):\n  ${figures.join('\n  ')}\n`
    + `  FIGURE C2.lost ${lost}; C2.family_revocations ${revocations}; C2.rounds_with_refreshes≠1 ${refreshesOverOne}; `
    + `signed-out events ${silentSignOuts}; uncaught ${await uncaught.total()}`);
  expect(enabled).toBe(true);
  expect(lost).toBe(0);
  expect(revocations).toBe(0);
  // Refreshes per token generation = 1 is what revocations = 0 proves: under strict reuse detection a refresh token
  // sent twice revokes its family. A second, sequential refresh in a round (the successor refreshed again) costs a
  // request and loses nothing, so it is printed as rounds_with_refreshes≠1 rather than failed. Its one known cause, a
  // tab reading another tab's rotation half-written (new refresh cookie, old access cookie) and then refreshing the
  // successor, is fixed in the session engine (tests/application/session/session-manager.tabs.test.ts): under CPU load
  // it was 4 rounds in 270 before the fix, 0 in 330 after.
  expect(silentSignOuts).toBe(0);
  expect(await uncaught.total()).toBe(0);
  await context.close();
}, 60_000);

test('control: the same race without Web Locks and BroadcastChannel revokes the family (the oracle sees a failure)', async () => {
  // The control needs the tabs' refreshes to overlap; a reload on a loaded CI machine can land after the other tab's
  // answer (then it adopts the newer cookie and nothing is revoked), so the race is run up to 5 times, 2 s answer delay.
  let revokedInAttempt = -1;
  for (let attempt = 0; attempt < 5 && revokedInAttempt < 0; attempt++) {
    await emulatorControl(emulator, '/emulator/rotation', 'POST', { enabled: true, reuse_grace_ms: 0 });
    const before = (await rotation()).family_revocations;
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
      Object.defineProperty(globalThis, 'BroadcastChannel', { value: undefined, configurable: true });
    });
    const email = `rotation-no-locks-${attempt}@example.com`;
    const tabs = await signedInTabs(page.origin, context, 3, email);
    await expireAccessTokens(emulator);
    const refreshes = await countRefreshesAtEmulator(emulator, 2_000);
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) await output(tab).filter({ hasText: /signed (in|out)/ }).waitFor({ timeout: 15_000 });
    if ((await rotation()).family_revocations > before) {
      revokedInAttempt = attempt;
      expect(await refreshes()).toBeGreaterThan(1);
      expect(liveSessionsOf(emulator, email)).toEqual([]);
    }
    await context.close();
    await emulatorControl(emulator, '/emulator/rotation', 'POST', { enabled: false });
  }
  console.log(`C2 control (no Web Locks): family revoked in attempt ${revokedInAttempt + 1} of at most 5`);
  expect(revokedInAttempt).toBeGreaterThanOrEqual(0);
}, 150_000);

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
