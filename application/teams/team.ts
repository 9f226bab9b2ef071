/**
 * Team: a team the signed-in user is a member of — the Team entity's fields plus what a member can do to it. The
 * server checks each action's permission (protocol §5.7); a missing one is a TEAM_PERMISSION_REQUIRED result.
 */
import type { Team as TeamEntity, TeamUpdate } from '../../domain/entities/team';
import type { TeamMemberProfile, TeamMemberProfileUpdate } from '../../domain/entities/team-member-profile';
import { mapResult, type Result } from '../../domain/shared/result';
import type { InviteUserError, TeamActionError } from './team.errors';
import { entityFields } from '../core/entity-fields';
import { SentTeamInvitation } from './sent-team-invitation';
import type { TeamObjectDeps } from './team-object-deps';
import { checked, checkObject, checkStringFields } from '../core/arguments';

/**
 * @example
 * const team = await user.teams.get(teamId);
 * const renamed = await team?.update({ displayName: 'Rowers' });
 * if (renamed && !renamed.ok) console.log(renamed.error.code); // TEAM_PERMISSION_REQUIRED without $update_team
 * await team?.inviteUser({ email: 'ann@example.com' });
 * @public
 */
export class Team extends entityFields<TeamEntity>() {
  readonly #deps: TeamObjectDeps;

  constructor(team: TeamEntity, deps: TeamObjectDeps) {
    super(team);
    this.#deps = deps;
  }

  /** PATCH /teams/{id} (needs $update_team); resolves with the updated team. Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_REQUIRED. */
  async update(update: TeamUpdate): Promise<Result<Team, TeamActionError>> {
    checkObject('update', update); // its fields: TeamService.update
    return mapResult(await this.#deps.teams.update(this.id, update), (team) => new Team(team, this.#deps));
  }

  /** DELETE /teams/{id} (needs $delete_team). Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_REQUIRED. */
  delete(): Promise<Result<void, TeamActionError>> {
    return this.#deps.teams.delete(this.id);
  }

  /**
   * Emails an invitation (needs $invite_members) linking to `callbackUrl`, by default urls.teamInvitation.
   * Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_REQUIRED, REDIRECT_URL_NOT_WHITELISTED.
   */
  inviteUser(input: { readonly email: string; readonly callbackUrl?: string }): Promise<Result<void, InviteUserError>> {
    return checked(() => checkStringFields('input', input, ['email']), () => this.#deps.teams.invite(this.id, input.email, input.callbackUrl));
  }

  /** Outstanding invitations (needs $read_members and $invite_members). Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_REQUIRED. */
  async listInvitations(): Promise<Result<SentTeamInvitation[], TeamActionError>> {
    const result = await this.#deps.teams.listInvitations(this.id);
    return mapResult(result, (items) => items.map((invitation) => new SentTeamInvitation(invitation, this.#deps)));
  }

  /** Every member's team profile, by join time (needs $read_members). Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_REQUIRED. */
  listMembers(): Promise<Result<TeamMemberProfile[], TeamActionError>> {
    return this.#deps.teams.listMembers(this.id);
  }

  /** The signed-in user's profile in this team. Errors: TEAM_MEMBERSHIP_NOT_FOUND. */
  getMyProfile(): Promise<Result<TeamMemberProfile, TeamActionError>> {
    return this.#deps.teams.getMyProfile(this.id);
  }

  /** Sets the signed-in user's name or image in this team (null clears). Errors: TEAM_MEMBERSHIP_NOT_FOUND. */
  updateMyProfile(update: TeamMemberProfileUpdate): Promise<Result<TeamMemberProfile, TeamActionError>> {
    return checked(() => checkObject('update', update), () => this.#deps.teams.updateMyProfile(this.id, update));
  }
}
