/**
 * The expected failures of the ServerApp's team methods (teams, memberships, team permissions, invitations), as
 * matcher lists for expectErrors and their unions: one list per method family.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../shared/expect-errors';

export const CREATE_TEAM_ERRORS = [KnownErrors.UserNotFound] as const;
/** USER_NOT_FOUND (creatorUserId names no user). @public */
export type CreateServerTeamError = ErrorsOf<typeof CREATE_TEAM_ERRORS>;

export const TEAM_ERRORS = [KnownErrors.TeamNotFound] as const;
/** TEAM_NOT_FOUND (the team was deleted). @public */
export type ServerTeamError = ErrorsOf<typeof TEAM_ERRORS>;

export const ADD_MEMBER_ERRORS = [KnownErrors.UserNotFound, KnownErrors.TeamNotFound, KnownErrors.TeamMembershipAlreadyExists] as const;
/** USER_NOT_FOUND, TEAM_NOT_FOUND, TEAM_MEMBERSHIP_ALREADY_EXISTS. @public */
export type AddTeamMemberError = ErrorsOf<typeof ADD_MEMBER_ERRORS>;

export const REMOVE_MEMBER_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.TeamNotFound] as const;
/** TEAM_MEMBERSHIP_NOT_FOUND (not a member), TEAM_NOT_FOUND. @public */
export type RemoveTeamMemberError = ErrorsOf<typeof REMOVE_MEMBER_ERRORS>;

export const GRANT_PERMISSION_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.PermissionNotFound, KnownErrors.WrongPermissionScope] as const;
/** TEAM_MEMBERSHIP_NOT_FOUND, PERMISSION_NOT_FOUND (no such definition), WRONG_PERMISSION_SCOPE (a project permission). @public */
export type GrantTeamPermissionError = ErrorsOf<typeof GRANT_PERMISSION_ERRORS>;

export const REVOKE_PERMISSION_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.TeamPermissionNotFound] as const;
/** TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_NOT_FOUND (not granted directly). @public */
export type RevokeTeamPermissionError = ErrorsOf<typeof REVOKE_PERMISSION_ERRORS>;

export const REVOKE_INVITATION_ERRORS = [KnownErrors.TeamNotFound, KnownErrors.VerificationCodeNotFound] as const;
/** TEAM_NOT_FOUND, VERIFICATION_CODE_NOT_FOUND (no such outstanding invitation: used, expired or revoked). @public */
export type RevokeTeamInvitationError = ErrorsOf<typeof REVOKE_INVITATION_ERRORS>;
