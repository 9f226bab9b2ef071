/** Verification codes (protocol §2.1): 45 lowercase Crockford characters = 6-char OTP + 39-char nonce. */
import { isCrockfordBase32 } from '../shared/base32';
import type { Issue } from '../shared/issues';
import { err, ok, type Result } from '../shared/result';

export const VERIFICATION_CODE_LENGTH = 45;
export const OTP_LENGTH = 6;
export const NONCE_LENGTH = 39;

export type VerificationCodeIssueCode =
  | 'VERIFICATION_CODE_EMPTY'
  | 'VERIFICATION_CODE_LENGTH'
  | 'VERIFICATION_CODE_CHARACTERS'
  | 'OTP_INVALID'
  | 'NONCE_INVALID';

const issue = (code: VerificationCodeIssueCode, message: string, path = 'code'): Issue<VerificationCodeIssueCode> =>
  ({ code, message, severity: 'error', path });

const hasShape = (s: string, length: number): boolean => s.length === length && isCrockfordBase32(s.toLowerCase());

/** 45 Crockford characters in either case (the server lower-cases what it receives). */
export const isVerificationCode = (s: string): boolean => hasShape(s, VERIFICATION_CODE_LENGTH);

/** The code as the server stores it (trimmed, lower-cased), or null when it is not a verification code. */
export function normaliseVerificationCode(s: string): string | null {
  const code = s.trim().toLowerCase();
  return isVerificationCode(code) ? code : null;
}

/** The one-time password shown in emails: the first six characters, upper-cased. */
export const otpOf = (code: string): string => code.slice(0, OTP_LENGTH).toUpperCase();

/** The nonce returned by send-sign-in-code: the last 39 characters. */
export const nonceOf = (code: string): string => code.slice(-NONCE_LENGTH);

/** Rebuilds the 45-character code from a typed OTP (any case, surrounding spaces allowed) and its nonce. */
export function combineOtpAndNonce(otp: string, nonce: string): Result<string, Issue<VerificationCodeIssueCode>> {
  const cleanOtp = otp.trim().toLowerCase();
  if (!hasShape(cleanOtp, OTP_LENGTH)) {
    return err(issue('OTP_INVALID', `The one-time code must be ${OTP_LENGTH} letters or digits.`, 'otp'));
  }
  if (!hasShape(nonce, NONCE_LENGTH)) {
    return err(issue('NONCE_INVALID', `The nonce must be ${NONCE_LENGTH} base32 characters.`, 'nonce'));
  }
  return ok(cleanOtp + nonce.toLowerCase());
}

/** Why `input` (after trimming) is not a verification code; empty when it is one. */
export function verificationCodeIssues(input: string): Issue<VerificationCodeIssueCode>[] {
  const code = input.trim();
  if (code === '') return [issue('VERIFICATION_CODE_EMPTY', 'The code is empty.')];
  const issues: Issue<VerificationCodeIssueCode>[] = [];
  if (code.length !== VERIFICATION_CODE_LENGTH) {
    issues.push(issue('VERIFICATION_CODE_LENGTH', `The code must be ${VERIFICATION_CODE_LENGTH} characters long.`));
  }
  if (!isCrockfordBase32(code.toLowerCase())) {
    issues.push(issue('VERIFICATION_CODE_CHARACTERS', 'The code contains characters that are not used in codes.'));
  }
  return issues;
}

/** Relative links are resolved against a placeholder origin: only the query matters here. */
const PLACEHOLDER_BASE = 'https://placeholder.invalid/';

/** The normalised `code` query parameter of a magic-link or verification link; null when absent or malformed. */
export function codeFromCallbackUrl(url: string): string | null {
  let code: string | null;
  try {
    code = new URL(url, PLACEHOLDER_BASE).searchParams.get('code');
  } catch {
    return null;
  }
  return code === null ? null : normaliseVerificationCode(code);
}
