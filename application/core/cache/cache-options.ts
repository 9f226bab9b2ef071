/** Cache options and the spec §9 defaults: per-key throttle and the delay before an unobserved entry is dropped. */

/** Spec §9 "Value cache rate limiter: concurrency 1, throttle 300 ms". */
export const CACHE_THROTTLE_MS = 300;
/** Spec §9 "Cache dropped after last subscriber leaves: 5 s". */
export const CACHE_GC_MS = 5000;

/**
 * Overrides of the spec defaults (tests and benchmarks only; the apps use the defaults).
 *
 * @example
 * const options: CacheOptions = { throttleMs: 0, gcAfterMs: 1000 };
 * @public
 */
export interface CacheOptions {
  /** Minimum time between the starts of two fetches of one key (default 300 ms). */
  readonly throttleMs?: number;
  /** How long an entry without subscribers survives its last unsubscribe or write (default 5000 ms). */
  readonly gcAfterMs?: number;
}

/** CacheOptions with every default applied. */
export interface ResolvedCacheOptions {
  readonly throttleMs: number;
  readonly gcAfterMs: number;
}

/**
 * @example
 * resolveCacheOptions({}).throttleMs; // 300
 * @internal
 */
export function resolveCacheOptions(options: CacheOptions = {}): ResolvedCacheOptions {
  return { throttleMs: options.throttleMs ?? CACHE_THROTTLE_MS, gcAfterMs: options.gcAfterMs ?? CACHE_GC_MS };
}
