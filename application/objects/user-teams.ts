/** UserTeams: `user.teams` — the signed-in user's teams, creating and leaving one, permissions in a team, invitations to them. */
import type { TeamPermission } from '../../domain/entities/permission';
import { mapResult, type Result } from '../../domain/shared/result';
import type { ClientTeamCreate } from '../endpoints/team.endpoints';
import type { CreateTeamError, MembershipError } from '../services/current-user.errors';
import type { UserTeamsService } from '../services/user-teams.service';
import { ReceivedTeamInvitation } from './received-team-invitation';
import { Team } from './team';
import type { TeamObjectDeps } from './team-object-deps';
import { teamIdOf, type TeamRef } from './team-ref';

/**
 * @example
 * const created = await user.teams.create({ displayName: 'Rowers' });
 * const teams = await user.teams.list();
 * if (await user.teams.hasPermission(teams[0]!, '$invite_members')) await teams[0]!.inviteUser({ email });
 * @public
 */
export class UserTeams {
  readonly #service: UserTeamsService;
  readonly #teamDeps: TeamObjectDeps;

  constructor(service: UserTeamsService, teamDeps: TeamObjectDeps) {
    this.#service = service;
    this.#teamDeps = teamDeps;
  }

  /** GET /teams?user_id=me, oldest first (always fetched, then cached). */
  async list(): Promise<Team[]> {
    return (await this.#service.list()).map((team) => new Team(team, this.#teamDeps));
  }

  /** The team with that id from list(); null when the user is not a member. */
  async get(teamId: string): Promise<Team | null> {
    const team = await this.#service.get(teamId);
    return team === null ? null : new Team(team, this.#teamDeps);
  }

  /** POST /teams as the creator ('me'). Errors: OperationNotAllowedError 'clientTeamCreationDisabled'. */
  async create(input: ClientTeamCreate): Promise<Result<Team, CreateTeamError>> {
    return mapResult(await this.#service.create(input), (team) => new Team(team, this.#teamDeps));
  }

  /** DELETE /team-memberships/{team}/me. Errors: TEAM_MEMBERSHIP_NOT_FOUND. */
  leave(team: TeamRef): Promise<Result<void, MembershipError>> {
    return this.#service.leave(teamIdOf(team));
  }

  /** The user's permissions in the team; `recursive` (default true) includes contained ones. Empty when not a member. */
  listPermissions(team: TeamRef, options: { readonly recursive?: boolean } = {}): Promise<TeamPermission[]> {
    return this.#service.listPermissions(teamIdOf(team), options.recursive ?? true);
  }

  /** Whether the user holds the permission in the team, directly or through containment. */
  async hasPermission(team: TeamRef, permissionId: string): Promise<boolean> {
    return (await this.getPermission(team, permissionId)) !== null;
  }

  /** The permission (recursive), or null when the user does not hold it. */
  async getPermission(team: TeamRef, permissionId: string): Promise<TeamPermission | null> {
    return (await this.listPermissions(team)).find((permission) => permission.id === permissionId) ?? null;
  }

  /** GET /team-invitations?user_id=me: invitations sent to one of the user's verified emails. */
  async listInvitations(): Promise<ReceivedTeamInvitation[]> {
    return (await this.#service.listInvitations()).map((invitation) => new ReceivedTeamInvitation(invitation, this.#service));
  }
}
