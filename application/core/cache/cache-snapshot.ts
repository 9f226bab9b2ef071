/** CacheSnapshot: the immutable state of one cache entry — pending, success or error (errors are values, not throws). */

/**
 * A new object for every change and the same object otherwise, so it can be compared by reference.
 * `updatedAt` is ClockPort time of the write.
 *
 * @example
 * const label = (s: CacheSnapshot<string>): string =>
 *   s.status === 'success' ? s.value : s.status === 'error' ? 'failed' : 'loading';
 * @public
 */
export type CacheSnapshot<V> =
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly value: V; readonly updatedAt: number }
  | { readonly status: 'error'; readonly error: unknown; readonly updatedAt: number };

/**
 * The one pending snapshot shared by every entry and every missing key: peeking at a key that has no
 * entry yet returns the same reference as the entry's first state, so no spurious change is seen.
 *
 * @example
 * cache.peek(['user']) === PENDING; // true before the first fetch settles
 * @public
 */
export const PENDING: CacheSnapshot<never> = Object.freeze({ status: 'pending' });
