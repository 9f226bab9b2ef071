/**
 * What a locally verified user access token must be besides validly signed: one spelling of its bytes (canonical
 * compact JWS), an expiry, an issue time not in the future, and the claims of a normal user (the service refuses a
 * normal-audience token that says anonymous or restricted: apps/backend/src/lib/tokens.tsx at the pinned commit).
 */
import type { AccessTokenClaims } from './access-token';

// Unused low bits of the last character must be zero: 2 chars carry 1 byte (4 spare bits), 3 carry 2 (2 spare bits).
const LAST_OF_TWO = /[AQgw]$/;
const LAST_OF_THREE = /[AEIMQUYcgkosw048]$/;
const BASE64URL_BODY = /^[A-Za-z0-9_-]*$/;

/** The one base64url spelling of some bytes: no padding, nothing outside the url-safe alphabet, zero trailing bits. */
export function isCanonicalBase64Url(segment: string): boolean {
  if (!BASE64URL_BODY.test(segment)) return false;
  switch (segment.length % 4) {
    case 0: return true;
    case 2: return LAST_OF_TWO.test(segment);
    case 3: return LAST_OF_THREE.test(segment);
    default: return false;
  }
}

/**
 * Three non-empty canonical base64url segments. Decoders accept other spellings of the same signature (padding,
 * whitespace, set trailing bits); refusing them keeps one token text per signature, so a variant is neither accepted
 * nor a new entry in the verified-token cache.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const segments = token.split('.');
  return segments.length === 3 && segments.every((segment) => segment !== '' && isCanonicalBase64Url(segment));
}

/** Why a validly signed token is still refused. */
export type ClaimRefusal = 'noExpiry' | 'issuedInFuture' | 'anonymousClaim' | 'restrictedClaim';

/**
 * A normal user's token (audience `<project>`): it expires, it was not issued more than `toleranceSeconds` ahead of
 * `nowSeconds`, and it says neither anonymous nor restricted (those users' tokens carry their own audiences, which
 * the caller refuses earlier). Null when it passes.
 */
export function claimRefusal(claims: AccessTokenClaims, nowSeconds: number, toleranceSeconds: number): ClaimRefusal | null {
  if (claims.exp === undefined) return 'noExpiry';
  if (claims.iat > nowSeconds + toleranceSeconds) return 'issuedInFuture';
  if (claims.is_anonymous) return 'anonymousClaim';
  if (claims.is_restricted || claims.restricted_reason !== null) return 'restrictedClaim';
  return null;
}
