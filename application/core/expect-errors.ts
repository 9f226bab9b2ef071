/**
 * expectErrors: the one way a public method turns the known errors it documents into a Result, so expected
 * failures are data (typed by the narrow union) and everything else still throws.
 */
import { err, ok, type Result } from '../../domain/shared/result';

/**
 * Anything with a type-guarding static isInstance: every `KnownErrors.X` class (it matches X and its children),
 * KnownError, OperationNotAllowedError.
 * @example
 * const matchers = [KnownErrors.UserNotFound, OperationNotAllowedError] as const satisfies readonly ErrorMatcher<unknown>[];
 * const result = await expectErrors(server.listTeams(), matchers);
 * @public
 */
export interface ErrorMatcher<E> {
  isInstance(value: unknown): value is E;
}

/**
 * The union of errors a list of `KnownErrors` classes matches, with typed details: family classes
 * (`KnownErrors.VerificationError`) give every member of the family.
 *
 * @example
 * type SignInError = ErrorsOf<[typeof KnownErrors.EmailPasswordMismatch, typeof KnownErrors.MultiFactorAuthenticationRequired]>;
 * @public
 */
export type ErrorsOf<M extends readonly ErrorMatcher<unknown>[]> = M[number] extends ErrorMatcher<infer E> ? E : never;

/**
 * Awaits `work`; a rejection matching one of `expected` becomes `err(error)`, any other rejection (a bug, a
 * transport failure, an unexpected known error) is rethrown unchanged.
 *
 * @example
 * const result = await expectErrors(app.getUser({ or: 'throw' }), [KnownErrors.UserAuthenticationRequired]);
 * if (!result.ok) console.log('signed out:', result.error.code);
 * @public
 */
export async function expectErrors<T, const M extends readonly ErrorMatcher<unknown>[]>(
  work: Promise<T>,
  expected: M,
): Promise<Result<T, ErrorsOf<M>>> {
  try {
    return ok(await work);
  } catch (error) {
    if (expected.some((matcher) => matcher.isInstance(error))) return err(error as ErrorsOf<M>);
    throw error;
  }
}
