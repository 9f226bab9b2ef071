/**
 * The expected failures of the ServerApp's team methods (teams, memberships, team permissions, invitations), as
 * matcher lists for expectErrors and their unions: one list per method family.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../core/expect-errors';

export const CREATE_TEAM_ERRORS = [KnownErrors.UserNotFound] as const;
/**
 * Errors of `server.createTeam`: USER_NOT_FOUND (creatorUserId names no user).
 * @example
 * const created = await server.createTeam({ displayName: 'Support', creatorUserId: userId });
 * if (!created.ok) console.log(created.error.code); // 'USER_NOT_FOUND'
 * @public
 */
export type CreateServerTeamError = ErrorsOf<typeof CREATE_TEAM_ERRORS>;

export const TEAM_ERRORS = [KnownErrors.TeamNotFound] as const;
/**
 * Errors of the ServerTeam methods that only need the team: TEAM_NOT_FOUND (the team was deleted).
 * @example
 * const serverTeam = await server.getTeam(teamId);
 * if (serverTeam === null) return;
 * const updated = await serverTeam.update({ displayName: 'Support (EU)' });
 * if (!updated.ok) console.log(updated.error.code); // 'TEAM_NOT_FOUND'
 * @public
 */
export type ServerTeamError = ErrorsOf<typeof TEAM_ERRORS>;

export const ADD_MEMBER_ERRORS = [KnownErrors.UserNotFound, KnownErrors.TeamNotFound, KnownErrors.TeamMembershipAlreadyExists] as const;
/**
 * Errors of `serverTeam.addUser`: USER_NOT_FOUND, TEAM_NOT_FOUND, TEAM_MEMBERSHIP_ALREADY_EXISTS.
 * @example
 * const serverTeam = await server.getTeam(teamId);
 * const added = await serverTeam?.addUser(userId);
 * if (added !== undefined && !added.ok && added.error.code === 'TEAM_MEMBERSHIP_ALREADY_EXISTS') console.log('Already a member');
 * @public
 */
export type AddTeamMemberError = ErrorsOf<typeof ADD_MEMBER_ERRORS>;

export const REMOVE_MEMBER_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.TeamNotFound] as const;
/**
 * Errors of `serverTeam.removeUser`: TEAM_MEMBERSHIP_NOT_FOUND (not a member), TEAM_NOT_FOUND.
 * @example
 * const serverTeam = await server.getTeam(teamId);
 * const removed = await serverTeam?.removeUser({ id: userId });
 * if (removed !== undefined && !removed.ok) console.log(removed.error.code);
 * @public
 */
export type RemoveTeamMemberError = ErrorsOf<typeof REMOVE_MEMBER_ERRORS>;

export const GRANT_PERMISSION_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.PermissionNotFound, KnownErrors.WrongPermissionScope] as const;
/**
 * Errors of `grantPermission` (ServerTeam and ServerUser): TEAM_MEMBERSHIP_NOT_FOUND, PERMISSION_NOT_FOUND (no such
 * definition), WRONG_PERMISSION_SCOPE (a project permission).
 * @example
 * const serverUser = await server.getUser(userId);
 * const granted = await serverUser?.grantPermission(teamId, 'billing');
 * if (granted !== undefined && !granted.ok) {
 *   switch (granted.error.code) {
 *     case 'TEAM_MEMBERSHIP_NOT_FOUND': console.log('Add the user to the team first'); break;
 *     case 'PERMISSION_NOT_FOUND': console.log('Define the permission first'); break;
 *     case 'WRONG_PERMISSION_SCOPE': console.log('That is a project permission');
 *   }
 * }
 * @public
 */
export type GrantTeamPermissionError = ErrorsOf<typeof GRANT_PERMISSION_ERRORS>;

export const REVOKE_PERMISSION_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.TeamPermissionNotFound] as const;
/**
 * Errors of `revokePermission` (ServerTeam and ServerUser): TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_NOT_FOUND (not
 * granted directly).
 * @example
 * const serverTeam = await server.getTeam(teamId);
 * const revoked = await serverTeam?.revokePermission(userId, 'billing');
 * if (revoked !== undefined && !revoked.ok && revoked.error.code === 'TEAM_PERMISSION_NOT_FOUND') console.log('Not granted directly');
 * @public
 */
export type RevokeTeamPermissionError = ErrorsOf<typeof REVOKE_PERMISSION_ERRORS>;

export const REVOKE_INVITATION_ERRORS = [KnownErrors.TeamNotFound, KnownErrors.VerificationCodeNotFound] as const;
/**
 * Errors of `serverTeam.revokeInvitation`: TEAM_NOT_FOUND, VERIFICATION_CODE_NOT_FOUND (no such outstanding invitation:
 * used, expired or revoked).
 * @example
 * const serverTeam = await server.getTeam(teamId);
 * if (serverTeam === null) return;
 * const invitations = await serverTeam.listInvitations();
 * for (const invitation of invitations.ok ? invitations.value : []) {
 *   const revoked = await serverTeam.revokeInvitation(invitation.id);
 *   if (!revoked.ok) console.log(revoked.error.code);
 * }
 * @public
 */
export type RevokeTeamInvitationError = ErrorsOf<typeof REVOKE_INVITATION_ERRORS>;

export const MEMBERSHIP_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.TeamNotFound] as const;
/**
 * Errors of `serverUser.getTeamProfile`: TEAM_MEMBERSHIP_NOT_FOUND (the user is not in the team), TEAM_NOT_FOUND.
 * @example
 * const profile = await serverUser.getTeamProfile(team);
 * if (profile.ok) console.log(profile.value.displayName);
 * @public
 */
export type ServerMembershipError = ErrorsOf<typeof MEMBERSHIP_ERRORS>;
