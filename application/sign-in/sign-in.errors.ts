/**
 * The expected failures of each sign-in surface method, as matcher lists (for expectErrors) and their unions.
 * One list per method, so a method's signature, its TSDoc and its runtime behaviour cannot disagree. Password
 * sign-in's list is here; the lists of the flows loaded on first use are in on-demand.errors.ts, so a sign-in page
 * does not build them.
 */
import { knownErrorMatcher } from '../../domain/errors/known-error-codes';
import type { ErrorsOf } from '../core/expect-errors';
import type {
  MAGIC_LINK_SIGN_IN_ERRORS, MFA_SIGN_IN_ERRORS, RESET_PASSWORD_ERRORS, SEND_MAGIC_LINK_ERRORS, SIGN_UP_ERRORS, TEAM_INVITATION_ERRORS,
  VERIFICATION_ERRORS,
} from './on-demand.errors';

/**
 * Errors of `app.signUpWithPassword`: USER_EMAIL_ALREADY_EXISTS, PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG,
 * SIGN_UP_NOT_ENABLED, SIGN_UP_REJECTED.
 * @example
 * const result = await app.signUpWithPassword({ email, password });
 * if (!result.ok) {
 *   switch (result.error.code) {
 *     case 'USER_EMAIL_ALREADY_EXISTS': console.log('Sign in instead'); break;
 *     case 'PASSWORD_TOO_SHORT': case 'PASSWORD_TOO_LONG': console.log(result.error.message); break;
 *     default: console.log('Sign-ups are closed');
 *   }
 * }
 * @public
 */
export type SignUpError = ErrorsOf<typeof SIGN_UP_ERRORS>;

// Matched by code: the catalogue's classes load with the first error body, not with the page.
export const PASSWORD_SIGN_IN_ERRORS = [knownErrorMatcher('EMAIL_PASSWORD_MISMATCH'), knownErrorMatcher('MULTI_FACTOR_AUTHENTICATION_REQUIRED')] as const;
/**
 * Errors of `app.signInWithPassword`: EMAIL_PASSWORD_MISMATCH, MULTI_FACTOR_AUTHENTICATION_REQUIRED (details.attempt_code).
 * @example
 * const result = await app.signInWithPassword({ email, password });
 * if (!result.ok) {
 *   switch (result.error.code) {
 *     case 'EMAIL_PASSWORD_MISMATCH': console.log('Wrong email or password'); break;
 *     case 'MULTI_FACTOR_AUTHENTICATION_REQUIRED': await app.signInWithMfa({ totp: '123456', attemptCode: result.error.details.attempt_code });
 *   }
 * }
 * @public
 */
export type PasswordSignInError = ErrorsOf<typeof PASSWORD_SIGN_IN_ERRORS>;

/**
 * Errors of `app.sendMagicLinkEmail`: USER_EMAIL_ALREADY_EXISTS (an unverified auth email), SIGN_UP_NOT_ENABLED (no such
 * user, sign-ups off).
 * @example
 * const sent = await app.sendMagicLinkEmail(email);
 * if (sent.ok) console.log('nonce for the OTP form:', sent.value.nonce);
 * else if (sent.error.code === 'SIGN_UP_NOT_ENABLED') console.log('No account for this email');
 * @public
 */
export type SendMagicLinkError = ErrorsOf<typeof SEND_MAGIC_LINK_ERRORS>;

/**
 * Errors of `app.signInWithMagicLink`: VERIFICATION_CODE_* (not found, expired, already used, max attempts),
 * MULTI_FACTOR_AUTHENTICATION_REQUIRED, USER_EMAIL_ALREADY_EXISTS, SIGN_UP_NOT_ENABLED, SIGN_UP_REJECTED.
 * @example
 * const result = await app.signInWithMagicLink(code);
 * if (!result.ok) {
 *   if (KnownErrors.VerificationError.isInstance(result.error)) console.log('This link has expired or was already used');
 *   else if (KnownErrors.MultiFactorAuthenticationRequired.isInstance(result.error)) console.log('Ask for a TOTP code');
 * }
 * @public
 */
export type MagicLinkSignInError = ErrorsOf<typeof MAGIC_LINK_SIGN_IN_ERRORS>;

/**
 * Errors of `app.signInWithMfa`: INVALID_TOTP_CODE (empty or wrong code; the attempt code stays usable),
 * VERIFICATION_CODE_* (attempt code).
 * @example
 * const result = await app.signInWithMfa({ totp: '123 456', attemptCode: 'the attempt_code of MULTI_FACTOR_AUTHENTICATION_REQUIRED' });
 * if (!result.ok && result.error.code === 'INVALID_TOTP_CODE') console.log('Wrong code, try again');
 * @public
 */
export type MfaSignInError = ErrorsOf<typeof MFA_SIGN_IN_ERRORS>;

/**
 * Errors of `app.verifyEmail` and `app.checkPasswordResetCode`: VERIFICATION_CODE_NOT_FOUND, _EXPIRED, _ALREADY_USED,
 * _MAX_ATTEMPTS_REACHED.
 * @example
 * const result = await app.verifyEmail(code);
 * if (!result.ok) {
 *   switch (result.error.code) {
 *     case 'VERIFICATION_CODE_EXPIRED': console.log('The link has expired: send a new one'); break;
 *     case 'VERIFICATION_CODE_ALREADY_USED': console.log('Already verified'); break;
 *     default: console.log('Invalid link');
 *   }
 * }
 * @public
 */
export type VerificationCodeError = ErrorsOf<typeof VERIFICATION_ERRORS>;

/**
 * Errors of `app.resetPassword`: VERIFICATION_CODE_*, PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (checked before any
 * request).
 * @example
 * const result = await app.resetPassword({ code, password: 'a new long passphrase' });
 * if (!result.ok) {
 *   if (KnownErrors.PasswordRequirementsNotMet.isInstance(result.error)) console.log(result.error.message);
 *   else console.log('The reset link is no longer valid');
 * }
 * @public
 */
export type ResetPasswordError = ErrorsOf<typeof RESET_PASSWORD_ERRORS>;

/**
 * Errors of `app.acceptTeamInvitation` and `app.getTeamInvitationDetails`: VERIFICATION_CODE_*,
 * USER_AUTHENTICATION_REQUIRED (signed out), TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.
 * @example
 * const details = await app.getTeamInvitationDetails(code);
 * if (details.ok) console.log(`Join ${details.value.teamDisplayName}?`);
 * else if (details.error.code === 'USER_AUTHENTICATION_REQUIRED') console.log('Sign in first');
 * @public
 */
export type TeamInvitationError = ErrorsOf<typeof TEAM_INVITATION_ERRORS>;
