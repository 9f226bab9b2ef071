/** Strict UTF-8 decoding, hand-written because domain/ has no TextDecoder (utf8.ts re-exports it with the encoder). */

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
