/** ReceivedTeamInvitation: an invitation addressed to the signed-in user — the entity's fields plus accept(). */
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { Result } from '../../domain/shared/result';
import type { AcceptInvitationError } from './team.errors';
import type { UserTeamsService } from './user-teams.service';
import { entityFields } from '../core/entity-fields';

/**
 * @example
 * const [invitation] = await user.teams.listInvitations();
 * const joined = await invitation?.accept();
 * @public
 */
export class ReceivedTeamInvitation extends entityFields<TeamInvitation>() {
  readonly #userTeams: UserTeamsService;

  constructor(invitation: TeamInvitation, userTeams: UserTeamsService) {
    super(invitation);
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
