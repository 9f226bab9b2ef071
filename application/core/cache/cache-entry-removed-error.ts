/** CacheEntryRemovedError: a get() was waiting on an entry that was dropped (e.g. the session changed). */

/**
 * Not a server error and never retried: the answer the caller waited for belongs to a session (or an
 * entry) that no longer exists, so it is withheld rather than delivered late.
 *
 * @example
 * try {
 *   await cache.get(['user']);
 * } catch (error) {
 *   if (error instanceof CacheEntryRemovedError) return null; // signed out meanwhile
 *   throw error;
 * }
 * @public
 */
export class CacheEntryRemovedError extends Error {
  override readonly name = 'CacheEntryRemovedError';
}
