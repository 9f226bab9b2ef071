/** ConnectedAccountEndpoints: a provider access token of the current user's connected OAuth account (protocol §2.17, `me`). */
import { omitUndefined } from '../core/wire/omit-undefined';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { connectedAccountTokenWireSchema } from './connected-account.schema';

export class ConnectedAccountEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /**
   * POST /connected-accounts/me/{provider}/access-token {scope?}: the provider's access token from any of the user's
   * accounts there; with `providerAccountId`, POST …/{provider}/{provider_account_id}/access-token: that account's only.
   */
  async accessToken(providerId: string, scope: string | undefined, providerAccountId?: string): Promise<string> {
    const path = providerAccountId === undefined
      ? apiPath`/connected-accounts/me/${providerId}/access-token`
      : apiPath`/connected-accounts/me/${providerId}/${providerAccountId}/access-token`;
    const response = await this.#requests.send({
      method: 'POST', path, body: omitUndefined({ scope }),
      session: this.#session, schema: connectedAccountTokenWireSchema,
    });
    // The token is the answer itself, so redaction is the caller's concern; it never goes into an error text here.
    return response.body.access_token;
  }
}
