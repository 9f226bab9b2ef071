/**
 * Base64url (RFC 4648 §5) encoding and decoding, hand-written because domain/ has no atob/btoa or Buffer. Decoding
 * lives in base64url-decode.ts (re-exported here), so code that only decodes (reading a JWT) does not carry the encoder.
 */
import { BASE64URL_ALPHABET as ALPHABET } from './base64url-decode';
import { utf8Encode } from './utf8';

export { base64UrlDecodeToBytes, base64UrlDecodeToString } from './base64url-decode';

/** Base64url without padding, the form JWTs and WebAuthn JSON use. */
export function base64UrlEncodeBytes(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const charsInChunk = Math.min(bytes.length - i, 3) + 1;
    for (let k = 0; k < charsInChunk; k += 1) out += ALPHABET[(chunk >> (18 - 6 * k)) & 0x3f];
  }
  return out;
}

/** Base64url of the UTF-8 bytes of `s`. */
export const base64UrlEncodeString = (s: string): string => base64UrlEncodeBytes(utf8Encode(s));
