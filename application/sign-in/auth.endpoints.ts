/**
 * AuthEndpoints: password sign-in (protocol §2.2) as a thin typed wire call returning the domain TokenResponse. The
 * other sign-in calls (sign-up, sign-in codes, MFA) are SignInCodeEndpoints, loaded on first use.
 */
import { tokenResponseFromWire } from '../core/session/token-response.mapping';
import type { TokenResponse } from '../../domain/entities/session';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { passwordTokensWireSchema } from '../core/session/session.schema';

export class AuthEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** POST /auth/password/sign-in. */
  async passwordSignIn(email: string, password: string): Promise<TokenResponse> {
    const response = await this.#requests.send({
      method: 'POST', path: '/auth/password/sign-in', body: { email, password }, session: this.#session, schema: passwordTokensWireSchema, secrets: [password],
    });
    return tokenResponseFromWire({ ...response.body, is_new_user: false });
  }
}
