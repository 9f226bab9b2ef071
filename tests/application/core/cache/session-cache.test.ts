// SessionKey and SessionScopedCache over the real SessionManager: keys never hold tokens; a session change drops the old session's entries and late answers.
import { CacheEntryRemovedError } from '../../../../application/core/cache/cache-entry-removed-error';
import type { CacheSnapshot } from '../../../../application/core/cache/cache-snapshot';
import { SessionScopedCache } from '../../../../application/core/cache/session-cache';
import { NOT_LOGGED_IN, SessionKey } from '../../../../application/core/cache/session-key';
import { sessionFixture } from '../session/session-fixture';
import { ScriptedFetcher } from './scripted-fetcher';

function setup() {
  const fixture = sessionFixture();
  const sessionKey = new SessionKey(fixture.manager, fixture.store);
  const fetcher = new ScriptedFetcher<readonly [string], string>(fixture.clock);
  const cache = new SessionScopedCache<readonly [string], string>(fixture.clock, sessionKey, fetcher.fetch);
  const tick = (ms = 0): Promise<void> => fixture.clock.advanceAsync(ms);
  return { ...fixture, sessionKey, fetcher, cache, tick };
}

const valueOf = (s: CacheSnapshot<string>): string | undefined => (s.status === 'success' ? s.value : undefined);

describe('SessionKey', () => {
  it('follows sign-in, refresh and sign-out with generation ids, never tokens', () => {
    const { manager, store, sessionKey } = setup();
    const keys: string[] = [];
    sessionKey.subscribe((key) => keys.push(key));
    expect(sessionKey.getSnapshot()).toBe(`${NOT_LOGGED_IN}:0`);
    manager.signIn({ refreshToken: 'rt-secret-A', accessToken: 'at-secret-A1' });
    store.set({ refreshToken: 'rt-secret-A', accessToken: 'at-secret-A2' }); // a refresh seen from another tab
    manager.invalidate();
    manager.signIn({ refreshToken: 'rt-secret-B', accessToken: null });
    manager.signIn({ refreshToken: 'rt-secret-C', accessToken: null });
    expect(keys).toEqual(['session:1', 'not-logged-in:2', 'session:3', 'session:4']);
    expect(keys.join()).not.toMatch(/secret/);
  });

  it('an access-token-only session is identified by its access token', () => {
    const { store, manager, sessionKey } = setup();
    store.set({ refreshToken: null, accessToken: 'at-1' });
    const first = sessionKey.getSnapshot();
    store.set({ refreshToken: null, accessToken: 'at-2' });
    expect(first).toBe('session:1');
    expect(sessionKey.getSnapshot()).toBe('session:2');
    manager.invalidate();
    expect(sessionKey.getSnapshot()).toBe('not-logged-in:3');
  });

  it('starts from the session already in the store and stops following after dispose()', () => {
    const { manager, store } = sessionFixture({ initial: { refreshToken: 'rt', accessToken: null } });
    const sessionKey = new SessionKey(manager, store);
    expect(sessionKey.getSnapshot()).toBe('session:0');
    sessionKey.dispose();
    manager.invalidate();
    expect(sessionKey.getSnapshot()).toBe('session:0');
  });
});

describe('SessionScopedCache', () => {
  it('a sign-out clears every entry of the old session at once', async () => {
    const { manager, fetcher, cache, tick } = setup();
    manager.signIn({ refreshToken: 'rt-A', accessToken: null });
    void cache.get(['user']);
    void cache.get(['teams']);
    await tick(0);
    fetcher.calls.forEach((c) => c.resolve(`A:${c.key[0]}`));
    await tick(0);
    expect(cache.size).toBe(2);
    manager.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.peek(['user'])).toMatchObject({ status: 'pending' });
  });

  it("sign-out race: user A's answer arriving after sign-out and B's sign-in is never shown", async () => {
    const { manager, fetcher, cache, tick } = setup();
    manager.signIn({ refreshToken: 'rt-A', accessToken: null });
    const seen: (string | undefined)[] = [];
    cache.subscribe(['user'], (s) => seen.push(valueOf(s)));
    const callerA = cache.get(['user']);
    await tick(0);
    const fetchA = fetcher.last();
    manager.invalidate();
    await tick(0);
    expect(cache.peek(['user'])).toMatchObject({ status: 'pending' });
    manager.signIn({ refreshToken: 'rt-B', accessToken: null });
    await tick(300);
    fetchA.resolve('A');
    await expect(callerA).rejects.toBeInstanceOf(CacheEntryRemovedError);
    expect(cache.peek(['user'])).toMatchObject({ status: 'pending' });
    fetcher.last().resolve('B');
    await tick(0);
    expect(valueOf(cache.peek(['user']))).toBe('B');
    expect(seen).toEqual(['B']); // it never saw A's value, so there was no change to pending to report
  });

  it('subscribers follow the session: they see pending once, then the new session fetches', async () => {
    const { manager, fetcher, cache, tick } = setup();
    const seen: CacheSnapshot<string>[] = [];
    cache.subscribe(['user'], (s) => seen.push(s));
    await tick(0);
    fetcher.last().resolve('anon');
    await tick(0);
    manager.signIn({ refreshToken: 'rt-A', accessToken: null });
    await tick(0);
    fetcher.last().resolve('A');
    await tick(0);
    expect(seen.map((s) => s.status)).toEqual(['success', 'pending', 'success']);
    expect(seen.map(valueOf)).toEqual(['anon', undefined, 'A']);
    expect(fetcher.calls).toHaveLength(2);
  });

  it('a fetch queued behind the throttle for the old session never starts', async () => {
    const { manager, fetcher, cache, tick } = setup();
    manager.signIn({ refreshToken: 'rt-A', accessToken: null });
    void cache.get(['user']);
    await tick(0);
    fetcher.last().resolve('A1');
    await tick(0);
    const queued = cache.get(['user']);
    manager.invalidate();
    await expect(queued).rejects.toBeInstanceOf(CacheEntryRemovedError);
    await tick(1000);
    expect(fetcher.calls).toHaveLength(1);
  });

  it('invalidate() and set() touch only the current session', async () => {
    const { manager, fetcher, cache, tick } = setup();
    manager.signIn({ refreshToken: 'rt-A', accessToken: null });
    cache.subscribe(['user'], () => undefined);
    await tick(0);
    fetcher.last().resolve('A1');
    await tick(1000);
    cache.invalidate(([name]) => name === 'user');
    await tick(0);
    expect(fetcher.calls).toHaveLength(2);
    cache.set(['user'], 'A-optimistic');
    expect(valueOf(cache.read(['user']))).toBe('A-optimistic');
    expect(cache.has(['user'])).toBe(true);
  });

  it('dispose() drops everything and stops following the session', async () => {
    const { manager, cache, tick } = setup();
    const waiting = cache.get(['user']);
    cache.dispose();
    await expect(waiting).rejects.toBeInstanceOf(CacheEntryRemovedError);
    manager.signIn({ refreshToken: 'rt-A', accessToken: null });
    await tick(0);
    expect(cache.size).toBe(0);
  });
});
