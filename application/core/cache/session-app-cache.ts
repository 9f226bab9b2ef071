/**
 * SessionAppCache: the AppCache seam over SessionScopedCache — one keyed, rate-limited cache per container, every
 * key scoped to the current session (SessionKey), so a sign-out or another user's sign-in never serves the
 * previous user's data, and an in-flight answer for the old session has nowhere to land.
 */
import type { ClockPort } from '../../../ports/clock.port';
import type { TokenStorePort } from '../../../ports/token-store.port';
import type { SessionManager } from '../session/session-manager';
import type { AppCache, CacheKey } from './app-cache';
import { serialiseKey } from './cache-key';
import type { CacheSnapshot } from './cache-snapshot';
import { SessionScopedCache } from './session-cache';
import { SessionKey } from './session-key';

type Loader = () => Promise<unknown>;

/** Whether `key` starts with every part of `prefix` (a key is a prefix of itself). */
const startsWith = (key: CacheKey, prefix: CacheKey): boolean => prefix.length <= key.length && prefix.every((part, i) => key[i] === part);

/**
 * The entries' fetcher is shared, so each read names its loader; the latest loader of a key is kept (loaders of
 * one key do the same call, and they read the session at call time, so a kept loader is never another user's).
 *
 * @example
 * const cache = new SessionAppCache(sessionManager, tokenStore, clock, (key) => new InternalAssertionError(`no loader for cache key ${key}`));
 * const me = await cache.read(['users', 'me'], () => users.getMe());
 * cache.invalidate(['users']); // every ['users', …] entry goes stale
 * cache.dispose();
 * Built by LazySessionAppCache on first use (not by the container), and the error for a key without a loader (a bug:
 * every read and subscription names its loader) comes in as `missingLoader`: its chunk then shares no code with the
 * page but the cache-removal error and the PENDING snapshot.
 * @internal
 */
export class SessionAppCache implements AppCache {
  readonly #loaders = new Map<string, Loader>();
  readonly #sessionKey: SessionKey;
  readonly #cache: SessionScopedCache<CacheKey, unknown>;
  readonly #missingLoader: (serialisedKey: string) => Error;

  constructor(session: SessionManager, tokens: TokenStorePort, clock: ClockPort, missingLoader: (serialisedKey: string) => Error) {
    this.#missingLoader = missingLoader;
    this.#sessionKey = new SessionKey(session, tokens);
    this.#cache = new SessionScopedCache<CacheKey, unknown>(clock, this.#sessionKey, (key) => this.#load(key));
  }

  read<T>(key: CacheKey, load: () => Promise<T>): Promise<T> {
    this.#loaders.set(serialiseKey(key), load);
    return this.#cache.get(key) as Promise<T>;
  }

  invalidate(prefix: CacheKey): void {
    this.#cache.invalidate((key) => startsWith(key, prefix));
  }

  subscribe<T>(key: CacheKey, load: () => Promise<T>, listener: (snapshot: CacheSnapshot<T>) => void): () => void {
    this.#loaders.set(serialiseKey(key), load);
    return this.#cache.subscribe(key, listener as (snapshot: CacheSnapshot<unknown>) => void);
  }

  peek<T>(key: CacheKey): CacheSnapshot<T> {
    return this.#cache.peek(key) as CacheSnapshot<T>;
  }

  /** Stops following the session and drops every entry (the container's deactivation). */
  dispose(): void {
    this.#cache.dispose();
    this.#sessionKey.dispose();
    this.#loaders.clear();
  }

  #load(key: CacheKey): Promise<unknown> {
    const load = this.#loaders.get(serialiseKey(key));
    if (load === undefined) return Promise.reject(this.#missingLoader(serialiseKey(key)));
    return load();
  }
}
