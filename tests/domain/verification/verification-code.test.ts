// Verification codes: format, OTP/nonce split and recombination, issues, and reading codes from links.
import fc from 'fast-check';
import { CROCKFORD_ALPHABET } from '../../../domain/shared/base32';
import {
  NONCE_LENGTH, OTP_LENGTH, VERIFICATION_CODE_LENGTH, codeFromCallbackUrl, combineOtpAndNonce, isVerificationCode,
  nonceOf, normaliseVerificationCode, otpOf, verificationCodeIssues,
} from '../../../domain/verification/verification-code';

const crockford = (length: number) =>
  fc.string({ unit: fc.constantFrom(...CROCKFORD_ALPHABET.split('')), minLength: length, maxLength: length });
const aCode = crockford(VERIFICATION_CODE_LENGTH);
const CODE = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';

describe('isVerificationCode / normaliseVerificationCode', () => {
  it('has consistent lengths', () => {
    expect(CODE).toHaveLength(45);
    expect(OTP_LENGTH + NONCE_LENGTH).toBe(VERIFICATION_CODE_LENGTH);
  });

  it.each<[string, string | null]>([
    [CODE, CODE],
    [CODE.toUpperCase(), CODE],
    [`  ${CODE}\n`, CODE],
    [CODE.slice(1), null],
    [`${CODE}a`, null],
    [`${CODE.slice(1)}i`, null],
    [`${CODE.slice(1)}u`, null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseVerificationCode(input)).toBe(expected);
    expect(isVerificationCode(input)).toBe(expected !== null && input === input.trim());
  });

  it('accepts every 45-character Crockford code in any case', () => {
    fc.assert(fc.property(aCode, fc.boolean(), (code, upper) => {
      const input = upper ? code.toUpperCase() : code;
      expect(isVerificationCode(input)).toBe(true);
      expect(normaliseVerificationCode(input)).toBe(code);
    }));
  });

  it('refuses every string of another length', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }).filter((s) => s.trim().length !== 45), (s) => {
      expect(normaliseVerificationCode(s)).toBeNull();
    }));
  });
});

describe('otpOf / nonceOf / combineOtpAndNonce', () => {
  it('splits a code into the upper-case OTP and the 39-character nonce', () => {
    expect(otpOf(CODE)).toBe('ABCDEF');
    expect(nonceOf(CODE)).toBe(CODE.slice(6));
    expect(nonceOf(CODE)).toHaveLength(NONCE_LENGTH);
  });

  it('recombines OTP and nonce into the original code', () => {
    fc.assert(fc.property(aCode, (code) => {
      expect(combineOtpAndNonce(otpOf(code), nonceOf(code))).toEqual({ ok: true, value: code });
      expect(combineOtpAndNonce(` ${otpOf(code).toLowerCase()} `, nonceOf(code).toUpperCase())).toEqual({ ok: true, value: code });
    }));
  });

  it.each<[string, string, string]>([
    ['ABCDE', CODE.slice(6), 'OTP_INVALID'],
    ['ABCDEI', CODE.slice(6), 'OTP_INVALID'],
    ['', CODE.slice(6), 'OTP_INVALID'],
    ['ABCDEF', CODE.slice(7), 'NONCE_INVALID'],
    ['ABCDEF', `${CODE.slice(7)}!`, 'NONCE_INVALID'],
  ])('refuses OTP %j with nonce %j', (otp, nonce, code) => {
    const result = combineOtpAndNonce(otp, nonce);
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});

describe('verificationCodeIssues', () => {
  it.each<[string, string[]]>([
    [CODE, []],
    [` ${CODE.toUpperCase()} `, []],
    ['', ['VERIFICATION_CODE_EMPTY']],
    ['   ', ['VERIFICATION_CODE_EMPTY']],
    ['abc', ['VERIFICATION_CODE_LENGTH']],
    [`${CODE.slice(1)}!`, ['VERIFICATION_CODE_CHARACTERS']],
    ['o', ['VERIFICATION_CODE_LENGTH', 'VERIFICATION_CODE_CHARACTERS']],
  ])('%j → %j', (input, expected) => {
    expect(verificationCodeIssues(input).map((i) => i.code)).toEqual(expected);
  });

  it('finds no issue exactly when normaliseVerificationCode accepts', () => {
    fc.assert(fc.property(fc.oneof(aCode, fc.string({ maxLength: 50 })), (s) => {
      expect(verificationCodeIssues(s).length === 0).toBe(normaliseVerificationCode(s) !== null);
    }));
  });
});

describe('codeFromCallbackUrl', () => {
  it.each<[string, string | null]>([
    [`https://app.example.com/handler/magic-link-callback?code=${CODE}`, CODE],
    [`https://app.example.com/cb?after_auth_return_to=%2Fhome&code=${CODE.toUpperCase()}#x`, CODE],
    [`/handler/email-verification?code=${CODE}`, CODE],
    ['https://app.example.com/cb', null],
    ['https://app.example.com/cb?code=short', null],
    ['http://[bad', null],
  ])('%j → %j', (url, expected) => {
    expect(codeFromCallbackUrl(url)).toBe(expected);
  });

  it('finds any code put in a link with URLSearchParams', () => {
    fc.assert(fc.property(aCode, fc.webUrl(), (code, base) => {
      const url = new URL(base);
      url.searchParams.set('code', code);
      expect(codeFromCallbackUrl(url.href)).toBe(code);
    }));
  });
});
