/** The known-error codes after which the access token is marked expired and the request resent once (protocol §1.6). */

// The INVALID_ACCESS_TOKEN family: the parent and the three codes the server actually sends.
const ACCESS_TOKEN_REFRESH_CODES: ReadonlySet<string> = new Set([
  'INVALID_ACCESS_TOKEN',
  'UNPARSABLE_ACCESS_TOKEN',
  'ACCESS_TOKEN_EXPIRED',
  'INVALID_PROJECT_FOR_ACCESS_TOKEN',
]);

export const isAccessTokenRefreshCode = (code: string): boolean => ACCESS_TOKEN_REFRESH_CODES.has(code);
