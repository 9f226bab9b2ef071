/** ServerTeamInvitationEndpoints: a team's invitations with server access (protocol §2.15) — send (no user needed), list, revoke; a user's received ones, accepted for them. */
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import { teamInvitationFromWire } from '../core/wire/team-invitation.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { teamInvitationWireSchema } from '../core/wire/team-invitation.schema';

const invitationListSchema = listEnvelopeSchema(teamInvitationWireSchema);

export class ServerTeamInvitationEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** POST /team-invitations/send-code {team_id, email, callback_url}. */
  async send(teamId: string, email: string, callbackUrl: string): Promise<void> {
    await this.#requests.send({
      method: 'POST', path: '/team-invitations/send-code', body: { team_id: teamId, email, callback_url: callbackUrl }, session: NO_SESSION,
    });
  }

  /** GET /team-invitations?team_id=: outstanding (unused, unexpired) invitations. */
  async list(teamId: string): Promise<TeamInvitation[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-invitations', query: { team_id: teamId }, session: NO_SESSION, schema: invitationListSchema,
    });
    return response.body.items.map(teamInvitationFromWire);
  }

  /** GET /team-invitations?user_id=: the outstanding invitations sent to one of the user's verified emails. */
  async listReceived(userId: string): Promise<TeamInvitation[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/team-invitations', query: { user_id: userId }, session: NO_SESSION, schema: invitationListSchema,
    });
    return response.body.items.map(teamInvitationFromWire);
  }

  /** POST /team-invitations/{id}/accept?user_id= (no body): the user joins the invitation's team. */
  async accept(invitationId: string, userId: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: apiPath`/team-invitations/${invitationId}/accept`, query: { user_id: userId }, session: NO_SESSION });
  }

  /** DELETE /team-invitations/{id}?team_id=. */
  async revoke(teamId: string, invitationId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/team-invitations/${invitationId}`, query: { team_id: teamId }, session: NO_SESSION });
  }
}
