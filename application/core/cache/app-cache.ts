/**
 * AppCache: the seam between the public objects and the keyed async cache (application/cache/). Objects read
 * through it and invalidate after mutations; the session part of a key is the cache's business, not theirs.
 * PassThroughCache is the cache-less stand-in (unit tests, tools): every read fetches, invalidation is a no-op.
 */
import { PENDING, type CacheSnapshot } from './cache-snapshot';

/**
 * A cache key without the session (the cache adds it): `['users', 'me']`, `['teams', teamId, 'members']`.
 * @example
 * const key: CacheKey = ['teams', teamId, 'members'];
 * cache.invalidate(key); // also every key it is a prefix of
 * @public
 */
export type CacheKey = readonly (string | number | boolean | null)[];

/**
 * @example
 * const me = await cache.read(['users', 'me'], () => app.getUser());
 * cache.invalidate(['users', 'me']); // after PATCH /users/me
 * const off = cache.subscribe(['users', 'me'], () => app.getUser(), (snapshot) => console.log(snapshot.status));
 * off();
 * @public
 */
export interface AppCache {
  /** "Write-only" read (protocol §6.7 getX): always fetches with `load`, stores the answer for the current session, resolves with it. */
  read<T>(key: CacheKey, load: () => Promise<T>): Promise<T>;
  /** Marks `key` and every key it is a prefix of as stale, so observed entries refetch now and the others on their next read. */
  invalidate(key: CacheKey): void;
  /** "Read-write" observation (React's useX): serves the cached snapshot, fetches with `load` when missing or stale; returns unsubscribe. */
  subscribe<T>(key: CacheKey, load: () => Promise<T>, listener: (snapshot: CacheSnapshot<T>) => void): () => void;
  /** The current session's snapshot of `key` without side effects (PENDING when nothing is cached). */
  peek<T>(key: CacheKey): CacheSnapshot<T>;
}

export class PassThroughCache implements AppCache {
  read<T>(_key: CacheKey, load: () => Promise<T>): Promise<T> {
    return load();
  }

  invalidate(_key: CacheKey): void {
    // Nothing is kept, so nothing goes stale.
  }

  /** Loads once and reports the outcome; nothing is kept for later. */
  subscribe<T>(_key: CacheKey, load: () => Promise<T>, listener: (snapshot: CacheSnapshot<T>) => void): () => void {
    let active = true;
    load().then(
      (value) => active && listener({ status: 'success', value, updatedAt: 0 }),
      (error: unknown) => active && listener({ status: 'error', error, updatedAt: 0 }),
    );
    return () => {
      active = false;
    };
  }

  peek<T>(_key: CacheKey): CacheSnapshot<T> {
    return PENDING;
  }
}
