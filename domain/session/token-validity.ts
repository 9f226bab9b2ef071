/** When an access token counts as likely valid, and the validity window a caller may ask for. */
import type { Issue } from '../shared/issues';
import { err, ok, type Result } from '../shared/result';
import { SECOND_MS, type DurationMs, type EpochMs } from '../shared/time';
import type { AccessTokenClaims } from './access-token';

export const DEFAULT_VALIDITY_WINDOW_MS: DurationMs = 20_000;
export const MIN_VALIDITY_WINDOW_MS: DurationMs = 20_000;
/** Exclusive upper bound: requesting tokens valid for 60 s or longer is an error (spec §5, §9). */
export const MAX_VALIDITY_WINDOW_MS: DurationMs = 60_000;

export type ValidityWindowIssueCode = 'VALIDITY_WINDOW_INVALID' | 'VALIDITY_WINDOW_TOO_LONG';

/** Resolves a requested window: default when absent, raised to the minimum, refused at 60 s or more. */
export function resolveValidityWindow(requestedMs?: DurationMs): Result<DurationMs, Issue<ValidityWindowIssueCode>> {
  if (requestedMs === undefined) return ok(DEFAULT_VALIDITY_WINDOW_MS);
  if (!Number.isFinite(requestedMs) || requestedMs < 0) {
    return err({
      code: 'VALIDITY_WINDOW_INVALID',
      message: `Token validity window must be a finite, non-negative number of milliseconds (got ${requestedMs}).`,
      severity: 'error',
      params: { requestedMs },
    });
  }
  if (requestedMs >= MAX_VALIDITY_WINDOW_MS) {
    return err({
      code: 'VALIDITY_WINDOW_TOO_LONG',
      message: `Token validity window must be less than ${MAX_VALIDITY_WINDOW_MS} ms (got ${requestedMs}).`,
      severity: 'error',
      params: { requestedMs, maxExclusiveMs: MAX_VALIDITY_WINDOW_MS },
    });
  }
  return ok(Math.max(requestedMs, MIN_VALIDITY_WINDOW_MS));
}

/** Expiry in epoch milliseconds; null when the token carries no `exp` (it never expires). */
export const accessTokenExpiresAt = (claims: Pick<AccessTokenClaims, 'exp'>): EpochMs | null =>
  claims.exp === undefined ? null : claims.exp * SECOND_MS;

/** Likely valid = still unexpired `windowMs` from now (strictly after), so a request sent now will not race expiry. */
export function isLikelyValid(claims: AccessTokenClaims | null, serverNowMs: EpochMs, windowMs: DurationMs): boolean {
  if (claims === null) return false;
  const expiresAt = accessTokenExpiresAt(claims);
  return expiresAt === null || expiresAt > serverNowMs + windowMs;
}

/** Refresh when there is no usable token or it is not likely valid for the window. */
export const shouldRefresh = (claims: AccessTokenClaims | null, serverNowMs: EpochMs, windowMs: DurationMs): boolean =>
  !isLikelyValid(claims, serverNowMs, windowMs);
