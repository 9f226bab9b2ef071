// UTF-8 encoding/decoding: examples plus round trips against Node's TextEncoder/TextDecoder as the oracle.
import fc from 'fast-check';
import { utf8ByteLength, utf8Decode, utf8Encode } from '../../../domain/shared/utf8';

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function oracleDecode(bytes: Uint8Array): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

describe('utf8Encode / utf8ByteLength', () => {
  it.each([
    ['', []],
    ['A', [0x41]],
    ['é', [0xc3, 0xa9]],
    ['€', [0xe2, 0x82, 0xac]],
    ['😀', [0xf0, 0x9f, 0x98, 0x80]],
    ['\ud800', [0xef, 0xbf, 0xbd]],
    ['a\udc00b', [0x61, 0xef, 0xbf, 0xbd, 0x62]],
  ])('encodes %j', (input, bytes) => {
    expect([...utf8Encode(input)]).toEqual(bytes);
    expect(utf8ByteLength(input)).toBe(bytes.length);
  });

  it('matches TextEncoder for any string, lone surrogates included', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
      const expected = encoder.encode(s);
      expect(utf8Encode(s)).toEqual(expected);
      expect(utf8ByteLength(s)).toBe(expected.length);
    }));
  });
});

describe('utf8Decode', () => {
  it.each([
    ['truncated 2-byte sequence', [0xc3]],
    ['lone continuation byte', [0x80]],
    ['overlong slash', [0xc0, 0xaf]],
    ['overlong 3-byte', [0xe0, 0x80, 0xaf]],
    ['encoded surrogate', [0xed, 0xa0, 0x80]],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['invalid lead byte', [0xff]],
    ['bad continuation', [0xe2, 0x28, 0xa1]],
  ])('rejects %s', (_name, bytes) => {
    expect(utf8Decode(Uint8Array.from(bytes))).toBeNull();
  });

  it('keeps a leading BOM', () => {
    expect(utf8Decode(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('\ufeffA');
  });

  it('round-trips every well-formed string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => {
      expect(utf8Decode(utf8Encode(s))).toBe(s);
    }));
  });

  it('agrees with a fatal TextDecoder on arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      expect(utf8Decode(bytes)).toBe(oracleDecode(bytes));
    }), { numRuns: 2000 });
  });
});
