/** Base64url (RFC 4648 §5) decoding, hand-written because domain/ has no atob or Buffer (base64url.ts re-exports it with the encoder). */
import { utf8Decode } from './utf8-decode';

export const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUE_OF: ReadonlyMap<string, number> = new Map([...BASE64URL_ALPHABET].map((char, value) => [char, value]));

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

/** Decodes base64url then UTF-8 strictly; null when either step fails. */
export function base64UrlDecodeToString(s: string): string | null {
  const bytes = base64UrlDecodeToBytes(s);
  return bytes === null ? null : utf8Decode(bytes);
}
