/** SentTeamInvitation: an outstanding invitation of a team, as its members see it — the entity's fields plus revoke(). */
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { Result } from '../../domain/shared/result';
import type { RevokeInvitationError } from './team.errors';
import { entityFields } from '../core/entity-fields';
import type { TeamObjectDeps } from './team-object-deps';

/**
 * @example
 * const invitations = await team.listInvitations();
 * if (invitations.ok) for (const invitation of invitations.value) await invitation.revoke();
 * @public
 */
export class SentTeamInvitation extends entityFields<TeamInvitation>() {
  readonly #deps: TeamObjectDeps;

  constructor(invitation: TeamInvitation, deps: TeamObjectDeps) {
    super(invitation);
    this.#deps = deps;
  }

  /**
   * DELETE /team-invitations/{id}?team_id (needs $remove_members): the emailed link stops working.
   * Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_REQUIRED, VERIFICATION_CODE_NOT_FOUND (already used, expired or revoked).
   */
  revoke(): Promise<Result<void, RevokeInvitationError>> {
    return this.#deps.teams.revokeInvitation(this.teamId, this.id);
  }
}
