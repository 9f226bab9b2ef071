// Password policy: example table plus the limits at their boundaries for random strings.
import fc from 'fast-check';
import {
  PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordConfirmationIssues, passwordIssues,
} from '../../../domain/password/password-policy';

const codes = (password: string) => passwordIssues(password).map((issue) => issue.code);

describe('passwordIssues', () => {
  it.each([
    ['', ['PASSWORD_TOO_SHORT']],
    ['1234567', ['PASSWORD_TOO_SHORT']],
    ['12345678', []],
    ['x'.repeat(70), []],
    ['x'.repeat(71), ['PASSWORD_TOO_LONG']],
    // Four emoji = 8 UTF-16 units: accepted, as the server counts string length.
    ['😀😀😀😀', []],
    ['😀'.repeat(36), ['PASSWORD_TOO_LONG']],
  ])('%j → %j', (password, expected) => {
    expect(codes(password)).toEqual(expected);
  });

  it('uses the exact messages', () => {
    expect(passwordIssues('short')[0]?.message).toBe('Password too short. Minimum length is 8.');
    expect(passwordIssues('x'.repeat(71))[0]?.message).toBe('Password too long. Maximum length is 70.');
    expect(passwordIssues('short')[0]?.params).toEqual({ minLength: 8 });
  });

  it('holds the limits at the boundaries for random strings', () => {
    // Any UTF-16 code units (surrogate pairs and lone surrogates included), exactly n of them.
    const atLength = (n: number) => fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: n, maxLength: n })
      .map((units) => String.fromCharCode(...units));
    fc.assert(fc.property(
      atLength(PASSWORD_MIN_LENGTH - 1), atLength(PASSWORD_MIN_LENGTH),
      atLength(PASSWORD_MAX_LENGTH), atLength(PASSWORD_MAX_LENGTH + 1),
      (tooShort, shortest, longest, tooLong) => {
        expect(codes(tooShort)).toEqual(['PASSWORD_TOO_SHORT']);
        expect(codes(shortest)).toEqual([]);
        expect(codes(longest)).toEqual([]);
        expect(codes(tooLong)).toEqual(['PASSWORD_TOO_LONG']);
      }));
  });

  it('accepts exactly the strings whose length is within the limits', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 90 }), (s) => {
      const within = s.length >= PASSWORD_MIN_LENGTH && s.length <= PASSWORD_MAX_LENGTH;
      expect(passwordIssues(s).length === 0).toBe(within);
    }));
  });
});

describe('passwordConfirmationIssues', () => {
  it.each([
    ['secret-password', 'secret-password', []],
    ['secret-password', 'secret-passworD', ['PASSWORD_CONFIRMATION_MISMATCH']],
    ['secret-password', 'secret-password ', ['PASSWORD_CONFIRMATION_MISMATCH']],
    ['', '', []],
  ])('%j vs %j → %j', (password, confirmation, expected) => {
    expect(passwordConfirmationIssues(password, confirmation).map((i) => i.code)).toEqual(expected);
  });
});
