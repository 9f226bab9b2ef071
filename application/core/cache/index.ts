/** application/cache barrel: framework-free caches and observables (Subscribable, Store, AsyncCache, session keying). */
export { Subscribable, type ListenerErrorReporter } from './subscribable';
export { Store, type ReadableStore } from './store';
export { PENDING, type CacheSnapshot } from './cache-snapshot';
export { CACHE_THROTTLE_MS, CACHE_GC_MS, type CacheOptions } from './cache-options';
export type { SnapshotListener } from './cache-entry';
export { CacheEntryRemovedError } from './cache-entry-removed-error';
export { AsyncCache, type KeyTarget } from './async-cache';
export { SessionKey, NOT_LOGGED_IN, SESSION, type SessionChanges, type SessionTokens } from './session-key';
export { SessionScopedCache } from './session-cache';
