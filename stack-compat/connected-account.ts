/**
 * The official connected account (`user.listConnectedAccounts()`, `user.getConnectedAccount(provider)`): provider,
 * account id, the deprecated `id` (the provider), and `getAccessToken` resolving with a `{ status }` result whose error
 * is OAUTH_ACCESS_TOKEN_NOT_AVAILABLE when the account lacks a token with those scopes.
 */
import { KnownErrors } from './errors';
import type { ConnectedAccount } from './portcullis';
import type { StatusResult } from './results';

type TokenNotAvailable = InstanceType<typeof KnownErrors.OAuthAccessTokenNotAvailable>;

export class StackOAuthConnection {
  /** Deprecated in the official SDK: the provider id. */
  readonly id: string;
  readonly provider: string;
  readonly providerAccountId: string;
  readonly #account: ConnectedAccount;

  constructor(account: ConnectedAccount) {
    this.#account = account;
    this.id = account.provider;
    this.provider = account.provider;
    this.providerAccountId = account.providerAccountId;
  }

  async getAccessToken(options?: { readonly scopes?: string[] }): Promise<StatusResult<{ accessToken: string }, TokenNotAvailable>> {
    const accessToken = await this.#account.getAccessToken(options);
    if (accessToken !== null) return { status: 'ok', data: { accessToken } };
    const error = new KnownErrors.OAuthAccessTokenNotAvailable({ provider: this.provider, details: 'No access token with the requested scopes is available for this account.' });
    return { status: 'error', error };
  }
}
