// Crockford base32: examples plus a bit-string oracle for arbitrary bytes.
import fc from 'fast-check';
import { CROCKFORD_ALPHABET, crockfordBase32, isCrockfordBase32 } from '../../../domain/shared/base32';

/** Oracle: write the bytes as a bit string, pad with zeros to a multiple of 5, map each group of 5. */
function oracle(bytes: Uint8Array): string {
  const bits = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');
  const padded = bits.padEnd(Math.ceil(bits.length / 5) * 5, '0');
  return (padded.match(/.{5}/g) ?? []).map((group) => '0123456789abcdefghjkmnpqrstvwxyz'[parseInt(group, 2)]).join('');
}

describe('crockfordBase32', () => {
  it.each([
    [[], ''],
    [[0], '00'],
    [[0xff], 'zw'],
    [[0xff, 0xff, 0xff, 0xff, 0xff], 'zzzzzzzz'],
    [[0x12, 0x34], '28t0'],
  ])('encodes %j as %j', (bytes, expected) => {
    expect(crockfordBase32(Uint8Array.from(bytes))).toBe(expected);
  });

  it('turns 28 random bytes (224 bits) into a 45-character code', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 28, maxLength: 28 }), (bytes) => {
      const code = crockfordBase32(bytes);
      expect(code).toHaveLength(45);
      expect(isCrockfordBase32(code)).toBe(true);
    }));
  });

  it('matches the bit-string oracle for arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      expect(crockfordBase32(bytes)).toBe(oracle(bytes));
    }));
  });
});

describe('isCrockfordBase32', () => {
  it('accepts the whole alphabet', () => {
    expect(isCrockfordBase32(CROCKFORD_ALPHABET)).toBe(true);
  });

  it.each(['', 'i', 'l', 'o', 'u', 'ABC', 'ab cd', 'ab-c'])('rejects %j', (s) => {
    expect(isCrockfordBase32(s)).toBe(false);
  });
});
