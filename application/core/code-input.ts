/**
 * Client-side checks shared by the sign-in surface: a password the policy refuses becomes the same typed error the
 * server would send, without a request (codes of the wrong shape: code-parse.ts, loaded with the flows that take codes).
 */
import { clientSideError } from '../../domain/errors/client-side-errors';
import type { KnownErrors } from '../../domain/errors/known-errors';
import { passwordIssues } from '../../domain/password/password-policy';
import { err, ok, type Result } from '../../domain/shared/result';
import { checkString } from './arguments';

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

type PasswordError = InstanceType<typeof KnownErrors.PasswordTooShort> | InstanceType<typeof KnownErrors.PasswordTooLong>;

/**
 * The password policy (domain passwordIssues) as the server's error, so callers handle one error path. A password that
 * is not a string throws InvalidArgumentError (a number passed the policy: it has no length).
 * @example
 * const checked = checkPassword('hunter2');
 * console.log(checked.ok ? 'fine' : checked.error.message); // 'Password too short. Minimum length is 8.'
 * @public
 */
export function checkPassword(password: string): Result<string, PasswordError> {
  checkString('password', password);
  const issue = passwordIssues(password)[0];
  if (issue === undefined) return ok(password);
  if (issue.code === 'PASSWORD_TOO_SHORT') return err(clientSideError('PASSWORD_TOO_SHORT', { min_length: Number(issue.params?.['minLength']) }));
  return err(clientSideError('PASSWORD_TOO_LONG', { maxLength: Number(issue.params?.['maxLength']) }));
}
