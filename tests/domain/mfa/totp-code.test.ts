// TOTP code parsing: example table plus format properties.
import fc from 'fast-check';
import { KnownErrors } from '../../../domain/errors';
import { isTotpCode, parseTotpCode } from '../../../domain/mfa/totp-code';

describe('parseTotpCode', () => {
  it.each([
    ['123456', '123456'],
    ['  000000\n', '000000'],
    ['\t987654 ', '987654'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseTotpCode(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   ', '12345', '1234567', '123 456', 'abcdef', '12345a', '١٢٣٤٥٦', '１２３４５６'])(
    'rejects %j with InvalidTotpCode',
    (input) => {
      const result = parseTotpCode(input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toBeInstanceOf(KnownErrors.InvalidTotpCode);
        expect(KnownErrors.InvalidTotpCode.isInstance(result.error)).toBe(true);
      }
    },
  );

  it('accepts every six-digit string, padded with any whitespace', () => {
    const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r'), maxLength: 3 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999 }), whitespace, whitespace, (n, before, after) => {
      const digits = String(n).padStart(6, '0');
      expect(parseTotpCode(before + digits + after)).toEqual({ ok: true, value: digits });
    }));
  });

  it('accepts only what isTotpCode accepts after trimming', () => {
    fc.assert(fc.property(fc.string({ maxLength: 10 }), (s) => {
      expect(parseTotpCode(s).ok).toBe(isTotpCode(s.trim()));
    }));
  });
});

describe('isTotpCode', () => {
  it.each([['123456', true], [' 123456', false], ['12345', false], ['', false]])('%j → %s', (s, expected) => {
    expect(isTotpCode(s)).toBe(expected);
  });
});
