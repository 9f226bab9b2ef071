/** UTF-8 encoding and strict decoding, hand-written because domain/ has no TextEncoder/TextDecoder. */

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

/** Sequence length announced by a lead byte, or 0 when the byte cannot start a sequence. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Smallest code point that may use a sequence of each length (anything lower is overlong). */
const MIN_CODE_POINT = [0, 0, 0x80, 0x800, 0x10000];

/** Decodes one sequence starting at `at`; null when it is truncated, overlong, a surrogate or too large. */
function readCodePoint(bytes: Uint8Array, at: number, size: number): number | null {
  if (at + size > bytes.length) return null;
  const lead = bytes[at] ?? 0;
  let cp = size === 1 ? lead : lead & (0xff >> (size + 1));
  for (let k = 1; k < size; k += 1) {
    const next = bytes[at + k] ?? 0;
    if ((next & 0xc0) !== 0x80) return null;
    cp = (cp << 6) | (next & 0x3f);
  }
  const tooSmall = cp < (MIN_CODE_POINT[size] ?? 0);
  const surrogate = cp >= 0xd800 && cp <= 0xdfff;
  return tooSmall || surrogate || cp > 0x10ffff ? null : cp;
}

/** Strict UTF-8 decoding: null on any invalid sequence (like TextDecoder with `fatal: true`, BOM kept). */
export function utf8Decode(bytes: Uint8Array): string | null {
  const parts: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const size = sequenceLength(bytes[at] ?? 0);
    if (size === 0) return null;
    const cp = readCodePoint(bytes, at, size);
    if (cp === null) return null;
    parts.push(String.fromCodePoint(cp));
    at += size;
  }
  return parts.join('');
}
