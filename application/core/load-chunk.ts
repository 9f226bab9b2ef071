/**
 * loadChunk: the one way application code loads a chunk of its own code on first use (the known-error catalogue, the
 * session cache, the redirect policy). In core/, so every capability can use it.
 */
import { NetworkError } from '../../domain/errors/network-error';

/**
 * Loads a chunk of Portcullis code (a dynamic import()), turning a failed load (the network dropped the chunk) into a
 * NetworkError that names the part: callers get a typed rejection, never a hang. Stateless (application/ keeps no
 * module state): the module system caches a loaded chunk, and the next call after a failure tries again.
 * @example
 * const { RedirectPolicy } = await loadChunk('redirect policy', () => import('../redirects/redirect-policy'));
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
