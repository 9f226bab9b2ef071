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
 * Loads a chunk of Portcullis code (a dynamic import()), turning a failed load (the network dropped the chunk) into a
 * NetworkError that names the part: callers get a typed rejection, never a hang. Stateless (application/ keeps no
 * module state): the module system caches a loaded chunk, and the next call after a failure tries again.
 * @example
 * const { navigateIfTrusted } = await loadChunk('redirect policy', () => import('../services/redirect-navigation'));
 * @internal
 */
export async function loadChunk<T>(part: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new NetworkError(
      { method: 'GET', url: `(Portcullis ${part} code)`, attempts: 1, causeMessage: error instanceof Error ? error.message : String(error) },
      { cause: error },
    );
  }
}
