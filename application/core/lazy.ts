/**
 * Lazy<T>: a dependency whose code is loaded on first use (in browser bundles, a chunk fetched by dynamic import()).
 * Chunks of the page's own classes load through loadChunk (core/load-chunk.ts).
 */

/**
 * Resolves the dependency, loading its code the first time.
 * @internal
 */
export type Lazy<T> = () => Promise<T>;

/**
 * One load shared by every caller; a failed load (a chunk the network dropped) is forgotten, so the next call retries.
 * @internal
 */
export function lazyOnce<T>(load: () => Promise<T>): Lazy<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
