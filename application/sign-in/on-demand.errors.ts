/**
 * The expected failures of the sign-in surface methods that load on first use (sign-up, magic link, MFA, verification
 * codes, team invitations), as matcher lists for expectErrors; their unions are documented in sign-in.errors.ts.
 */
import { KnownErrors } from '../../domain/errors/known-errors';

export const SIGN_UP_ERRORS = [
  KnownErrors.UserEmailAlreadyExists, KnownErrors.PasswordRequirementsNotMet, KnownErrors.SignUpNotEnabled, KnownErrors.SignUpRejected,
] as const;

export const SEND_MAGIC_LINK_ERRORS = [KnownErrors.UserEmailAlreadyExists, KnownErrors.SignUpNotEnabled] as const;

export const MAGIC_LINK_SIGN_IN_ERRORS = [
  KnownErrors.VerificationError, KnownErrors.MultiFactorAuthenticationRequired, KnownErrors.UserEmailAlreadyExists,
  KnownErrors.SignUpNotEnabled, KnownErrors.SignUpRejected,
] as const;

export const MFA_SIGN_IN_ERRORS = [KnownErrors.InvalidTotpCode, KnownErrors.VerificationError] as const;

export const VERIFICATION_ERRORS = [KnownErrors.VerificationError] as const;

export const RESET_PASSWORD_ERRORS = [KnownErrors.VerificationError, KnownErrors.PasswordRequirementsNotMet] as const;

export const TEAM_INVITATION_ERRORS = [
  KnownErrors.VerificationError, KnownErrors.UserAuthenticationRequired, KnownErrors.TeamInvitationRestrictedUserNotAllowed,
] as const;
