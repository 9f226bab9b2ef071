/** PKCE (RFC 7636) rules; the SHA-256 hashing itself is done by adapters with WebCrypto. */

/** Only S256: 'plain' would expose the verifier in the authorize URL. */
export const PKCE_METHOD = 'S256' as const;

export const CODE_VERIFIER_MIN_LENGTH = 43;
export const CODE_VERIFIER_MAX_LENGTH = 128;

const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const isValidCodeVerifier = (s: string): boolean => CODE_VERIFIER_PATTERN.test(s);
