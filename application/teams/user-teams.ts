/** UserTeams: `user.teams` — the signed-in user's teams, creating and leaving one, permissions in a team, invitations to them. */
import type { TeamPermission } from '../../domain/entities/permission';
import { mapResult, type Result } from '../../domain/shared/result';
import type { ClientTeamCreate } from './team.endpoints';
import type { CreateTeamError, MembershipError } from './team.errors';
import type { TeamService } from './team.service';
import type { UserTeamsService } from './user-teams.service';
import type { checkInput } from '../core/input-fields';
import type { Lazy } from '../core/lazy';
import { ReceivedTeamInvitation } from './received-team-invitation';
import { Team } from './team';
import type { TeamRef } from './team-ref';
import { checkId, checkString, refId } from '../core/arguments';

/** What `user.teams` uses of the user features (loaded on first use). */
export interface UserTeamsFeatures {
  readonly userTeams: UserTeamsService;
  readonly teams: TeamService;
  readonly checkInput: typeof checkInput;
}

/**
 * @example
 * const created = await user.teams.create({ displayName: 'Rowers' });
 * const teams = await user.teams.list();
 * if (await user.teams.hasPermission(teams[0]!, '$invite_members')) await teams[0]!.inviteUser({ email });
 * @public
 */
export class UserTeams {
  // The services load on first use (their code is a separate chunk in browser bundles); every method is async anyway.
  readonly #features: Lazy<UserTeamsFeatures>;

  constructor(features: Lazy<UserTeamsFeatures>) {
    this.#features = features;
  }

  /** GET /teams?user_id=me, oldest first (always fetched, then cached). */
  async list(): Promise<Team[]> {
    const { userTeams, teams } = await this.#features();
    return (await userTeams.list()).map((team) => new Team(team, { teams }));
  }

  /** The team with that id from list(); null when the user is not a member. */
  async get(teamId: string): Promise<Team | null> {
    checkId('teamId', teamId);
    const { userTeams, teams } = await this.#features();
    const team = await userTeams.get(teamId);
    return team === null ? null : new Team(team, { teams });
  }

  /** POST /teams as the creator ('me'). Errors: OperationNotAllowedError 'clientTeamCreationDisabled'. */
  async create(input: ClientTeamCreate): Promise<Result<Team, CreateTeamError>> {
    const { userTeams, teams, checkInput } = await this.#features();
    checkInput('input', input, ['displayName']);
    return mapResult(await userTeams.create(input), (team) => new Team(team, { teams }));
  }

  /** DELETE /team-memberships/{team}/me. Errors: TEAM_MEMBERSHIP_NOT_FOUND. */
  async leave(team: TeamRef): Promise<Result<void, MembershipError>> {
    const teamId = refId('team', team);
    return (await this.#features()).userTeams.leave(teamId);
  }

  /** The user's permissions in the team; `recursive` (default true) includes contained ones. Empty when not a member. */
  async listPermissions(team: TeamRef, options: { readonly recursive?: boolean } = {}): Promise<TeamPermission[]> {
    const teamId = refId('team', team);
    const { userTeams, checkInput } = await this.#features();
    checkInput('options', options);
    return userTeams.listPermissions(teamId, options.recursive ?? true);
  }

  /** Whether the user holds the permission in the team, directly or through containment. */
  async hasPermission(team: TeamRef, permissionId: string): Promise<boolean> {
    return (await this.getPermission(team, permissionId)) !== null; // getPermission checks the arguments
  }

  /** The permission (recursive), or null when the user does not hold it. */
  async getPermission(team: TeamRef, permissionId: string): Promise<TeamPermission | null> {
    checkString('permissionId', permissionId);
    return (await this.listPermissions(team)).find((permission) => permission.id === permissionId) ?? null;
  }

  /** GET /team-invitations?user_id=me: invitations sent to one of the user's verified emails. */
  async listInvitations(): Promise<ReceivedTeamInvitation[]> {
    const { userTeams } = await this.#features();
    return (await userTeams.listInvitations()).map((invitation) => new ReceivedTeamInvitation(invitation, userTeams));
  }
}
