/** TeamMemberProfileEndpoints: a team's member profiles and the user's own profile in a team (protocol §2.13, `me`). */
import type { TeamMemberProfile, TeamMemberProfileUpdate } from '../../domain/entities/team-member-profile';
import { teamMemberProfileFromWire, teamMemberProfileUpdateToWire } from './team-member.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { teamMemberProfileWireSchema } from './team-member.schema';

const profileListSchema = listEnvelopeSchema(teamMemberProfileWireSchema);

export class TeamMemberProfileEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** GET /team-member-profiles?team_id (others' profiles need $read_members), by join time. */
  async list(teamId: string): Promise<TeamMemberProfile[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-member-profiles', query: { team_id: teamId }, session: this.#session, schema: profileListSchema,
    });
    return response.body.items.map(teamMemberProfileFromWire);
  }

  /** GET /team-member-profiles/{team}/me. */
  async getMine(teamId: string): Promise<TeamMemberProfile> {
    const response = await this.#requests.send({
      method: 'GET', path: apiPath`/team-member-profiles/${teamId}/me`, session: this.#session, schema: teamMemberProfileWireSchema,
    });
    return teamMemberProfileFromWire(response.body);
  }

  /** PATCH /team-member-profiles/{team}/me. */
  async updateMine(teamId: string, update: TeamMemberProfileUpdate): Promise<TeamMemberProfile> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/team-member-profiles/${teamId}/me`, body: teamMemberProfileUpdateToWire(update),
      session: this.#session, schema: teamMemberProfileWireSchema,
    });
    return teamMemberProfileFromWire(response.body);
  }
}
