/**
 * UTF-8 encoding and strict decoding, hand-written because domain/ has no TextEncoder/TextDecoder. Decoding lives in
 * utf8-decode.ts (re-exported here), so code that only decodes (reading a JWT) does not carry the encoder.
 */
export { utf8Decode } from './utf8-decode';

const REPLACEMENT_CHARACTER = 0xfffd;

/** Code point at `index`, with lone surrogates read as U+FFFD (what TextEncoder does). */
function codePointAtForEncoding(s: string, index: number): number {
  const cp = s.codePointAt(index) ?? REPLACEMENT_CHARACTER;
  return cp >= 0xd800 && cp <= 0xdfff ? REPLACEMENT_CHARACTER : cp;
}

function utf8LengthOfCodePoint(cp: number): number {
  if (cp < 0x80) return 1;
  if (cp < 0x800) return 2;
  if (cp < 0x10000) return 3;
  return 4;
}

/** Number of bytes `utf8Encode(s)` would produce (lone surrogates count as U+FFFD: 3 bytes). */
export function utf8ByteLength(s: string): number {
  let length = 0;
  for (let i = 0; i < s.length; i += 1) {
    const cp = codePointAtForEncoding(s, i);
    if (cp > 0xffff) i += 1;
    length += utf8LengthOfCodePoint(cp);
  }
  return length;
}

function writeCodePoint(out: Uint8Array, at: number, cp: number): number {
  if (cp < 0x80) {
    out[at] = cp;
    return 1;
  }
  const size = utf8LengthOfCodePoint(cp);
  const leadMarker = [0, 0, 0xc0, 0xe0, 0xf0][size] ?? 0;
  out[at] = leadMarker | (cp >> (6 * (size - 1)));
  for (let k = 1; k < size; k += 1) out[at + k] = 0x80 | ((cp >> (6 * (size - 1 - k))) & 0x3f);
  return size;
}

/** UTF-8 bytes of `s`; lone surrogates become U+FFFD, like the WHATWG TextEncoder. */
export function utf8Encode(s: string): Uint8Array {
  const out = new Uint8Array(utf8ByteLength(s));
  let at = 0;
  for (let i = 0; i < s.length; i += 1) {
    const cp = codePointAtForEncoding(s, i);
    if (cp > 0xffff) i += 1;
    at += writeCodePoint(out, at, cp);
  }
  return out;
}
