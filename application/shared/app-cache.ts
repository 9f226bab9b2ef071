/**
 * AppCache: the seam between the public objects and the keyed async cache (application/cache/). Objects read
 * through it and invalidate after mutations; the session part of a key is the cache's business, not theirs.
 * PassThroughCache is the stand-in until the real cache is bound: every read fetches, invalidation is a no-op.
 */
import { injectable } from 'inversify';

/** A cache key without the session: `['users', 'me']`, `['teams', teamId, 'members']`. */
export type CacheKey = readonly (string | number | boolean | null)[];

/**
 * @example
 * const user = await ctx.cache.read(['users', 'me'], () => endpoints.getMe());
 * ctx.cache.invalidate(['users', 'me']); // after PATCH /users/me
 * @public
 */
export interface AppCache {
  /** The value under `key` for the current session, loading it with `load` when the cache says so. */
  read<T>(key: CacheKey, load: () => Promise<T>): Promise<T>;
  /** Marks `key` and every key it is a prefix of as stale (for every session), so the next read refetches. */
  invalidate(key: CacheKey): void;
}

@injectable()
export class PassThroughCache implements AppCache {
  read<T>(_key: CacheKey, load: () => Promise<T>): Promise<T> {
    return load();
  }

  invalidate(_key: CacheKey): void {
    // Nothing is kept, so nothing goes stale.
  }
}
