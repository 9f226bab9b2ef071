/**
 * useCached: a read of any app (client, server or admin) as a suspending hook, through the app's own cache
 * (`app.cache`, public): the hook's entry lives under the key of the data it shows (`[...dataKey, '~hook']`), so the
 * invalidation a mutation of that data makes refreshes it too, and N readers share one request. Used by the hooks
 * whose data `observe(app)` does not cover (account settings, server and admin reads).
 */
import type { AppCache, CacheKey, Observable } from '../application';
import { useObservable } from './use-observable';

const made = new WeakMap<AppCache, Map<string, Observable<unknown>>>();

function cachedObservable<T>(cache: AppCache, key: CacheKey, load: () => Promise<T>): Observable<T> {
  let byKey = made.get(cache);
  if (byKey === undefined) made.set(cache, byKey = new Map());
  const id = JSON.stringify(key);
  const existing = byKey.get(id);
  if (existing !== undefined) return existing as Observable<T>;
  const observable: Observable<T> = {
    getSnapshot: () => cache.peek<T>(key),
    subscribe: (onChange) => cache.subscribe(key, load, () => onChange()),
    ready: () => new Promise<T>((resolve, reject) => {
      let off: (() => void) | null = null;
      let settled = false;
      const settle = (snapshot: ReturnType<AppCache['peek']>): void => {
        if (settled || snapshot.status === 'pending') return;
        settled = true;
        off?.();
        if (snapshot.status === 'success') resolve(snapshot.value as T);
        else reject(snapshot.error);
      };
      off = cache.subscribe(key, load, settle);
      if (settled) off();
      else settle(cache.peek<T>(key));
    }),
  };
  byKey.set(id, observable as Observable<unknown>);
  return observable;
}

/** `load` runs (once for all readers) when `[...dataKey, '~hook']` is not cached; it should read through the app's getters. */
export function useCached<T>(cache: AppCache, dataKey: CacheKey, load: () => Promise<T>): T {
  return useObservable(cachedObservable(cache, [...dataKey, '~hook'], load));
}
