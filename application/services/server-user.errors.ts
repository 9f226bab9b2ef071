/**
 * The expected failures of the ServerApp's user methods (users, their sessions and contact channels), as matcher
 * lists for expectErrors and their unions: one list per method, so signature, TSDoc and behaviour agree.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../shared/expect-errors';

export const CREATE_USER_ERRORS = [KnownErrors.UserEmailAlreadyExists] as const;
/** USER_EMAIL_ALREADY_EXISTS (the primary email is already used for auth). @public */
export type CreateServerUserError = ErrorsOf<typeof CREATE_USER_ERRORS>;

export const UPDATE_USER_ERRORS = [KnownErrors.UserNotFound, KnownErrors.UserEmailAlreadyExists, KnownErrors.TeamMembershipNotFound] as const;
/** USER_NOT_FOUND, USER_EMAIL_ALREADY_EXISTS (new primary email), TEAM_MEMBERSHIP_NOT_FOUND (selectedTeamId of a team the user is not in). @public */
export type UpdateServerUserError = ErrorsOf<typeof UPDATE_USER_ERRORS>;

export const DELETE_USER_ERRORS = [KnownErrors.UserNotFound] as const;
/** USER_NOT_FOUND (already deleted). @public */
export type DeleteServerUserError = ErrorsOf<typeof DELETE_USER_ERRORS>;

export const CREATE_SESSION_ERRORS = [KnownErrors.UserIdDoesNotExist] as const;
/** USER_ID_DOES_NOT_EXIST (the user was deleted). @public */
export type CreateSessionError = ErrorsOf<typeof CREATE_SESSION_ERRORS>;

/** Not errors for the caller: getConnectedAccountAccessToken answers null for them. */
export const NO_ACCESS_TOKEN_ERRORS = [KnownErrors.OAuthConnectionNotConnectedToUser, KnownErrors.OAuthConnectionDoesNotHaveRequiredScope] as const;

export const CREATE_CONTACT_CHANNEL_ERRORS = [KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse, KnownErrors.UserIdDoesNotExist] as const;
/** CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE (usedForAuth with another user's auth email), USER_ID_DOES_NOT_EXIST. @public */
export type CreateContactChannelError = ErrorsOf<typeof CREATE_CONTACT_CHANNEL_ERRORS>;

export const UPDATE_CONTACT_CHANNEL_ERRORS = [KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse] as const;
/** CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. @public */
export type UpdateContactChannelError = ErrorsOf<typeof UPDATE_CONTACT_CHANNEL_ERRORS>;

export const SEND_CHANNEL_VERIFICATION_ERRORS = [KnownErrors.EmailAlreadyVerified, KnownErrors.UserIdDoesNotExist] as const;
/** EMAIL_ALREADY_VERIFIED, USER_ID_DOES_NOT_EXIST. @public */
export type SendChannelVerificationError = ErrorsOf<typeof SEND_CHANNEL_VERIFICATION_ERRORS>;
