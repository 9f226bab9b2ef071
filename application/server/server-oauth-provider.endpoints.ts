/**
 * ServerOAuthProviderEndpoints: any user's OAuth provider accounts with server access (protocol §3.8): create (link
 * an account to a user), update, delete.
 */
import type { OAuthProviderFields, ServerOAuthProviderCreate, ServerOAuthProviderUpdate } from '../../domain/entities/account-extras';
import { userOAuthProviderFromWire } from '../user/account-extras.mapping';
import { omitUndefined } from '../core/wire/omit-undefined';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { oauthProviderWireSchema } from '../user/account-extras.schema';

export class ServerOAuthProviderEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /**
   * POST /oauth-providers → 201; a provider the project has not configured is a 404 (thrown), an account id another
   * user signs in with OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN, an unknown user USER_NOT_FOUND.
   */
  async create(input: ServerOAuthProviderCreate): Promise<OAuthProviderFields> {
    const response = await this.#requests.send({
      method: 'POST', path: '/oauth-providers', session: NO_SESSION, schema: oauthProviderWireSchema,
      body: omitUndefined({
        user_id: input.userId, provider_config_id: input.providerConfigId, account_id: input.accountId, email: input.email,
        allow_sign_in: input.allowSignIn, allow_connected_accounts: input.allowConnectedAccounts,
      }),
    });
    return userOAuthProviderFromWire(response.body);
  }

  /** PATCH /oauth-providers/{user_id}/{id}: with server access the email and account id may change too. */
  async update(userId: string, id: string, update: ServerOAuthProviderUpdate): Promise<OAuthProviderFields> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/oauth-providers/${userId}/${id}`, session: NO_SESSION, schema: oauthProviderWireSchema,
      body: omitUndefined({
        allow_sign_in: update.allowSignIn, allow_connected_accounts: update.allowConnectedAccounts, email: update.email, account_id: update.accountId,
      }),
    });
    return userOAuthProviderFromWire(response.body);
  }

  /** DELETE /oauth-providers/{user_id}/{id}. */
  async delete(userId: string, id: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/oauth-providers/${userId}/${id}`, session: NO_SESSION });
  }
}
