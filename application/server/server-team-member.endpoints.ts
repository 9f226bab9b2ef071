/**
 * ServerTeamMemberEndpoints: a user's place in a team with server access — memberships (§2.12), member profiles
 * with their server users (§2.13), and team permissions: list, grant, revoke (§2.14).
 */
import type { TeamPermission } from '../../domain/entities/permission';
import type { ServerTeamMemberProfile, TeamMemberProfile } from '../../domain/entities/team-member-profile';
import { teamPermissionFromWire } from '../core/wire/permission.mapping';
import { serverTeamMemberProfileFromWire } from './server-team-member.mapping';
import { teamMemberProfileFromWire } from '../teams/team-member.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { teamPermissionWireSchema } from '../core/wire/permission.schema';
import { serverTeamMemberProfileWireSchema } from './server-team-member.schema';

const profileListSchema = listEnvelopeSchema(serverTeamMemberProfileWireSchema);
const permissionListSchema = listEnvelopeSchema(teamPermissionWireSchema);

/** GET /team-permissions filters; the server defaults `recursive` to false, the library passes it explicitly. */
export interface TeamPermissionQuery {
  readonly teamId: string;
  /** Left out: every member's grants in the team (one request for a roster). */
  readonly userId?: string;
  readonly recursive: boolean;
}

export class ServerTeamMemberEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** POST /team-memberships/{team}/{user} (201): the new member gets the project's member default permissions. */
  async add(teamId: string, userId: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: apiPath`/team-memberships/${teamId}/${userId}`, body: {}, session: NO_SESSION });
  }

  /** DELETE /team-memberships/{team}/{user}: also deletes the member's team permissions. */
  async remove(teamId: string, userId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/team-memberships/${teamId}/${userId}`, session: NO_SESSION });
  }

  /** GET /team-member-profiles?team_id=: the members in join order, each with the server user. */
  async profiles(teamId: string): Promise<ServerTeamMemberProfile[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-member-profiles', query: { team_id: teamId }, session: NO_SESSION, schema: profileListSchema,
    });
    return response.body.items.map(serverTeamMemberProfileFromWire);
  }

  /** GET /team-member-profiles/{team}/{user}: one member's team profile (TEAM_MEMBERSHIP_NOT_FOUND when not a member). */
  async profile(teamId: string, userId: string): Promise<TeamMemberProfile> {
    const response = await this.#requests.send({
      method: 'GET', path: apiPath`/team-member-profiles/${teamId}/${userId}`, session: NO_SESSION, schema: serverTeamMemberProfileWireSchema,
    });
    return teamMemberProfileFromWire(response.body);
  }

  /** GET /team-permissions?team_id&user_id&recursive (no user_id: every member's). */
  async permissions(q: TeamPermissionQuery): Promise<TeamPermission[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-permissions', query: { team_id: q.teamId, ...(q.userId === undefined ? {} : { user_id: q.userId }), recursive: q.recursive }, session: NO_SESSION,
      schema: permissionListSchema,
    });
    return response.body.items.map(teamPermissionFromWire);
  }

  /** POST /team-permissions/{team}/{user}/{permission} (201, idempotent). */
  async grant(teamId: string, userId: string, permissionId: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: apiPath`/team-permissions/${teamId}/${userId}/${permissionId}`, body: {}, session: NO_SESSION });
  }

  /** DELETE /team-permissions/{team}/{user}/{permission}: only a direct grant can be revoked. */
  async revoke(teamId: string, userId: string, permissionId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/team-permissions/${teamId}/${userId}/${permissionId}`, session: NO_SESSION });
  }
}
