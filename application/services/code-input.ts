/**
 * Client-side checks shared by the sign-in surface: a code of the wrong shape and a password the policy refuses
 * become the same typed errors the server would send, without a request.
 */
import { clientSideError } from '../../domain/errors/client-side-errors';
import type { KnownErrors } from '../../domain/errors/known-errors';
import { passwordIssues } from '../../domain/password/password-policy';
import { err, ok, type Result } from '../../domain/shared/result';
import { combineOtpAndNonce, normaliseVerificationCode } from '../../domain/verification/verification-code';

/**
 * A 45-character code from an email link, or the six-character OTP typed from the email plus the nonce
 * sendMagicLinkEmail returned.
 * @example
 * const sent = await app.sendMagicLinkEmail(email);
 * if (!sent.ok) return;
 * const input: CodeInput = { otp: 'ABC123', nonce: sent.value.nonce }; // or the code of the link
 * const signedIn = await app.signInWithMagicLink(input);
 * @public
 */
export type CodeInput = string | { readonly otp: string; readonly nonce: string };

export type CodeNotFound = InstanceType<typeof KnownErrors.VerificationCodeNotFound>;
type PasswordError = InstanceType<typeof KnownErrors.PasswordTooShort> | InstanceType<typeof KnownErrors.PasswordTooLong>;

/** The 45-character code to send; VERIFICATION_CODE_NOT_FOUND when the input cannot be one (no code of that shape exists). */
export function parseCodeInput(input: CodeInput): Result<string, CodeNotFound> {
  const code = typeof input === 'string' ? normaliseVerificationCode(input) : combined(input.otp, input.nonce);
  return code === null ? err(clientSideError('VERIFICATION_CODE_NOT_FOUND')) : ok(code);
}

function combined(otp: string, nonce: string): string | null {
  const result = combineOtpAndNonce(otp, nonce);
  return result.ok ? result.value : null;
}

/**
 * The password policy (domain passwordIssues) as the server's error, so callers handle one error path.
 * @example
 * const checked = checkPassword('hunter2');
 * console.log(checked.ok ? 'fine' : checked.error.message); // 'Password too short. Minimum length is 8.'
 * @public
 */
export function checkPassword(password: string): Result<string, PasswordError> {
  const issue = passwordIssues(password)[0];
  if (issue === undefined) return ok(password);
  if (issue.code === 'PASSWORD_TOO_SHORT') return err(clientSideError('PASSWORD_TOO_SHORT', { min_length: Number(issue.params?.['minLength']) }));
  return err(clientSideError('PASSWORD_TOO_LONG', { maxLength: Number(issue.params?.['maxLength']) }));
}
