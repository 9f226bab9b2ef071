/** Lowercase Crockford base32: the alphabet of verification codes, refresh tokens and request nonces. */

export const CROCKFORD_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

const CROCKFORD_PATTERN = /^[0-9a-hjkmnp-tv-z]+$/;

/**
 * Encodes 5 bits per character, most significant bit first; the last character is padded with zero bits
 * (28 bytes = 224 bits → 45 characters). No '=' padding, no check symbol.
 */
export function crockfordBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD_ALPHABET[(buffer >> bits) & 0x1f];
    }
  }
  if (bits > 0) out += CROCKFORD_ALPHABET[(buffer << (5 - bits)) & 0x1f];
  return out;
}

/** True for a non-empty string made only of the lowercase Crockford alphabet (no i, l, o, u; no upper case). */
export const isCrockfordBase32 = (s: string): boolean => CROCKFORD_PATTERN.test(s);
