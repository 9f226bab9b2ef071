/**
 * ServerUserAccessEndpoints: credentials the server hands out for a user — a new session (POST /auth/sessions,
 * protocol §2.7), the user's connected OAuth accounts and a provider access token of them (server variant of §2.17).
 */
import * as z from 'zod/mini';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { createdSessionWireSchema } from './server-session.schema';
import type { ConnectedAccountFields } from '../../domain/entities/account-extras';
import { connectedAccountFromWire } from '../user/account-extras.mapping';
import { connectedAccountWireSchema } from '../user/account-extras.schema';
import { listEnvelopeSchema } from '../core/wire/list.schema';

const accessTokenSchema = z.lazy(() => z.looseObject({ access_token: z.string() }));
const connectedAccountListSchema = listEnvelopeSchema(connectedAccountWireSchema);

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

  /**
   * POST /connected-accounts/{user}/{provider}/access-token {scope?} (201): any of the user's accounts there; with
   * `providerAccountId`, …/{provider}/{provider_account_id}/access-token: that account's only.
   */
  async connectedAccountAccessToken(userId: string, providerId: string, scope: string | undefined, providerAccountId?: string): Promise<string> {
    const path = providerAccountId === undefined
      ? apiPath`/connected-accounts/${userId}/${providerId}/access-token`
      : apiPath`/connected-accounts/${userId}/${providerId}/${providerAccountId}/access-token`;
    const response = await this.#requests.send({
      method: 'POST', path, body: scope === undefined ? {} : { scope },
      session: NO_SESSION, schema: accessTokenSchema,
    });
    return response.body.access_token;
  }

  /** GET /connected-accounts/{user}: the user's OAuth accounts that allow connected-account use, oldest first. */
  async listConnectedAccounts(userId: string): Promise<ConnectedAccountFields[]> {
    const response = await this.#requests.send({
      method: 'GET', path: apiPath`/connected-accounts/${userId}`, session: NO_SESSION, schema: connectedAccountListSchema,
    });
    return response.body.items.map(connectedAccountFromWire);
  }
}
