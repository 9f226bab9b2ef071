// SessionAppCache (the AppCache seam over SessionScopedCache) with the real SessionManager on a fake clock: write-only reads, prefix invalidation of observed entries, session scoping, dispose.
import { PENDING, type CacheSnapshot } from '../../../../application/core/cache/cache-snapshot';
import { SessionAppCache } from '../../../../application/core/cache/session-app-cache';
import { InternalAssertionError } from '../../../../domain/errors/internal-assertion-error';
import { PassThroughCache } from '../../../../application/core/cache/app-cache';
import { sessionFixture } from '../session/session-fixture';

function setup() {
  const fixture = sessionFixture();
  const cache = new SessionAppCache(fixture.manager, fixture.store, fixture.clock, (key) => new InternalAssertionError(`no loader for cache key ${key}`));
  let calls = 0;
  const load = (value: string) => async (): Promise<string> => `${value}#${++calls}`;
  return { ...fixture, cache, load, calls: () => calls };
}

const valueOf = (s: CacheSnapshot<string>): string | undefined => (s.status === 'success' ? s.value : undefined);

describe('SessionAppCache', () => {
  it('read() always fetches (write-only) and stores the answer; peek() shows it without fetching', async () => {
    const { cache, load, clock, calls } = setup();
    expect(cache.peek(['users', 'me'])).toBe(PENDING);
    expect(await cache.read(['users', 'me'], load('ann'))).toBe('ann#1');
    await clock.advanceAsync(300);
    expect(await cache.read(['users', 'me'], load('ann'))).toBe('ann#2');
    expect(valueOf(cache.peek(['users', 'me']))).toBe('ann#2');
    expect(calls()).toBe(2);
  });

  it('invalidate(prefix) refetches every observed entry under it, and leaves the others alone', async () => {
    const { cache, load, clock } = setup();
    const seen: (string | undefined)[] = [];
    const offA = cache.subscribe(['team', 't1', 'members'], load('members'), (s) => seen.push(valueOf(s)));
    const offB = cache.subscribe(['teams', 'me'], load('teams'), () => undefined);
    await clock.advanceAsync(0);
    await clock.advanceAsync(300);
    cache.invalidate(['team', 't1']);
    await clock.advanceAsync(300);
    expect(seen).toEqual(['members#1', 'members#3']);
    expect(valueOf(cache.peek(['teams', 'me']))).toBe('teams#2');
    offA();
    offB();
  });

  it('a sign-in or sign-out drops the previous session\'s entries: nothing of user A shows for user B', async () => {
    const { cache, load, manager } = setup();
    manager.signIn({ refreshToken: 'rt-A', accessToken: null });
    await cache.read(['teams', 'me'], load('teams of A'));
    manager.signIn({ refreshToken: 'rt-B', accessToken: null });
    expect(cache.peek(['teams', 'me'])).toBe(PENDING);
    manager.invalidate();
    expect(cache.peek(['teams', 'me'])).toBe(PENDING);
  });

  it('dispose() drops every entry and stops following the session', async () => {
    const { cache, load, manager } = setup();
    await cache.read(['users', 'me'], load('ann'));
    cache.dispose();
    expect(cache.peek(['users', 'me'])).toBe(PENDING);
    expect(() => manager.signIn({ refreshToken: 'rt-A', accessToken: null })).not.toThrow();
  });
});

describe('PassThroughCache', () => {
  it('reads load every time; subscribe reports one load; peek is always pending', async () => {
    const cache = new PassThroughCache();
    let n = 0;
    const load = async (): Promise<number> => ++n;
    expect([await cache.read(['k'], load), await cache.read(['k'], load)]).toEqual([1, 2]);
    const seen: CacheSnapshot<number>[] = [];
    cache.subscribe(['k'], load, (s) => seen.push(s));
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual([{ status: 'success', value: 3, updatedAt: 0 }]);
    expect(cache.peek(['k'])).toBe(PENDING);
    cache.invalidate(['k']);
  });
});
