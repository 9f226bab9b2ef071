/** The expected failures of the Team object's methods (protocol §5.7: membership first, then the permission). */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../shared/expect-errors';

export const TEAM_ACTION_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.TeamPermissionRequired] as const;
/** TEAM_MEMBERSHIP_NOT_FOUND (not a member), TEAM_PERMISSION_REQUIRED (details.permission_id names the missing one). @public */
export type TeamActionError = ErrorsOf<typeof TEAM_ACTION_ERRORS>;

export const INVITE_USER_ERRORS = [...TEAM_ACTION_ERRORS, KnownErrors.RedirectUrlNotWhitelisted] as const;
/** As TeamActionError, plus REDIRECT_URL_NOT_WHITELISTED for an untrusted callbackUrl. @public */
export type InviteUserError = ErrorsOf<typeof INVITE_USER_ERRORS>;

export const REVOKE_INVITATION_ERRORS = [...TEAM_ACTION_ERRORS, KnownErrors.VerificationCodeNotFound] as const;
/** As TeamActionError, plus VERIFICATION_CODE_NOT_FOUND (already used, expired or revoked). @public */
export type RevokeInvitationError = ErrorsOf<typeof REVOKE_INVITATION_ERRORS>;
