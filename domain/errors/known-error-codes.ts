/**
 * Known-error checks by code, without the catalogue: the code a sign-in page runs up front tells the few errors it
 * handles apart with these, and the catalogue (its table and generated classes) loads with the first error body that
 * needs decoding. Each family list is pinned to the catalogue by tests/domain/errors/known-error-codes.test.ts.
 */
import type { KnownErrorCode } from './catalogue';
import type { KnownErrorOf } from './known-error-types';
import { portcullisErrorKind } from './portcullis-error';

/** True when `value` is a known error (from any copy of the library) whose code is one of `codes`. */
export function hasKnownErrorCode<C extends KnownErrorCode>(value: unknown, codes: readonly C[]): value is KnownErrorOf<C> {
  return portcullisErrorKind(value) === 'known' && (codes as readonly unknown[]).includes((value as { code?: unknown }).code);
}

/**
 * A matcher for expectErrors that matches by code, like `KnownErrors.X.isInstance` does for a class and its children.
 * @example
 * await expectErrors(auth.passwordSignIn(email, password), [knownErrorMatcher('EMAIL_PASSWORD_MISMATCH')]);
 */
export function knownErrorMatcher<C extends KnownErrorCode>(...codes: C[]): { isInstance(value: unknown): value is KnownErrorOf<C> } {
  return { isInstance: (value: unknown): value is KnownErrorOf<C> => hasKnownErrorCode(value, codes) };
}

/** REFRESH_TOKEN_ERROR and its children: the refresh token is gone, so the session ends. */
export const REFRESH_TOKEN_ERROR_CODES = [
  'REFRESH_TOKEN_ERROR', 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'CANNOT_DELETE_CURRENT_SESSION', 'PROVIDER_REJECTED',
] as const satisfies readonly KnownErrorCode[];

/** The codes flagged `retryAfterTokenRefresh` (the INVALID_ACCESS_TOKEN family): refresh the access token, resend once. */
export const ACCESS_TOKEN_REFRESH_CODES = [
  'INVALID_ACCESS_TOKEN', 'UNPARSABLE_ACCESS_TOKEN', 'ACCESS_TOKEN_EXPIRED', 'INVALID_PROJECT_FOR_ACCESS_TOKEN',
] as const satisfies readonly KnownErrorCode[];
