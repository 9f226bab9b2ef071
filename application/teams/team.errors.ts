/** The expected failures of the Team object's methods (protocol §5.7: membership first, then the permission). */
import { KnownErrors } from '../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../domain/errors/operation-not-allowed-error';
import type { ErrorsOf } from '../core/expect-errors';

export const TEAM_ACTION_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.TeamPermissionRequired] as const;
/**
 * Errors of the Team methods: TEAM_MEMBERSHIP_NOT_FOUND (not a member), TEAM_PERMISSION_REQUIRED (details.permission_id
 * names the missing one).
 * @example
 * const members = await team.listMembers();
 * if (!members.ok) {
 *   switch (members.error.code) {
 *     case 'TEAM_MEMBERSHIP_NOT_FOUND': console.log('You left this team'); break;
 *     case 'TEAM_PERMISSION_REQUIRED': console.log('Missing permission:', members.error.details.permission_id);
 *   }
 * }
 * @public
 */
export type TeamActionError = ErrorsOf<typeof TEAM_ACTION_ERRORS>;

export const INVITE_USER_ERRORS = [...TEAM_ACTION_ERRORS, KnownErrors.RedirectUrlNotWhitelisted] as const;
/**
 * Errors of `team.inviteUser`: as TeamActionError, plus REDIRECT_URL_NOT_WHITELISTED for an untrusted callbackUrl.
 * @example
 * const invited = await team.inviteUser({ email: 'bob@example.com' });
 * if (!invited.ok && invited.error.code === 'TEAM_PERMISSION_REQUIRED') console.log('You may not invite members');
 * @public
 */
export type InviteUserError = ErrorsOf<typeof INVITE_USER_ERRORS>;

export const REVOKE_INVITATION_ERRORS = [...TEAM_ACTION_ERRORS, KnownErrors.VerificationCodeNotFound] as const;
/**
 * Errors of `invitation.revoke` (a SentTeamInvitation): as TeamActionError, plus VERIFICATION_CODE_NOT_FOUND (already
 * used, expired or revoked).
 * @example
 * const invitations = await team.listInvitations();
 * if (invitations.ok) {
 *   for (const invitation of invitations.value) {
 *     const revoked = await invitation.revoke();
 *     if (!revoked.ok && revoked.error.code === 'VERIFICATION_CODE_NOT_FOUND') console.log('Already used or expired');
 *   }
 * }
 * @public
 */
export type RevokeInvitationError = ErrorsOf<typeof REVOKE_INVITATION_ERRORS>;

export const CREATE_TEAM_ERRORS = [OperationNotAllowedError] as const;
/**
 * Errors of `user.teams.create`: OperationNotAllowedError 'clientTeamCreationDisabled'.
 * @example
 * const created = await user.teams.create({ displayName: 'Design' });
 * if (created.ok) console.log(created.value.id);
 * else console.log(created.error.reason); // 'clientTeamCreationDisabled'
 * @public
 */
export type CreateTeamError = ErrorsOf<typeof CREATE_TEAM_ERRORS>;

export const MEMBERSHIP_ERRORS = [KnownErrors.TeamMembershipNotFound] as const;
/**
 * Errors of `user.teams.leave` and `user.setSelectedTeam`: TEAM_MEMBERSHIP_NOT_FOUND (leaving or selecting a team
 * the user is not in).
 * @example
 * const left = await user.teams.leave(team);
 * if (!left.ok && left.error.code === 'TEAM_MEMBERSHIP_NOT_FOUND') console.log('Not a member any more');
 * @public
 */
export type MembershipError = ErrorsOf<typeof MEMBERSHIP_ERRORS>;

export const ACCEPT_INVITATION_ERRORS = [KnownErrors.VerificationCodeNotFound, KnownErrors.TeamInvitationRestrictedUserNotAllowed] as const;
/**
 * Errors of `invitation.accept` (a ReceivedTeamInvitation): VERIFICATION_CODE_NOT_FOUND (used, expired, revoked, or
 * not addressed to a verified email of the user), TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.
 * @example
 * for (const invitation of await user.teams.listInvitations()) {
 *   const accepted = await invitation.accept();
 *   if (!accepted.ok && accepted.error.code === 'VERIFICATION_CODE_NOT_FOUND') console.log('This invitation is no longer valid');
 * }
 * @public
 */
export type AcceptInvitationError = ErrorsOf<typeof ACCEPT_INVITATION_ERRORS>;
