/** SessionScopedCache: an AsyncCache whose keys carry the session key; a session change drops the old session's entries. */
import type { ClockPort } from '../../../ports/clock.port';
import { AsyncCache, type KeyTarget } from './async-cache';
import type { SnapshotListener } from './cache-entry';
import { CacheEntryRemovedError } from './cache-entry-removed-error';
import type { CacheOptions } from './cache-options';
import type { CacheSnapshot } from './cache-snapshot';
import type { ReadableStore } from './store';

type Scoped<K extends readonly unknown[]> = readonly [session: string, ...key: K];

/**
 * Every key is prefixed with the current session key, so user A's entries and user B's can never be
 * the same entry. When the session changes, every entry of another session is removed at once: its
 * waiting get() callers reject with CacheEntryRemovedError and a fetch still in flight for it has
 * nowhere to write. Subscribers follow the session: they are moved to the new session's entry, hear
 * its (pending) state, and that entry fetches — the SDK's "session-keyed caches refresh automatically".
 *
 * @example
 * const sessionKey = new SessionKey(sessionManager, tokenStore);
 * const user = new SessionScopedCache<[], CurrentUser | null>(clock, sessionKey, () => api.getCurrentUser());
 * const off = user.subscribe([], (s) => render(s)); // after a sign-out, render() sees pending, then the new value
 * await user.get([]);
 * off();
 * @public
 */
export class SessionScopedCache<K extends readonly unknown[], V> {
  readonly #session: ReadableStore<string>;
  readonly #inner: AsyncCache<Scoped<K>, V>;
  readonly #followers = new Set<() => void>();
  readonly #unsubscribeSession: () => void;

  constructor(clock: ClockPort, session: ReadableStore<string>, fetcher: (key: K) => Promise<V>, options?: CacheOptions) {
    this.#session = session;
    this.#inner = new AsyncCache<Scoped<K>, V>(clock, ([, ...key]) => fetcher(key as unknown as K), options);
    this.#unsubscribeSession = session.subscribe((current) => this.#onSessionChanged(current));
  }

  /** AsyncCache.get under the current session. */
  get(key: K): Promise<V> {
    return this.#inner.get(this.#scoped(key));
  }

  /** AsyncCache.read under the current session. */
  read(key: K): CacheSnapshot<V> {
    return this.#inner.read(this.#scoped(key));
  }

  /** AsyncCache.peek under the current session (no side effects; a stable reference between changes). */
  peek(key: K): CacheSnapshot<V> {
    return this.#inner.peek(this.#scoped(key));
  }

  /** AsyncCache.subscribe, following the session: the listener hears each snapshot it has not seen yet, once. */
  subscribe(key: K, listener: SnapshotListener<V>): () => void {
    let last: CacheSnapshot<V> | undefined;
    const deliver = (snapshot: CacheSnapshot<V>): void => {
      if (snapshot === last) return;
      last = snapshot;
      listener(snapshot);
    };
    let unsubscribe = this.#inner.subscribe(this.#scoped(key), deliver);
    last = this.#inner.peek(this.#scoped(key));
    const follow = (): void => {
      unsubscribe();
      unsubscribe = this.#inner.subscribe(this.#scoped(key), deliver);
      deliver(this.#inner.peek(this.#scoped(key)));
    };
    this.#followers.add(follow);
    return () => {
      if (this.#followers.delete(follow)) unsubscribe();
    };
  }

  /** AsyncCache.set under the current session. */
  set(key: K, value: V): void {
    this.#inner.set(this.#scoped(key), value);
  }

  /** AsyncCache.invalidate over the current session's entries. */
  invalidate(target: KeyTarget<K>): void {
    this.#inner.invalidate(this.#within(target));
  }

  /** AsyncCache.refresh under the current session. */
  refresh(key: K): Promise<void> {
    return this.#inner.refresh(this.#scoped(key));
  }

  /** True while the current session has an entry for the key. */
  has(key: K): boolean {
    return this.#inner.has(this.#scoped(key));
  }

  /** Number of live entries (of any session; after a change only the current session's remain). */
  get size(): number {
    return this.#inner.size;
  }

  /** Stops following the session and drops every entry. */
  dispose(): void {
    this.#unsubscribeSession();
    this.#followers.clear();
    this.#inner.remove(() => true, new CacheEntryRemovedError('The cache was disposed.'));
  }

  #onSessionChanged(current: string): void {
    // Old entries go first, so no follower can be re-attached to (or read) the previous session's data.
    this.#inner.remove(([session]) => session !== current, new CacheEntryRemovedError('The session changed.'));
    for (const follow of [...this.#followers]) follow();
  }

  #scoped(key: K): Scoped<K> {
    return [this.#session.getSnapshot(), ...key];
  }

  #within(target: KeyTarget<K>): KeyTarget<Scoped<K>> {
    const current = this.#session.getSnapshot();
    if (typeof target !== 'function') return [current, ...target];
    return ([session, ...key]) => session === current && target(key as unknown as K);
  }
}
