/**
 * Fault class B5 (issue 13) in real headless Chromium: React StrictMode (development build, so effects really mount,
 * unmount and mount again) around PortcullisProvider and useUser, mounted and unmounted repeatedly. An init script
 * instruments the page's timers before any script: setInterval/clearInterval, and setTimeout chains (a timer armed from
 * a timer's callback continues its chain, as the cookie poll re-arms itself every 100 ms), plus the cross-tab listeners
 * (cookieStore 'change', BroadcastChannel 'message'). Guarantees, with and without the Cookie Store API (without it the
 * token store polls): one refresh per mount with an expired access token (counted at the emulator), at most one poll
 * chain and one set of cross-tab listeners however many mounts (the app's own), active intervals after unmount = 0,
 * no recurring timer left by the React tree, uncaught = 0.
 */
import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEED, type RunningServer } from '../../emulator';
import { startTestServer, type TestServer } from '../support/node-test-server';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { describeNetworkAudit, type NetworkAudit } from './support/network-audit';
import { countRefreshesAtEmulator, countUncaught, expireAccessTokens, signUpInPage } from './support/fault-kit';

let emulator: RunningServer;
let page: StrictPage;
let browser: Browser;
let audit: NetworkAudit;

const RELOADS = 3;
const CYCLES_PER_PAGE = 4;
/** Watched after each mount and each unmount: one and a half poll periods. */
const SETTLE_MS = 150;

interface StrictPage {
  readonly origin: string;
  close(): Promise<void>;
}

const ENTRY = (apiUrl: string): string => `
import { createRoot } from 'react-dom/client';
import { StrictMode, Suspense, useEffect } from 'react';
import { createClientApp } from './composition/entry-browser';
import { PortcullisProvider, useUser } from './react-adapter';

const app = createClientApp({ projectId: ${JSON.stringify(SEED.demo.projectId)}, publishableClientKey: ${JSON.stringify(SEED.demo.publishableClientKey)}, baseUrl: ${JSON.stringify(apiUrl)} });
globalThis.app = app;
const effects = { mounts: 0, unmounts: 0 };
globalThis.effects = effects;

function Who() {
  const user = useUser();
  useEffect(() => { effects.mounts++; return () => { effects.unmounts++; }; }, []);
  return <p id="who">{user === null ? 'signed out' : 'signed in as ' + user.primaryEmail}</p>;
}

let root = null;
globalThis.mount = () => {
  root = createRoot(document.getElementById('root'));
  root.render(<StrictMode><PortcullisProvider app={app}><Suspense fallback={<p>Loading…</p>}><Who /></Suspense></PortcullisProvider></StrictMode>);
};
globalThis.unmount = () => { root?.unmount(); root = null; };
`;

async function serveStrictPage(apiUrl: string): Promise<StrictPage> {
  const bundled = await build({
    stdin: { contents: ENTRY(apiUrl), resolveDir: process.cwd(), loader: 'tsx', sourcefile: 'strict-page.tsx' },
    bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic', logLevel: 'silent',
    // The development build: StrictMode double-invokes effects only there.
    define: { 'process.env.NODE_ENV': '"development"' },
  });
  const script = bundled.outputFiles[0]!.text;
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>StrictMode</title></head>'
    + '<body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';
  const server: TestServer = await startTestServer(async (request) => new URL(request.url).pathname === '/app.js'
    ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
    : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return { origin: server.baseUrl.replace('127.0.0.1', 'localhost'), close: () => server.close() };
}

/** Runs in the page before its scripts: timers and cross-tab listeners, counted. */
function instrumentTimers(): void {
  interface Chain { armed: number }
  interface Live { kind: 'timeout' | 'interval'; delay: number; chain: Chain }
  const live = new Map<number, Live>();
  const listeners = { cookieStoreChange: 0, broadcastMessage: 0 };
  let current: Chain | null = null;
  const native = {
    setTimeout: globalThis.setTimeout.bind(globalThis), clearTimeout: globalThis.clearTimeout.bind(globalThis),
    setInterval: globalThis.setInterval.bind(globalThis), clearInterval: globalThis.clearInterval.bind(globalThis),
  };
  const wrap = (kind: Live['kind'], handler: TimerHandler, delay: number | undefined, args: unknown[]): number => {
    const chain: Chain = current ?? { armed: 0 };
    chain.armed++;
    const run = (): void => {
      if (kind === 'timeout') live.delete(id);
      const previous = current;
      current = chain;
      try {
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
      } finally {
        current = previous;
      }
    };
    const id = (kind === 'timeout' ? native.setTimeout : native.setInterval)(run, delay) as unknown as number;
    live.set(id, { kind, delay: delay ?? 0, chain });
    return id;
  };
  const clear = (id: number | undefined) => { if (id !== undefined) live.delete(id); };
  Object.assign(globalThis, {
    setTimeout: (handler: TimerHandler, delay?: number, ...args: unknown[]) => wrap('timeout', handler, delay, args),
    setInterval: (handler: TimerHandler, delay?: number, ...args: unknown[]) => wrap('interval', handler, delay, args),
    clearTimeout: (id?: number) => { clear(id); native.clearTimeout(id); },
    clearInterval: (id?: number) => { clear(id); native.clearInterval(id); },
  });
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const kindOf = (target: EventTarget, type: string): keyof typeof listeners | null => {
    if (type === 'change' && target === (globalThis as never as { cookieStore?: EventTarget }).cookieStore) return 'cookieStoreChange';
    if (type === 'message' && typeof BroadcastChannel === 'function' && target instanceof BroadcastChannel) return 'broadcastMessage';
    return null;
  };
  type Listener = EventListenerOrEventListenerObject | null;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: Listener, options?: boolean | AddEventListenerOptions) {
    const kind = kindOf(this, type);
    if (kind !== null) listeners[kind]++;
    add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: Listener, options?: boolean | EventListenerOptions) {
    const kind = kindOf(this, type);
    if (kind !== null) listeners[kind]--;
    remove.call(this, type, listener, options);
  };
  (globalThis as never as { __timers: () => unknown }).__timers = () => {
    const entries = [...live.values()];
    return {
      intervals: entries.filter((t) => t.kind === 'interval').length,
      // A chain is recurring once a timer was armed from its own callback (a poll); counted once per chain.
      recurringChains: new Set(entries.filter((t) => t.kind === 'timeout' && t.chain.armed > 1).map((t) => t.chain)).size,
      recurringDelays: entries.filter((t) => t.kind === 'timeout' && t.chain.armed > 1).map((t) => t.delay),
      pendingTimeouts: entries.filter((t) => t.kind === 'timeout' && t.chain.armed === 1).map((t) => t.delay),
      ...listeners,
    };
  };
}

interface TimerCensus {
  intervals: number;
  recurringChains: number;
  recurringDelays: number[];
  /** Delays of the one-shot timers still pending (cache removal timers and the like). */
  pendingTimeouts: number[];
  cookieStoreChange: number;
  broadcastMessage: number;
}

beforeAll(async () => {
  ({ emulator, page, browser, audit } = await startBrowserSuite((apiUrl) => serveStrictPage(apiUrl)));
}, 60_000);
afterAll(() => stopBrowserSuite({ emulator, page, browser }));

const who = (tab: Page) => tab.locator('#who');
const census = (tab: Page) => tab.evaluate(() => (globalThis as never as { __timers(): TimerCensus }).__timers());
const effects = (tab: Page) => tab.evaluate(() => ({ ...(globalThis as never as { effects: { mounts: number; unmounts: number } }).effects }));
const mount = (tab: Page) => tab.evaluate(() => (globalThis as never as { mount(): void }).mount());
const unmount = (tab: Page) => tab.evaluate(() => (globalThis as never as { unmount(): void }).unmount());

async function signedInPage(context: BrowserContext, email: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(page.origin);
  const ok = await signUpInPage(tab, email);
  expect(ok).toBe(true);
  return tab;
}

const figures: string[] = [];
afterAll(() => console.log(`B5 (React StrictMode, development build):\n  ${figures.join('\n  ')}`));

describe.each(['cookie change events', '100 ms poll'] as const)('%s', (watching) => {
  test(`${RELOADS} page loads × ${CYCLES_PER_PAGE} StrictMode mount/unmount cycles: 1 refresh per load, ≤ 1 poll chain, 0 intervals after unmount`, async () => {
    const context = await browser.newContext();
    await context.addInitScript(instrumentTimers);
    if (watching === '100 ms poll') {
      await context.addInitScript(() => Object.defineProperty(globalThis, 'cookieStore', { value: undefined, configurable: true }));
    }
    const uncaught = await countUncaught(context);
    const email = `strict-${watching.replace(/[^a-z0-9]+/g, '-')}@example.com`;
    const tab = await signedInPage(context, email);
    const expectedChains = watching === '100 ms poll' ? 1 : 0;
    const expectedListeners = { cookieStoreChange: watching === '100 ms poll' ? 0 : 1, broadcastMessage: 1 };
    let worstIntervalsAfterUnmount = 0;
    let worstChains = 0;
    for (let load = 0; load < RELOADS; load++) {
      await expireAccessTokens(emulator);
      const refreshes = await countRefreshesAtEmulator(emulator, 200);
      await tab.reload();
      const mountedStates: TimerCensus[] = [];
      const unmountedStates: TimerCensus[] = [];
      for (let cycle = 0; cycle < CYCLES_PER_PAGE; cycle++) {
        await mount(tab);
        await who(tab).filter({ hasText: `signed in as ${email}` }).waitFor({ timeout: 15_000 });
        await tab.waitForTimeout(SETTLE_MS);
        mountedStates.push(await census(tab));
        await unmount(tab);
        await tab.waitForTimeout(SETTLE_MS);
        unmountedStates.push(await census(tab));
      }
      const seen = await refreshes();
      const { mounts, unmounts } = await effects(tab);
      const states = [...mountedStates, ...unmountedStates];
      worstIntervalsAfterUnmount = Math.max(worstIntervalsAfterUnmount, ...unmountedStates.map((s) => s.intervals));
      worstChains = Math.max(worstChains, ...states.map((s) => s.recurringChains));
      const last = unmountedStates.at(-1)!;
      figures.push(`${watching}, load ${load}: effect mounts ${mounts} / unmounts ${unmounts}, refreshes ${seen}, `
        + `poll chains mounted ${mountedStates.map((s) => s.recurringChains).join('/')} unmounted ${unmountedStates.map((s) => s.recurringChains).join('/')} `
        + `(delays ${JSON.stringify(last.recurringDelays)}), intervals after unmount ${unmountedStates.map((s) => s.intervals).join('/')}, `
        + `listeners cookieStore ${last.cookieStoreChange} BroadcastChannel ${last.broadcastMessage}, one-shot timers pending after each unmount ${unmountedStates.map((st) => st.pendingTimeouts.length).join('/')} (last: ${JSON.stringify(last.pendingTimeouts)} ms)`);
      // StrictMode really double-mounted: every cycle's effect ran twice and was cleaned up twice.
      expect({ mounts, unmounts }).toEqual({ mounts: 2 * CYCLES_PER_PAGE, unmounts: 2 * CYCLES_PER_PAGE });
      expect(seen).toBe(1);
      // One-shot timers left behind (the cache's removal timers) do not pile up with the mounts.
      for (const state of unmountedStates) expect(state.pendingTimeouts.length).toBeLessThanOrEqual(unmountedStates[0]!.pendingTimeouts.length);
      for (const state of states) {
        expect(state.intervals).toBe(0);
        expect(state.recurringChains).toBe(expectedChains);
        expect(state.recurringDelays.every((d) => d === 100)).toBe(true);
        expect({ cookieStoreChange: state.cookieStoreChange, broadcastMessage: state.broadcastMessage }).toEqual(expectedListeners);
      }
    }
    const errors = await uncaught.total();
    figures.push(`${watching}: FIGURE B5.active_intervals_after_unmount ${worstIntervalsAfterUnmount}; B5.poll_chains_max ${worstChains}; uncaught ${errors}`);
    expect(errors).toBe(0);
    await context.close();
  }, 60_000);
});

describeNetworkAudit(() => ({ audit, pageOrigin: page.origin, emulator }));
