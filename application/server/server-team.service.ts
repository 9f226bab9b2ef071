/** ServerTeamService: the ServerApp's team use cases — list (all, or a user's), get by id (TEAM_NOT_FOUND → null) or team API key, create, members' permissions. */
import type { TeamCreate } from '../../domain/entities/team';
import { KnownErrors } from '../../domain/errors/known-errors';
import type { Result } from '../../domain/shared/result';
import type { ServerEndpoints } from './server.endpoints';
import type { ServerTeam, TeamMemberPermission } from './server-objects';
import type { ServerObjectsFactory } from './server-objects.factory';
import type { AppContext } from '../core/app-context';
import { serverKeys, TEAMS_KEY, USERS_KEY } from '../core/keys';
import { serverMutation } from './server-mutation';
import { checkApiKey } from './api-key-owner';
import { CREATE_TEAM_ERRORS, type CreateServerTeamError } from './server-team.errors';

export class ServerTeamService {
  readonly #ctx: AppContext;
  readonly #endpoints: ServerEndpoints;
  readonly #build: ServerObjectsFactory;

  constructor(
    ctx: AppContext,
    endpoints: ServerEndpoints,
    build: ServerObjectsFactory,
  ) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
    this.#build = build;
  }

  async listTeams(options: { readonly userId?: string } = {}): Promise<ServerTeam[]> {
    const teams = await this.#ctx.cache.read(serverKeys.teamList(options.userId ?? null), () => this.#endpoints.teams.list(options.userId));
    return teams.map((t) => this.#build.team(t));
  }

  async getTeam(teamId: string): Promise<ServerTeam | null> {
    try {
      return this.#build.team(await this.#ctx.cache.read(serverKeys.team(teamId), () => this.#endpoints.teams.get(teamId)));
    } catch (error) {
      if (KnownErrors.TeamNotFound.isInstance(error)) return null;
      throw error;
    }
  }

  /** The team a team API key belongs to; null when the value is not a valid team key of the project (a user key included). */
  async getTeamByApiKey(apiKey: string): Promise<ServerTeam | null> {
    const key = await checkApiKey(this.#ctx.requests, 'team', apiKey);
    return key?.teamId === undefined ? null : this.getTeam(key.teamId);
  }

  /** Every member's permission grants in the team (recursive: through containment too), in one request. */
  async listMemberPermissions(teamId: string, recursive: boolean): Promise<TeamMemberPermission[]> {
    const grants = await this.#ctx.cache.read(serverKeys.memberPermissions(teamId, recursive),
      () => this.#endpoints.members.permissions({ teamId, recursive }));
    return grants.map((grant) => ({ userId: grant.userId, permissionId: grant.id }));
  }

  /** The creator (if any) becomes a member with the project's creator default permissions. */
  createTeam(input: TeamCreate): Promise<Result<ServerTeam, CreateServerTeamError>> {
    return serverMutation(this.#endpoints.teams.create(input), CREATE_TEAM_ERRORS,
      () => this.#ctx.afterMutation(TEAMS_KEY, USERS_KEY), (t) => this.#build.team(t));
  }
}
