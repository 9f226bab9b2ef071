/**
 * The expected failures of each sign-in surface method, as matcher lists (for expectErrors) and their unions.
 * One list per method, so a method's signature, its TSDoc and its runtime behaviour cannot disagree.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../shared/expect-errors';

export const SIGN_UP_ERRORS = [
  KnownErrors.UserEmailAlreadyExists, KnownErrors.PasswordRequirementsNotMet, KnownErrors.SignUpNotEnabled, KnownErrors.SignUpRejected,
] as const;
/** USER_EMAIL_ALREADY_EXISTS, PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG, SIGN_UP_NOT_ENABLED, SIGN_UP_REJECTED. @public */
export type SignUpError = ErrorsOf<typeof SIGN_UP_ERRORS>;

export const PASSWORD_SIGN_IN_ERRORS = [KnownErrors.EmailPasswordMismatch, KnownErrors.MultiFactorAuthenticationRequired] as const;
/** EMAIL_PASSWORD_MISMATCH, MULTI_FACTOR_AUTHENTICATION_REQUIRED (details.attempt_code). @public */
export type PasswordSignInError = ErrorsOf<typeof PASSWORD_SIGN_IN_ERRORS>;

export const SEND_MAGIC_LINK_ERRORS = [KnownErrors.UserEmailAlreadyExists, KnownErrors.SignUpNotEnabled] as const;
/** USER_EMAIL_ALREADY_EXISTS (an unverified auth email), SIGN_UP_NOT_ENABLED (no such user, sign-ups off). @public */
export type SendMagicLinkError = ErrorsOf<typeof SEND_MAGIC_LINK_ERRORS>;

export const MAGIC_LINK_SIGN_IN_ERRORS = [
  KnownErrors.VerificationError, KnownErrors.MultiFactorAuthenticationRequired, KnownErrors.UserEmailAlreadyExists,
  KnownErrors.SignUpNotEnabled, KnownErrors.SignUpRejected,
] as const;
/** VERIFICATION_CODE_* (not found, expired, already used, max attempts), MULTI_FACTOR_AUTHENTICATION_REQUIRED, USER_EMAIL_ALREADY_EXISTS, SIGN_UP_NOT_ENABLED, SIGN_UP_REJECTED. @public */
export type MagicLinkSignInError = ErrorsOf<typeof MAGIC_LINK_SIGN_IN_ERRORS>;

export const MFA_SIGN_IN_ERRORS = [KnownErrors.InvalidTotpCode, KnownErrors.VerificationError] as const;
/** INVALID_TOTP_CODE (empty or wrong code; the attempt code stays usable), VERIFICATION_CODE_* (attempt code). @public */
export type MfaSignInError = ErrorsOf<typeof MFA_SIGN_IN_ERRORS>;

export const VERIFICATION_ERRORS = [KnownErrors.VerificationError] as const;
/** VERIFICATION_CODE_NOT_FOUND, _EXPIRED, _ALREADY_USED, _MAX_ATTEMPTS_REACHED. @public */
export type VerificationCodeError = ErrorsOf<typeof VERIFICATION_ERRORS>;

export const RESET_PASSWORD_ERRORS = [KnownErrors.VerificationError, KnownErrors.PasswordRequirementsNotMet] as const;
/** VERIFICATION_CODE_*, PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (checked before any request). @public */
export type ResetPasswordError = ErrorsOf<typeof RESET_PASSWORD_ERRORS>;

export const TEAM_INVITATION_ERRORS = [
  KnownErrors.VerificationError, KnownErrors.UserAuthenticationRequired, KnownErrors.TeamInvitationRestrictedUserNotAllowed,
] as const;
/** VERIFICATION_CODE_*, USER_AUTHENTICATION_REQUIRED (signed out), TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED. @public */
export type TeamInvitationError = ErrorsOf<typeof TEAM_INVITATION_ERRORS>;
