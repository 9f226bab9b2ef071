/**
 * The expected failures of `server.authenticateRequest` / `server.verifyAccessToken`: the errors the service itself
 * answers a bad access token with, built locally (no request) with the service's wording.
 */
import '../../domain/errors/catalogue-messages'; // the service's wording for errors built here (server bundles only)
import type { KnownErrorCode } from '../../domain/errors/catalogue';
import { createKnownError, KnownErrors } from '../../domain/errors/known-errors';
import type { KnownErrorArgs, KnownErrorOf } from '../../domain/errors/known-error-types';
import type { ErrorsOf } from '../core/expect-errors';

export const AUTHENTICATE_REQUEST_ERRORS = [
  KnownErrors.UserAuthenticationRequired, KnownErrors.UnparsableAccessToken, KnownErrors.AccessTokenExpired,
  KnownErrors.InvalidProjectForAccessToken, KnownErrors.AnonymousAuthenticationNotAllowed, KnownErrors.RestrictedUserNotAllowed,
] as const;

/**
 * Errors of `server.authenticateRequest` and `server.verifyAccessToken`: USER_AUTHENTICATION_REQUIRED (no token),
 * UNPARSABLE_ACCESS_TOKEN (not a JWT, bad signature, unknown key, wrong issuer or claims), ACCESS_TOKEN_EXPIRED (more
 * than 30 s past `exp`), INVALID_PROJECT_FOR_ACCESS_TOKEN (another project's token), ANONYMOUS_AUTHENTICATION_NOT_ALLOWED,
 * RESTRICTED_USER_NOT_ALLOWED.
 * @example
 * const auth = await server.authenticateRequest({ headers: { authorization: 'Bearer eyJ…' } });
 * if (!auth.ok) {
 *   switch (auth.error.code) {
 *     case 'ACCESS_TOKEN_EXPIRED': console.log('refresh and retry'); break;
 *     default: console.log(auth.error.code);
 *   }
 * }
 * @public
 */
export type AuthenticateRequestError = ErrorsOf<typeof AUTHENTICATE_REQUEST_ERRORS>;

type Code = AuthenticateRequestError['code'] & KnownErrorCode;

/** The error the service would answer with, built here. */
export function accessTokenError<C extends Code>(code: C, ...args: KnownErrorArgs<C>): KnownErrorOf<C> {
  return createKnownError(code, ...args);
}
