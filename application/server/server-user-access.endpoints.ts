/**
 * ServerUserAccessEndpoints: credentials the server hands out for a user — a new session (POST /auth/sessions,
 * protocol §2.7) and a connected OAuth provider's access token (server variant of §2.17).
 */
import * as z from 'zod/mini';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { createdSessionWireSchema } from './server-session.schema';

const accessTokenSchema = z.lazy(() => z.looseObject({ access_token: z.string() }));

/**
 * A session created for a user by the server: hand it to a client (for example an explicit token store).
 * @example
 * const session = await user.createSession();
 * if (session.ok) createClientApp({ projectId, publishableClientKey, tokenStore: session.value });
 * @public
 */
export interface ServerUserSession {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export class ServerUserAccessEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** POST /auth/sessions {user_id, expires_in_millis}. */
  async createSession(userId: string, expiresInMillis: number): Promise<ServerUserSession> {
    const response = await this.#requests.send({
      method: 'POST', path: '/auth/sessions', body: { user_id: userId, expires_in_millis: expiresInMillis }, session: NO_SESSION,
      schema: createdSessionWireSchema,
    });
    return { accessToken: response.body.access_token, refreshToken: response.body.refresh_token };
  }

  /** POST /connected-accounts/{user}/{provider}/access-token {scope?} (201). */
  async connectedAccountAccessToken(userId: string, providerId: string, scope: string | undefined): Promise<string> {
    const response = await this.#requests.send({
      method: 'POST', path: apiPath`/connected-accounts/${userId}/${providerId}/access-token`, body: scope === undefined ? {} : { scope },
      session: NO_SESSION, schema: accessTokenSchema,
    });
    return response.body.access_token;
  }
}
