/** PKCE (RFC 7636) rules; the SHA-256 hashing itself is done by adapters with WebCrypto. */

/** Only S256: 'plain' would expose the verifier in the authorize URL. */
export const PKCE_METHOD = 'S256' as const;

export const CODE_VERIFIER_MIN_LENGTH = 43;
export const CODE_VERIFIER_MAX_LENGTH = 128;

const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const isValidCodeVerifier = (s: string): boolean => CODE_VERIFIER_PATTERN.test(s);

/** 32 random bytes: a 43-character verifier and a 256-bit state, both base64url (RFC 7636 §4.1, §7.1). */
export const PKCE_RANDOM_BYTES = 32;

/** The state a callback may carry: base64url only, 43 characters as we make it (no `;`, `=`, `%`, `\` to inject). */
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedOAuthState = (state: string): boolean => STATE_PATTERN.test(state);

/** Protocol §6.3: the verifier's cookie, `__Host-` prefixed on https (Secure, Path=/, no Domain). */
export const oauthVerifierCookieName = (state: string, secure: boolean): string => `${secure ? '__Host-' : ''}stack-oauth-outer-${state}`;

/** Spec §9: the verifier cookie lives one hour. */
export const OAUTH_VERIFIER_COOKIE_SECONDS = 3600;
