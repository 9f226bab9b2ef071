/**
 * ReceivedTeamInvitation: an invitation addressed to a user — the entity's fields plus accept(), as that user (the
 * signed-in user's `user.teams.listInvitations()`, or a server user's `listTeamInvitations()` with server access).
 */
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { Result } from '../../domain/shared/result';
import type { AcceptInvitationError } from './team.errors';
import { entityFields } from '../core/entity-fields';

/** Who accepts: the signed-in user's teams service, or a server user's. */
export interface InvitationAcceptor {
  acceptInvitation(invitationId: string): Promise<Result<void, AcceptInvitationError>>;
}

/**
 * @example
 * const [invitation] = await user.teams.listInvitations();
 * const joined = await invitation?.accept();
 * @public
 */
export class ReceivedTeamInvitation extends entityFields<TeamInvitation>() {
  readonly #acceptor: InvitationAcceptor;

  constructor(invitation: TeamInvitation, acceptor: InvitationAcceptor) {
    super(invitation);
    this.#acceptor = acceptor;
  }

  /**
   * POST /team-invitations/{id}/accept?user_id=me (or the server user's id): joins the team (with the project's member
   * permissions).
   * Errors: VERIFICATION_CODE_NOT_FOUND (used, expired, revoked), TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.
   */
  accept(): Promise<Result<void, AcceptInvitationError>> {
    return this.#acceptor.acceptInvitation(this.id);
  }
}
