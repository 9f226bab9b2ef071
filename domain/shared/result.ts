/** Result<T, E>: an expected outcome as data, so rules and use cases never throw for expected failures. */
/**
 * The success case of a Result: `ok: true` and the `value`.
 * @example
 * const result = await app.signInWithPassword({ email, password });
 * if (result.ok) {
 *   const success: Ok<SignedIn> = result;
 *   console.log(success.value.userId);
 * }
 * @public
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
/**
 * The failure case of a Result: `ok: false` and the `error` (one of the errors the method documents).
 * @example
 * const result = await app.verifyEmail(code);
 * if (!result.ok) {
 *   const failure: Err<VerificationCodeError> = result;
 *   console.log(failure.error.code);
 * }
 * @public
 */
export type Err<E> = { readonly ok: false; readonly error: E };
/**
 * An expected outcome as data: every public method with expected failures returns `Promise<Result<T, E>>`, where `E`
 * is the narrow union of the KnownErrors it documents; anything else throws.
 * @example
 * const result: Result<SignedIn, PasswordSignInError> = await app.signInWithPassword({ email, password });
 * if (result.ok) console.log('signed in as', result.value.userId);
 * else console.log('failed:', result.error.code);
 * @public
 */
export type Result<T, E> = Ok<T> | Err<E>;

/**
 * Builds the success case of a Result.
 * @example
 * async function loadTheme(): Promise<Result<string, Error>> {
 *   return ok('dark');
 * }
 * const theme = await loadTheme();
 * @public
 */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
/**
 * Builds the failure case of a Result.
 * @example
 * function parseAge(text: string): Result<number, RangeError> {
 *   const age = Number(text);
 *   return Number.isInteger(age) && age >= 0 ? ok(age) : err(new RangeError(`not an age: ${text}`));
 * }
 * const age = parseAge('42');
 * @public
 */
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

export function mapResult<T, U, E>(result: Result<T, E>, fn: (value: T) => U): Result<U, E> {
  return result.ok ? ok(fn(result.value)) : result;
}

/** Returns the value or throws the error: for callers that treat the failure as a bug. */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw result.error;
}
