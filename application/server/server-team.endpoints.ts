/** ServerTeamEndpoints: the team calls of protocol §2.11 with server access — list (optionally of a user), get, create, update, delete. */
import type { ServerTeam, ServerTeamUpdate, TeamCreate } from '../../domain/entities/team';
import { serverTeamFromWire } from './server-team.mapping';
import { serverTeamUpdateToWire, teamCreateToWire } from '../teams/team-write.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { serverTeamWireSchema } from './server-team.schema';

const serverTeamListSchema = listEnvelopeSchema(serverTeamWireSchema);

export class ServerTeamEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /teams[?user_id=]: every team of the project, or the teams of one user; oldest first, not paginated. */
  async list(userId?: string): Promise<ServerTeam[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/teams', query: { user_id: userId }, session: NO_SESSION, schema: serverTeamListSchema });
    return response.body.items.map(serverTeamFromWire);
  }

  /** GET /teams/{id}; TEAM_NOT_FOUND rejects. */
  async get(teamId: string): Promise<ServerTeam> {
    const response = await this.#requests.send({ method: 'GET', path: apiPath`/teams/${teamId}`, session: NO_SESSION, schema: serverTeamWireSchema });
    return serverTeamFromWire(response.body);
  }

  /** POST /teams (201); without creatorUserId the team has no members. */
  async create(input: TeamCreate): Promise<ServerTeam> {
    const response = await this.#requests.send({ method: 'POST', path: '/teams', body: teamCreateToWire(input), session: NO_SESSION, schema: serverTeamWireSchema });
    return serverTeamFromWire(response.body);
  }

  /** PATCH /teams/{id} with server-update fields. */
  async update(teamId: string, update: ServerTeamUpdate): Promise<ServerTeam> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/teams/${teamId}`, body: serverTeamUpdateToWire(update), session: NO_SESSION, schema: serverTeamWireSchema,
    });
    return serverTeamFromWire(response.body);
  }

  /** DELETE /teams/{id}. */
  async delete(teamId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/teams/${teamId}`, session: NO_SESSION });
  }
}
