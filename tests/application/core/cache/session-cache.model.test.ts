// Model test: random sequences of get/subscribe/unsubscribe/invalidate/advance/sign-in/sign-out against the invariants of the session-keyed cache.
import fc from 'fast-check';
import type { CacheSnapshot } from '../../../../application/core/cache/cache-snapshot';
import { SessionScopedCache } from '../../../../application/core/cache/session-cache';
import { SessionKey } from '../../../../application/core/cache/session-key';
import { sessionFixture } from '../session/session-fixture';
import { ScriptedFetcher } from './scripted-fetcher';

const KEYS = ['user', 'teams', 'channels'] as const;
const GC_MS = 5000;
const THROTTLE_MS = 300;

type Command =
  | { readonly kind: 'get'; readonly k: number }
  | { readonly kind: 'subscribe'; readonly k: number }
  | { readonly kind: 'unsubscribe'; readonly i: number }
  | { readonly kind: 'invalidate'; readonly k: number | null }
  | { readonly kind: 'advance'; readonly ms: number }
  | { readonly kind: 'signIn' }
  | { readonly kind: 'signOut' };

const keyIndex = fc.integer({ min: 0, max: KEYS.length - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('get' as const), k: keyIndex }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('subscribe' as const), k: keyIndex }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('unsubscribe' as const), i: fc.nat(5) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('invalidate' as const), k: fc.option(keyIndex) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 4000, max: 7000 })) }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'signIn' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'signOut' as const }), weight: 1 },
);

interface Figures {
  runs: number;
  commands: number;
  fetches: number;
  maxInFlightPerKey: number;
  sessionChanges: number;
  lateAnswersDiscarded: number;
  removalsObserved: number;
}
const figures: Figures = { runs: 0, commands: 0, fetches: 0, maxInFlightPerKey: 0, sessionChanges: 0, lateAnswersDiscarded: 0, removalsObserved: 0 };

/** One run: the fetcher answers `<session>|<key>|<n>` after `durationMs`, so every value names the session it was fetched for. */
async function runScenario(commands: readonly Command[], durationMs: number): Promise<void> {
  const { clock, manager, store } = sessionFixture();
  const sessionKey = new SessionKey(manager, store);
  const violations: string[] = [];
  const inFlight = new Map<string, number>();
  const fetcher = new ScriptedFetcher<readonly [string], string>(clock);
  const fetch = (key: readonly [string]): Promise<string> => {
    const session = sessionKey.getSnapshot();
    const id = `${session}|${key[0]}`;
    const now = (inFlight.get(id) ?? 0) + 1;
    inFlight.set(id, now);
    figures.maxInFlightPerKey = Math.max(figures.maxInFlightPerKey, now);
    if (now > 1) violations.push(`${now} fetches in flight for ${id}`);
    figures.fetches++;
    const answer = fetcher.fetch(key);
    const call = fetcher.last();
    clock.setTimeout(() => {
      inFlight.set(id, (inFlight.get(id) ?? 1) - 1);
      if (session !== sessionKey.getSnapshot()) figures.lateAnswersDiscarded++;
      call.resolve(`${id}|${fetcher.calls.length}`);
    }, durationMs);
    return answer;
  };
  const cache = new SessionScopedCache<readonly [string], string>(clock, sessionKey, fetch);

  const sessionOf = (value: string): string => value.split('|')[0]!;
  const subs: { k: number; off: () => void }[] = [];
  const subscribers = (k: number): number => subs.filter((s) => s.k === k).length;
  const lastTouched = new Map<number, number>();
  const touch = (k: number): void => void lastTouched.set(k, clock.now());
  const check = (where: string, s: CacheSnapshot<string>): void => {
    if (s.status === 'success' && sessionOf(s.value) !== sessionKey.getSnapshot()) violations.push(`${where}: ${s.value} seen under ${sessionKey.getSnapshot()}`);
  };
  let refreshTokens = 0;
  const present = new Set<number>();

  const apply = async (c: Command): Promise<void> => {
    switch (c.kind) {
      case 'get': {
        touch(c.k);
        const askedUnder = sessionKey.getSnapshot();
        cache.get([KEYS[c.k]!]).then(
          (value) => {
            if (sessionOf(value) !== askedUnder || askedUnder !== sessionKey.getSnapshot()) violations.push(`get() gave ${value} under ${sessionKey.getSnapshot()}`);
          },
          () => undefined,
        );
        return;
      }
      case 'subscribe':
        touch(c.k);
        subs.push({ k: c.k, off: cache.subscribe([KEYS[c.k]!], (s) => check(`listener of ${KEYS[c.k]!}`, s)) });
        return;
      case 'unsubscribe': {
        const [sub] = subs.splice(c.i % Math.max(1, subs.length), 1);
        sub?.off();
        if (sub !== undefined) touch(sub.k);
        return;
      }
      case 'invalidate':
        cache.invalidate(c.k === null ? () => true : [KEYS[c.k]!]);
        return;
      case 'advance':
        await clock.advanceAsync(c.ms);
        return;
      case 'signIn':
        figures.sessionChanges++;
        manager.signIn({ refreshToken: `rt-${++refreshTokens}`, accessToken: null });
        return;
      case 'signOut':
        if (manager.isSignedIn()) figures.sessionChanges++;
        manager.invalidate();
        return;
    }
  };

  const checkInvariants = (): void => {
    KEYS.forEach((name, k) => {
      check(`peek(${name})`, cache.peek([name]));
      const id = `${sessionKey.getSnapshot()}|${name}`;
      const settleTimes = fetcher.calls.filter((call) => call.key[0] === name && call.settledAt !== null).map((call) => call.settledAt!);
      const idleSince = Math.max(lastTouched.get(k) ?? -Infinity, ...settleTimes);
      const has = cache.has([name]);
      if (present.has(k) && !has) figures.removalsObserved++;
      if (has) present.add(k);
      else present.delete(k);
      const overdue = clock.now() - idleSince > GC_MS + THROTTLE_MS;
      if (has && subscribers(k) === 0 && (inFlight.get(id) ?? 0) === 0 && overdue) violations.push(`${name} unobserved and idle since ${idleSince}, still cached at ${clock.now()}`);
    });
  };

  for (const c of commands) {
    await apply(c);
    await clock.advanceAsync(0);
    checkInvariants();
    figures.commands++;
  }
  // Quiescence: with nobody subscribed, everything goes within throttle + two fetches + 5 s.
  subs.splice(0).forEach((s) => s.off());
  await clock.advanceAsync(THROTTLE_MS + 2 * durationMs + GC_MS + 1);
  if (cache.size !== 0) violations.push(`${cache.size} entries left after quiescence`);
  figures.runs++;
  expect(violations).toEqual([]);
}

describe('SessionScopedCache model', () => {
  afterAll(() => {
    console.log(`cache model figures: ${JSON.stringify(figures)}`);
  });

  it('holds its invariants over random command sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 1500 }), runScenario),
      { numRuns: 300 },
    );
  });
});
