/**
 * VerificationEndpoints: the calls that send or use an emailed verification code outside sign-in (protocol §2.1,
 * §2.2, §2.10, §2.15): password reset, email verification, team invitation accept and details.
 */
import type { TeamInvitationDetails } from '../../domain/entities/team-invitation';
import { teamInvitationDetailsFromWire } from '../core/wire/team-invitation.mapping';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { NO_SESSION } from '../core/session/session-source';
import { teamInvitationDetailsWireSchema } from '../core/wire/team-invitation.schema';

export class VerificationEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** POST /auth/password/send-reset-code: answers the same whether the email exists or not. */
  async sendPasswordResetCode(email: string, callbackUrl: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/auth/password/send-reset-code', body: { email, callback_url: callbackUrl }, session: NO_SESSION });
  }

  /** POST /auth/password/reset/check-code: does not consume the code. */
  async checkPasswordResetCode(code: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/auth/password/reset/check-code', body: { code }, session: NO_SESSION, secrets: [code] });
  }

  /** POST /auth/password/reset: sets the password and revokes every session of that user. */
  async resetPassword(code: string, password: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/auth/password/reset', body: { code, password }, session: NO_SESSION, secrets: [code, password] });
  }

  /** POST /contact-channels/verify: marks the emailed channel verified. */
  async verifyEmail(code: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/contact-channels/verify', body: { code }, session: NO_SESSION, secrets: [code] });
  }

  /** POST /team-invitations/accept, as the current user. */
  async acceptTeamInvitation(code: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/team-invitations/accept', body: { code }, session: this.#session, secrets: [code] });
  }

  /** POST /team-invitations/accept/check-code: does not consume the code. */
  async checkTeamInvitationCode(code: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/team-invitations/accept/check-code', body: { code }, session: this.#session, secrets: [code] });
  }

  /** POST /team-invitations/accept/details, as the current user. */
  async teamInvitationDetails(code: string): Promise<TeamInvitationDetails> {
    const response = await this.#requests.send({
      method: 'POST', path: '/team-invitations/accept/details', body: { code }, session: this.#session, schema: teamInvitationDetailsWireSchema, secrets: [code],
    });
    return teamInvitationDetailsFromWire(response.body);
  }
}
