/** TeamInvitationEndpoints: invitations by id (protocol §2.15): send, list and revoke a team's, list and accept the user's (`me`). */
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import { teamInvitationFromWire } from '../core/wire/team-invitation.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { teamInvitationWireSchema } from '../core/wire/team-invitation.schema';

const invitationListSchema = listEnvelopeSchema(teamInvitationWireSchema);

export class TeamInvitationEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** POST /team-invitations/send-code (needs $invite_members): emails a link to `callbackUrl`. */
  async send(teamId: string, email: string, callbackUrl: string): Promise<void> {
    await this.#requests.send({
      method: 'POST', path: '/team-invitations/send-code', body: { team_id: teamId, email, callback_url: callbackUrl }, session: this.#session,
    });
  }

  /** GET /team-invitations?team_id (needs $read_members and $invite_members): the team's outstanding invitations. */
  async listForTeam(teamId: string): Promise<TeamInvitation[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-invitations', query: { team_id: teamId }, session: this.#session, schema: invitationListSchema,
    });
    return response.body.items.map(teamInvitationFromWire);
  }

  /** DELETE /team-invitations/{id}?team_id (needs $remove_members). */
  async revoke(invitationId: string, teamId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/team-invitations/${invitationId}`, query: { team_id: teamId }, session: this.#session });
  }

  /** GET /team-invitations?user_id=me: invitations sent to one of the user's verified emails. */
  async listMine(): Promise<TeamInvitation[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-invitations', query: { user_id: 'me' }, session: this.#session, schema: invitationListSchema,
    });
    return response.body.items.map(teamInvitationFromWire);
  }

  /** POST /team-invitations/{id}/accept?user_id=me (no body). */
  async accept(invitationId: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: apiPath`/team-invitations/${invitationId}/accept`, query: { user_id: 'me' }, session: this.#session });
  }
}
