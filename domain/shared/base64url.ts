/** Base64url (RFC 4648 §5) encoding and decoding, hand-written because domain/ has no atob/btoa or Buffer. */
import { utf8Decode, utf8Encode } from './utf8';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUE_OF: ReadonlyMap<string, number> = new Map([...ALPHABET].map((char, value) => [char, value]));

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

/** Strips correct '=' padding; null when padding is misplaced or makes the length impossible. */
function stripPadding(s: string): string | null {
  const body = s.replace(/=+$/, '');
  if (body.includes('=')) return null;
  const padding = s.length - body.length;
  if (padding === 0) return body;
  return s.length % 4 === 0 && padding <= 2 ? body : null;
}

/**
 * Decodes base64url, with or without '=' padding. Null on characters outside the url-safe alphabet
 * ('+' and '/' included) or on an impossible length. Unused trailing bits are ignored, as most decoders do.
 */
export function base64UrlDecodeToBytes(s: string): Uint8Array | null {
  const body = stripPadding(s);
  if (body === null || body.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((body.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of body) {
    const value = VALUE_OF.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at] = (buffer >> bits) & 0xff;
      at += 1;
    }
  }
  return out;
}

/** Base64url of the UTF-8 bytes of `s`. */
export const base64UrlEncodeString = (s: string): string => base64UrlEncodeBytes(utf8Encode(s));

/** Decodes base64url then UTF-8 strictly; null when either step fails. */
export function base64UrlDecodeToString(s: string): string | null {
  const bytes = base64UrlDecodeToBytes(s);
  return bytes === null ? null : utf8Decode(bytes);
}
