/** PasswordChangeEndpoints: the signed-in user's password calls (protocol §2.2): update with the old password, set a first one. */
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';

export class PasswordChangeEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /**
   * POST /auth/password/update. The request layer sends x-stack-refresh-token with the session, which is how the
   * server knows which session to keep while it revokes the user's others.
   */
  async updatePassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.#requests.send({
      method: 'POST', path: '/auth/password/update', body: { old_password: oldPassword, new_password: newPassword },
      session: this.#session, secrets: [oldPassword, newPassword],
    });
  }

  /** POST /auth/password/set: only for a user without a password (400 text otherwise). */
  async setPassword(password: string): Promise<void> {
    await this.#requests.send({ method: 'POST', path: '/auth/password/set', body: { password }, session: this.#session, secrets: [password] });
  }
}
