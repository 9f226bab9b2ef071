/**
 * The known-error codes after which the access token is marked expired and the request resent once
 * (protocol §1.6): read from the catalogue's `retryAfterTokenRefresh` flag (the INVALID_ACCESS_TOKEN family).
 */
import { catalogueRows } from '../errors/catalogue';

export function isAccessTokenRefreshCode(code: string): boolean {
  return Object.hasOwn(catalogueRows, code) && (catalogueRows as Readonly<Record<string, { readonly retryAfterTokenRefresh: boolean }>>)[code]!.retryAfterTokenRefresh;
}
