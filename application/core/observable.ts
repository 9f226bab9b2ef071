/**
 * Observable: a cached value an app can watch (React's useSyncExternalStore, or any UI): a synchronous snapshot, a
 * change subscription, and a promise of the first settled value (Suspense). Built on the AppCache, so N observers of
 * one key share one entry and one request, and the entry follows the session (a sign-out or another user's sign-in
 * never shows the previous user's data).
 */
import type { AppCache, CacheKey } from './cache/app-cache';
import type { CacheSnapshot } from './cache/cache-snapshot';

/**
 * @example
 * const user = observe(app).user();
 * const off = user.subscribe(() => console.log(user.getSnapshot().status));
 * const first = await user.ready(); // the value, or the typed error it failed with
 * off();
 * @public
 */
export interface Observable<T> {
  /** The current session's snapshot; the same object until it changes (compare by reference). */
  getSnapshot(): CacheSnapshot<T>;
  /** Called after every change of the snapshot; while subscribed, a missing or stale value is fetched. */
  subscribe(onChange: () => void): () => void;
  /** Resolves with the value (rejects with the error) once the current session's entry has settled. */
  ready(): Promise<T>;
}

/** The observable of `key`, loaded by `load` (which should read through the cache itself, like the public getters). */
export function cacheObservable<T>(cache: AppCache, key: CacheKey, load: () => Promise<T>): Observable<T> {
  return {
    getSnapshot: () => cache.peek<T>(key),
    subscribe: (onChange) => cache.subscribe(key, load, () => onChange()),
    ready: () => new Promise<T>((resolve, reject) => {
      let settled = false;
      let off: (() => void) | null = null;
      const settle = (snapshot: CacheSnapshot<T>): void => {
        if (settled || snapshot.status === 'pending') return;
        settled = true;
        off?.();
        if (snapshot.status === 'success') resolve(snapshot.value);
        else reject(snapshot.error);
      };
      off = cache.subscribe(key, load, settle);
      if (settled) off();
      else settle(cache.peek<T>(key));
    }),
  };
}
