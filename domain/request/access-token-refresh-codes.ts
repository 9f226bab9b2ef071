/**
 * The known-error codes after which the access token is marked expired and the request resent once
 * (protocol §1.6): the catalogue's `retryAfterTokenRefresh` rows (the INVALID_ACCESS_TOKEN family), listed by code so
 * the retry policy does not bring the catalogue up front (the list is pinned to the catalogue by a test).
 */
import { ACCESS_TOKEN_REFRESH_CODES } from '../errors/known-error-codes';

export function isAccessTokenRefreshCode(code: string): boolean {
  return (ACCESS_TOKEN_REFRESH_CODES as readonly string[]).includes(code);
}
