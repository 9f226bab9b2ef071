/** ReceivedTeamInvitation: an invitation addressed to the signed-in user — the entity's fields plus accept(). */
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { EpochMs } from '../../domain/shared/time';
import type { Result } from '../../domain/shared/result';
import type { AcceptInvitationError } from '../services/current-user.errors';
import type { UserTeamsService } from '../services/user-teams.service';

/**
 * @example
 * const [invitation] = await user.teams.listInvitations();
 * const joined = await invitation?.accept();
 * @public
 */
export class ReceivedTeamInvitation implements TeamInvitation {
  readonly id: string;
  readonly teamId: string;
  readonly teamDisplayName: string;
  readonly recipientEmail: string;
  readonly expiresAt: EpochMs;
  readonly #userTeams: UserTeamsService;

  constructor(invitation: TeamInvitation, userTeams: UserTeamsService) {
    this.id = invitation.id;
    this.teamId = invitation.teamId;
    this.teamDisplayName = invitation.teamDisplayName;
    this.recipientEmail = invitation.recipientEmail;
    this.expiresAt = invitation.expiresAt;
    this.#userTeams = userTeams;
  }

  /**
   * POST /team-invitations/{id}/accept?user_id=me: joins the team (with the project's member permissions).
   * Errors: VERIFICATION_CODE_NOT_FOUND (used, expired, revoked), TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.
   */
  accept(): Promise<Result<void, AcceptInvitationError>> {
    return this.#userTeams.acceptInvitation(this.id);
  }
}
