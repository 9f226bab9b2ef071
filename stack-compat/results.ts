/**
 * Portcullis returns `Result`s ({ ok, value } | { ok, error }) for expected failures; the official SDK either throws
 * the error or, for a few methods, resolves with `{ status: 'ok', data } | { status: 'error', error }`.
 */
import type { Result } from './portcullis';

/** The official SDK's result shape (its `Result` from stack-shared). */
export type StatusResult<T, E> = { readonly status: 'ok'; readonly data: T } | { readonly status: 'error'; readonly error: E };

/** Where the official method throws: the value, or the Result's error thrown. */
export async function orThrow<T, E>(pending: Promise<Result<T, E>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.value;
  throw result.error;
}

/** Where the official method resolves with `undefined` and throws on failure. */
export async function orThrowVoid<E>(pending: Promise<Result<unknown, E>>): Promise<void> {
  await orThrow(pending);
}

/** Where the official method returns a `{ status }` result; `map` turns the value into the official one. */
export async function toStatus<T, E, U = T>(pending: Promise<Result<T, E>>, map?: (value: T) => U): Promise<StatusResult<U, E>> {
  const result = await pending;
  if (!result.ok) return { status: 'error', error: result.error };
  return { status: 'ok', data: map === undefined ? (result.value as unknown as U) : map(result.value) };
}
