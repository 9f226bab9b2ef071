/** Lazy<T>: a dependency whose code is loaded on first use (in browser bundles, a chunk fetched by dynamic import()). */
import { NetworkError } from '../../domain/errors/network-error';

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

/**
 * A chunk of Portcullis code loaded on first use, once (lazyOnce). A failed load (the network dropped the chunk) rejects
 * with a NetworkError naming the part, never hangs, and is retried by the next call.
 * @internal
 */
export function lazyChunk<T>(part: string, load: () => Promise<T>): Lazy<T> {
  return lazyOnce(async () => {
    try {
      return await load();
    } catch (error) {
      throw new NetworkError(
        { method: 'GET', url: `(Portcullis ${part} code)`, attempts: 1, causeMessage: error instanceof Error ? error.message : String(error) },
        { cause: error },
      );
    }
  });
}
