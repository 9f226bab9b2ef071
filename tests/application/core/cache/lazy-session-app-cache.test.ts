// LazySessionAppCache (the client apps' AppCache): the session-keyed cache is loaded on first read or subscription;
// before that nothing is cached, and a failed load gives a NetworkError (a rejected read, an error snapshot), never a hang.
import { NetworkError } from '../../../../domain/errors/network-error';
import type { LazySessionAppCache as LazyCache } from '../../../../application/core/cache/lazy-session-app-cache';
import { PENDING, type CacheSnapshot } from '../../../../application/core/cache/cache-snapshot';
import { sessionFixture } from '../session/session-fixture';

function setup(Cache: typeof LazyCache) {
  const fixture = sessionFixture();
  const cache = new Cache(fixture.manager, fixture.store, fixture.clock);
  let calls = 0;
  const load = (value: string) => async (): Promise<string> => `${value}#${++calls}`;
  return { ...fixture, cache, load, calls: () => calls };
}

const valueOf = (s: CacheSnapshot<string>): string | undefined => (s.status === 'success' ? s.value : undefined);

describe('LazySessionAppCache', () => {
  it('reads, observes and invalidates through the session cache once loaded; peek() is PENDING before', async () => {
    const { LazySessionAppCache } = await import('../../../../application/core/cache/lazy-session-app-cache');
    const { cache, load, clock, manager } = setup(LazySessionAppCache);
    expect(cache.peek(['users', 'me'])).toBe(PENDING);
    cache.invalidate(['users']);
    const seen: (string | undefined)[] = [];
    const off = cache.subscribe(['teams', 'me'], load('teams'), (s) => seen.push(valueOf(s)));
    expect(await cache.read(['users', 'me'], load('ann'))).toMatch(/^ann#/);
    await clock.advanceAsync(0);
    expect(valueOf(cache.peek(['users', 'me']))).toMatch(/^ann#/);
    expect(seen).toEqual([expect.stringMatching(/^teams#/)]);
    manager.signIn({ refreshToken: 'rt-B', accessToken: null });
    expect(cache.peek(['users', 'me'])).toBe(PENDING);
    off();
    cache.dispose();
  });

  it('a failed load rejects the read with a NetworkError and gives subscribers an error snapshot; the next use retries', async () => {
    let failing = true;
    jest.resetModules();
    jest.doMock('../../../../application/core/cache/session-app-cache', () => {
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return jest.requireActual('../../../../application/core/cache/session-app-cache');
    });
    const { LazySessionAppCache } = await import('../../../../application/core/cache/lazy-session-app-cache');
    const { NetworkError: IsolatedNetworkError } = await import('../../../../domain/errors/network-error');
    const { cache, load } = setup(LazySessionAppCache);
    const snapshots: CacheSnapshot<string>[] = [];
    cache.subscribe(['users', 'me'], load('ann'), (s) => snapshots.push(s));
    await expect(cache.read(['users', 'me'], load('ann'))).rejects.toBeInstanceOf(IsolatedNetworkError);
    expect(snapshots.map((s) => s.status)).toEqual(['error']);
    expect(NetworkError.isInstance(snapshots[0]!.status === 'error' ? snapshots[0]!.error : null)).toBe(true);
    failing = false;
    expect(await cache.read(['users', 'me'], load('ann'))).toMatch(/^ann#/);
    cache.dispose();
    jest.dontMock('../../../../application/core/cache/session-app-cache');
  });

  // The stuck Suspense fallback of issue 22 (a signed-out first page): a subscription made while the cache code loads can
  // attach after another subscriber's fetch settled the entry (a signed-out getUser needs no request, so it settles within
  // a few microtasks); the cache reports only later changes, so that subscriber must be told the settled value on attach.
  it('a subscription made while the code loads hears a value another subscriber settled before it attached', async () => {
    const { LazySessionAppCache } = await import('../../../../application/core/cache/lazy-session-app-cache');
    const missed: number[] = [];
    for (let delay = 0; delay <= 12; delay += 1) {
      const { cache } = setup(LazySessionAppCache);
      const offA = cache.subscribe(['users', 'me'], async () => null, () => undefined);
      for (let i = 0; i < delay; i += 1) await Promise.resolve();
      const heard: CacheSnapshot<null>[] = [];
      const offB = cache.subscribe(['users', 'me'], async () => null, (s) => heard.push(s));
      // As Observable.ready() does: what peek says right after subscribing, then what the listener hears.
      heard.push(cache.peek(['users', 'me']));
      for (let i = 0; i < 50; i += 1) await Promise.resolve();
      if (!heard.some((s) => s.status === 'success')) missed.push(delay);
      offA();
      offB();
      cache.dispose();
    }
    expect(missed).toEqual([]);
  });
});
