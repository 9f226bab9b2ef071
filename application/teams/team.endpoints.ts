/**
 * TeamEndpoints: the current user's team calls (protocol §2.11, §2.12, §2.14, `me`): list, create, update,
 * delete, leave, and the user's permissions in a team.
 */
import type { TeamPermission } from '../../domain/entities/permission';
import type { Team, TeamCreate, TeamUpdate } from '../../domain/entities/team';
import { teamPermissionFromWire } from '../core/wire/permission.mapping';
import { teamFromWire } from './team.mapping';
import { teamCreateToWire, teamUpdateToWire } from './team-write.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { teamPermissionWireSchema } from '../core/wire/permission.schema';
import { teamWireSchema } from './team.schema';

const teamListSchema = listEnvelopeSchema(teamWireSchema);
const permissionListSchema = listEnvelopeSchema(teamPermissionWireSchema);

/**
 * What a client may send when creating a team (the creator is always `me`).
 * @example
 * const input: ClientTeamCreate = { displayName: 'Rowers', clientMetadata: { colour: 'blue' } };
 * @public
 */
export type ClientTeamCreate = Pick<TeamCreate, 'displayName' | 'profileImageUrl' | 'clientMetadata'>;

export class TeamEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** GET /teams?user_id=me, oldest first. */
  async listMine(): Promise<Team[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/teams', query: { user_id: 'me' }, session: this.#session, schema: teamListSchema });
    return response.body.items.map(teamFromWire);
  }

  /** POST /teams with creator_user_id 'me' (the creator gets the project's team-creator permissions). */
  async create(input: ClientTeamCreate): Promise<Team> {
    const body = teamCreateToWire({ ...input, creatorUserId: 'me' });
    const response = await this.#requests.send({ method: 'POST', path: '/teams', body, session: this.#session, schema: teamWireSchema });
    return teamFromWire(response.body);
  }

  /** PATCH /teams/{id} (needs $update_team). */
  async update(teamId: string, update: TeamUpdate): Promise<Team> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/teams/${teamId}`, body: teamUpdateToWire(update), session: this.#session, schema: teamWireSchema,
    });
    return teamFromWire(response.body);
  }

  /** DELETE /teams/{id} (needs $delete_team). */
  async delete(teamId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/teams/${teamId}`, session: this.#session });
  }

  /** DELETE /team-memberships/{team}/me with body {} (as the SDK sends it). */
  async leave(teamId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/team-memberships/${teamId}/me`, body: {}, session: this.#session });
  }

  /** GET /team-permissions?team_id&user_id=me&recursive: the user's permissions in the team (empty when not a member). */
  async listMyPermissions(teamId: string, recursive: boolean): Promise<TeamPermission[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-permissions', query: { team_id: teamId, user_id: 'me', recursive }, session: this.#session, schema: permissionListSchema,
    });
    return response.body.items.map(teamPermissionFromWire);
  }
}
