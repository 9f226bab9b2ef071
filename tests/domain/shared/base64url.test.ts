// Base64url: examples plus round trips against Node's Buffer as the oracle.
import fc from 'fast-check';
import {
  base64UrlDecodeToBytes, base64UrlDecodeToString, base64UrlEncodeBytes, base64UrlEncodeString,
} from '../../../domain/shared/base64url';

describe('base64url encoding', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['MOCK', 'TU9DSw'],
    ['\u00ff\u00fe', 'w7_Dvg'],
  ])('encodes %j as %j', (input, encoded) => {
    expect(base64UrlEncodeString(input)).toBe(encoded);
    expect(base64UrlDecodeToString(encoded)).toBe(input);
  });

  it('matches Buffer for arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      expect(base64UrlEncodeBytes(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }));
  });

  it('round-trips arbitrary bytes and strings', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), fc.string({ unit: 'grapheme' }), (bytes, s) => {
      expect(base64UrlDecodeToBytes(base64UrlEncodeBytes(bytes))).toEqual(bytes);
      expect(base64UrlDecodeToString(base64UrlEncodeString(s))).toBe(s);
    }));
  });
});

describe('base64url decoding', () => {
  it.each(['Zg==', 'Zm8=', 'Zm9v'])('accepts correct padding in %j', (input) => {
    expect(Buffer.from(base64UrlDecodeToBytes(input)!).toString()).toBe(Buffer.from(input, 'base64url').toString());
  });

  it.each([
    ['a character outside the url-safe alphabet', 'ab+c'],
    ['a slash', 'ab/c'],
    ['an impossible length', 'abcde'],
    ['padding in the middle', 'Zg=g'],
    ['too much padding', 'Z==='],
    ['padding on a non-multiple of four', 'Zg='],
    ['whitespace', 'Zm9 v'],
  ])('rejects %s', (_name, input) => {
    expect(base64UrlDecodeToBytes(input)).toBeNull();
    expect(base64UrlDecodeToString(input)).toBeNull();
  });

  it('returns null for valid base64url that is not UTF-8', () => {
    expect(base64UrlDecodeToString(base64UrlEncodeBytes(Uint8Array.from([0xff, 0xfe])))).toBeNull();
  });

  it('decodes like Buffer whenever it accepts an unpadded input', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'ABCxyz019-_+/='.split('')), maxLength: 24 }), (s) => {
      const decoded = base64UrlDecodeToBytes(s);
      if (decoded !== null && !s.includes('=')) expect(Buffer.from(decoded)).toEqual(Buffer.from(s, 'base64url'));
      expect(decoded === null || /^[A-Za-z0-9_-]*={0,2}$/.test(s)).toBe(true);
    }));
  });
});
