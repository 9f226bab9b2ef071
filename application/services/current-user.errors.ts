/**
 * The expected failures of the CurrentUser methods (account, teams, contact channels), as matcher lists for
 * expectErrors and their unions, so each method's signature, TSDoc and behaviour cannot disagree.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../domain/errors/operation-not-allowed-error';
import type { ErrorsOf } from '../shared/expect-errors';

export const USER_UPDATE_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.UserEmailAlreadyExists] as const;
/** TEAM_MEMBERSHIP_NOT_FOUND (selectedTeamId of a team the user is not in), USER_EMAIL_ALREADY_EXISTS (primaryEmail used for auth by someone). @public */
export type UserUpdateError = ErrorsOf<typeof USER_UPDATE_ERRORS>;

export const USER_DELETE_ERRORS = [OperationNotAllowedError] as const;
/** OperationNotAllowedError 'clientUserDeletionDisabled'. @public */
export type UserDeleteError = ErrorsOf<typeof USER_DELETE_ERRORS>;

export const UPDATE_PASSWORD_ERRORS = [
  KnownErrors.PasswordRequirementsNotMet, KnownErrors.PasswordConfirmationMismatch, KnownErrors.UserDoesNotHavePassword,
] as const;
/** PASSWORD_TOO_SHORT / _LONG and PASSWORD_CONFIRMATION_MISMATCH (confirmation checked first, no request; or the old password is wrong), USER_DOES_NOT_HAVE_PASSWORD. @public */
export type UpdatePasswordError = ErrorsOf<typeof UPDATE_PASSWORD_ERRORS>;

export const SET_PASSWORD_ERRORS = [KnownErrors.PasswordRequirementsNotMet] as const;
/** PASSWORD_TOO_SHORT / _LONG (checked first, no request). @public */
export type SetPasswordError = ErrorsOf<typeof SET_PASSWORD_ERRORS>;

export const SEND_VERIFICATION_EMAIL_ERRORS = [
  OperationNotAllowedError, KnownErrors.EmailAlreadyVerified, KnownErrors.EmailIsNotPrimaryEmail, KnownErrors.RedirectUrlNotWhitelisted,
] as const;
/** OperationNotAllowedError 'noPrimaryEmail' (no request), EMAIL_ALREADY_VERIFIED, EMAIL_IS_NOT_PRIMARY_EMAIL, REDIRECT_URL_NOT_WHITELISTED. @public */
export type SendVerificationEmailError = ErrorsOf<typeof SEND_VERIFICATION_EMAIL_ERRORS>;

export const CREATE_TEAM_ERRORS = [OperationNotAllowedError] as const;
/** OperationNotAllowedError 'clientTeamCreationDisabled'. @public */
export type CreateTeamError = ErrorsOf<typeof CREATE_TEAM_ERRORS>;

export const MEMBERSHIP_ERRORS = [KnownErrors.TeamMembershipNotFound] as const;
/** TEAM_MEMBERSHIP_NOT_FOUND (leaving or selecting a team the user is not in). @public */
export type MembershipError = ErrorsOf<typeof MEMBERSHIP_ERRORS>;

export const ACCEPT_INVITATION_ERRORS = [KnownErrors.VerificationCodeNotFound, KnownErrors.TeamInvitationRestrictedUserNotAllowed] as const;
/** VERIFICATION_CODE_NOT_FOUND (used, expired, revoked, or not addressed to a verified email of the user), TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED. @public */
export type AcceptInvitationError = ErrorsOf<typeof ACCEPT_INVITATION_ERRORS>;

export const CONTACT_CHANNEL_WRITE_ERRORS = [KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse] as const;
/** CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. @public */
export type ContactChannelWriteError = ErrorsOf<typeof CONTACT_CHANNEL_WRITE_ERRORS>;

export const CHANNEL_VERIFICATION_ERRORS = [KnownErrors.EmailAlreadyVerified, KnownErrors.RedirectUrlNotWhitelisted] as const;
/** EMAIL_ALREADY_VERIFIED, REDIRECT_URL_NOT_WHITELISTED. @public */
export type ChannelVerificationError = ErrorsOf<typeof CHANNEL_VERIFICATION_ERRORS>;
