// AsyncCache on the fake clock: batching, concurrency 1 + 300 ms throttle, removal at 5 s, invalidation, errors as state, stable snapshots.
import { FakeClockAdapter } from '../../../../adapters/clock/fake-clock.adapter';
import { AsyncCache } from '../../../../application/core/cache/async-cache';
import { CacheEntryRemovedError } from '../../../../application/core/cache/cache-entry-removed-error';
import { PENDING, type CacheSnapshot } from '../../../../application/core/cache/cache-snapshot';
import { ScriptedFetcher, uniqueKey } from './scripted-fetcher';

const T0 = 1_700_000_000_000;

function setup(durationMs = 0, answer: ((key: readonly [string], n: number) => string) | null = (key, n) => `${key[0]}#${n}`) {
  const clock = new FakeClockAdapter(T0);
  const fetcher = new ScriptedFetcher<readonly [string], string>(clock, answer, durationMs);
  const cache = new AsyncCache<readonly [string], string>(clock, fetcher.fetch);
  /** Lets promise jobs run and fires timers due within `ms`. */
  const tick = (ms = 0): Promise<void> => clock.advanceAsync(ms);
  return { clock, fetcher, cache, tick };
}

const valueOf = (s: CacheSnapshot<string>): string | undefined => (s.status === 'success' ? s.value : undefined);

describe('AsyncCache: batching and rate limiting', () => {
  it('N concurrent get() calls share one fetch', async () => {
    const { fetcher, cache, tick } = setup(50);
    const key = uniqueKey();
    const results = Promise.all(Array.from({ length: 7 }, () => cache.get(key)));
    await tick(50);
    expect(await results).toEqual(Array(7).fill(`${key[0]}#1`));
    expect(fetcher.calls).toHaveLength(1);
  });

  it('a get() during a fetch in flight waits for it (concurrency 1), then the 300 ms throttle', async () => {
    const { clock, fetcher, cache, tick } = setup(50);
    const key = uniqueKey();
    const first = cache.get(key);
    await tick(10);
    const second = cache.get(key);
    const third = cache.get(key);
    await tick(40);
    expect(await first).toBe(`${key[0]}#1`);
    expect(fetcher.calls).toHaveLength(1);
    await clock.runAllAsync();
    expect([await second, await third]).toEqual([`${key[0]}#2`, `${key[0]}#2`]);
    expect(fetcher.calls.map((c) => c.startedAt - T0)).toEqual([0, 300]);
  });

  it('never starts a fetch before the previous one settled, even when it outlasts the throttle', async () => {
    const { clock, fetcher, cache, tick } = setup(1000);
    const key = uniqueKey();
    void cache.get(key);
    await tick(1);
    void cache.get(key);
    await clock.runAllAsync();
    expect(fetcher.calls.map((c) => [c.startedAt - T0, c.settledAt! - T0])).toEqual([
      [0, 1000],
      [1000, 2000],
    ]);
  });

  it('callers during the throttle wait join the queued fetch; a call after the throttle starts at once', async () => {
    const { clock, fetcher, cache, tick } = setup(10);
    const key = uniqueKey();
    void cache.get(key);
    await tick(100);
    void cache.get(key);
    await tick(100);
    void cache.get(key);
    await tick(200);
    await tick(1000);
    void cache.get(key);
    await clock.runAllAsync();
    expect(fetcher.calls.map((c) => c.startedAt - T0)).toEqual([0, 300, 1400]);
  });

  it('different keys are not throttled against each other', async () => {
    const { fetcher, cache, tick } = setup(10);
    void cache.get(uniqueKey());
    void cache.get(uniqueKey());
    await tick(0);
    expect(fetcher.calls.map((c) => c.startedAt - T0)).toEqual([0, 0]);
  });
});

describe('AsyncCache: removal', () => {
  it('drops an entry exactly 5 s after its last subscriber left, not before', async () => {
    const { cache, tick } = setup(0);
    const key = uniqueKey();
    const off = cache.subscribe(key, () => undefined);
    await tick(0);
    await tick(20_000);
    expect(cache.has(key)).toBe(true);
    off();
    await tick(4999);
    expect(cache.has(key)).toBe(true);
    await tick(1);
    expect(cache.has(key)).toBe(false);
  });

  it('a re-subscribe within 5 s cancels the removal and reuses the value without fetching', async () => {
    const { fetcher, cache, tick } = setup(0);
    const key = uniqueKey();
    cache.subscribe(key, () => undefined)();
    await tick(0);
    await tick(4000);
    const listener = jest.fn();
    cache.subscribe(key, listener);
    await tick(60_000);
    expect(cache.has(key)).toBe(true);
    expect(valueOf(cache.peek(key))).toBe(`${key[0]}#1`);
    expect(fetcher.calls).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('an entry only ever written by get() is dropped 5 s after the write', async () => {
    const { cache, tick } = setup(200);
    const key = uniqueKey();
    void cache.get(key);
    await tick(200);
    await tick(4999);
    expect(cache.has(key)).toBe(true);
    await tick(1);
    expect(cache.has(key)).toBe(false);
  });

  it('a fetch outlasting 5 s keeps the entry until 5 s after it settled', async () => {
    const { cache, tick } = setup(8000);
    const key = uniqueKey();
    const pending = cache.get(key);
    await tick(7999);
    expect(cache.has(key)).toBe(true);
    await tick(1);
    await pending;
    await tick(4999);
    expect(cache.has(key)).toBe(true);
    await tick(1);
    expect(cache.has(key)).toBe(false);
  });

  it('remove() rejects waiting callers with CacheEntryRemovedError and ignores the late answer', async () => {
    const { fetcher, cache, tick } = setup(0, null);
    const key = uniqueKey();
    const waiting = cache.get(key);
    await tick(0);
    cache.remove(key);
    fetcher.last().resolve('late');
    await expect(waiting).rejects.toBeInstanceOf(CacheEntryRemovedError);
    expect(cache.has(key)).toBe(false);
    expect(cache.peek(key)).toBe(PENDING);
  });
});

describe('AsyncCache: read-write strategy and invalidation', () => {
  it('read() serves the cache and fetches only when missing', async () => {
    const { fetcher, cache, tick } = setup(0);
    const key = uniqueKey();
    expect(cache.read(key)).toBe(PENDING);
    await tick(0);
    const first = cache.read(key);
    expect(valueOf(first)).toBe(`${key[0]}#1`);
    await tick(1000);
    expect(cache.read(key)).toBe(first);
    expect(fetcher.calls).toHaveLength(1);
  });

  it('invalidate refetches entries with subscribers and only marks the others stale', async () => {
    const { fetcher, cache, tick } = setup(0);
    const watched = uniqueKey();
    const unwatched = uniqueKey();
    cache.subscribe(watched, () => undefined);
    void cache.get(unwatched);
    await tick(0);
    expect(fetcher.calls).toHaveLength(2);
    await tick(1000);
    cache.invalidate(() => true);
    await tick(0);
    expect(fetcher.calls.map((c) => c.key[0])).toEqual([watched[0], unwatched[0], watched[0]]);
    cache.read(unwatched);
    await tick(0);
    expect(fetcher.calls.map((c) => c.key[0])).toEqual([watched[0], unwatched[0], watched[0], unwatched[0]]);
  });

  it('an invalidation during a fetch keeps the unobserved entry stale: the next read refetches', async () => {
    const { fetcher, cache, tick } = setup(0, null);
    const key = uniqueKey();
    void cache.get(key);
    await tick(0);
    cache.invalidate(key);
    fetcher.last().resolve('before-mutation');
    await tick(1000);
    expect(valueOf(cache.read(key))).toBe('before-mutation');
    await tick(0);
    expect(fetcher.calls).toHaveLength(2);
  });

  it('set() is seen at once and wins over a fetch that started before it', async () => {
    const { fetcher, cache, tick } = setup(0, null);
    const key = uniqueKey();
    const listener = jest.fn();
    cache.subscribe(key, listener);
    await tick(0);
    cache.set(key, 'optimistic');
    fetcher.last().resolve('old');
    await tick(0);
    expect(valueOf(cache.peek(key))).toBe('optimistic');
    expect(listener.mock.calls.map(([s]) => valueOf(s))).toEqual(['optimistic']);
  });

  it('refresh() refetches an existing entry and never rejects; a missing key fetches nothing', async () => {
    const { fetcher, cache, tick } = setup(0, null);
    const key = uniqueKey();
    await cache.refresh(key);
    expect(fetcher.calls).toHaveLength(0);
    cache.set(key, 'v1');
    const refreshed = cache.refresh(key);
    await tick(0);
    fetcher.last().reject(new Error('down'));
    await expect(refreshed).resolves.toBeUndefined();
    expect(cache.peek(key)).toMatchObject({ status: 'error', error: new Error('down') });
  });

  it('keys are serialised stably: object key order does not matter', async () => {
    const clock = new FakeClockAdapter(T0);
    const fetcher = new ScriptedFetcher<readonly [string, { a: number; b: number }], string>(clock, () => 'v');
    const cache = new AsyncCache<readonly [string, { a: number; b: number }], string>(clock, fetcher.fetch);
    void cache.get(['x', { a: 1, b: 2 }]);
    void cache.get(['x', { b: 2, a: 1 }]);
    await clock.advanceAsync(0);
    expect(fetcher.calls).toHaveLength(1);
    expect(cache.size).toBe(1);
  });
});

describe('AsyncCache: states and snapshots', () => {
  it('errors are entry state: subscribers see them, get() rejects, nothing goes unhandled', async () => {
    const { fetcher, cache, tick } = setup(0, null);
    const key = uniqueKey();
    const seen: CacheSnapshot<string>[] = [];
    cache.subscribe(key, (s) => seen.push(s));
    const caller = cache.get(key);
    await tick(0);
    fetcher.last().reject(new Error('nope'));
    await expect(caller).rejects.toThrow('nope');
    expect(seen).toEqual([{ status: 'error', error: new Error('nope'), updatedAt: T0 }]);
    expect(fetcher.calls).toHaveLength(1);
  });

  it('a subscriber sees each state change exactly once, and snapshots are stable between changes', async () => {
    const { clock, fetcher, cache, tick } = setup(0, null);
    const key = uniqueKey();
    expect(cache.peek(key)).toBe(PENDING);
    const seen: CacheSnapshot<string>[] = [];
    cache.subscribe(key, (s) => seen.push(s));
    expect(cache.peek(key)).toBe(PENDING);
    await tick(0);
    fetcher.last().resolve('v1');
    await tick(0);
    const afterFirst = cache.peek(key);
    expect(cache.peek(key)).toBe(afterFirst);
    expect(cache.read(key)).toBe(afterFirst);
    await tick(500);
    cache.invalidate(key);
    await tick(0);
    expect(cache.peek(key)).toBe(afterFirst);
    fetcher.last().resolve('v2');
    await tick(0);
    expect(seen.map(valueOf)).toEqual(['v1', 'v2']);
    expect(seen[0]).toBe(afterFirst);
    expect(seen[1]).toBe(cache.peek(key));
    expect(seen[1]).toMatchObject({ updatedAt: clock.now() });
  });
});
