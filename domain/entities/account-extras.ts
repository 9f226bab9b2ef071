/**
 * What a user sees next to their profile in account settings: their API keys (user and team ones), the OAuth
 * provider accounts behind OAuth sign-in and connected accounts, and the connected accounts themselves.
 */
import type { EpochMs } from '../shared/time';

/** The key's owner: a user (`/user-api-keys`) or a team (`/team-api-keys`). */
export type OwnedApiKeyOwner = { readonly type: 'user'; readonly userId: string } | { readonly type: 'team'; readonly teamId: string };

/**
 * A user or team API key. `value` is the whole key only in the creation answer (shown once), `{ lastFour }` after.
 * @example
 * const key: OwnedApiKeyFields = (await (await accountSettings(user)).listApiKeys())[0]!;
 * console.log(key.description, typeof key.value === 'string' ? 'new' : `…${key.value.lastFour}`);
 * @public
 */
export interface OwnedApiKeyFields {
  readonly type: 'user' | 'team';
  /** Present on user keys. */
  readonly userId?: string;
  /** Present on team keys. */
  readonly teamId?: string;
  readonly id: string;
  readonly description: string;
  readonly isPublic: boolean;
  readonly createdAt: EpochMs;
  /** Null: never expires. */
  readonly expiresAt: EpochMs | null;
  /** Null while not revoked. */
  readonly manuallyRevokedAt: EpochMs | null;
  readonly value: string | { readonly lastFour: string };
}

/**
 * Input of `user.createApiKey` / `team.createApiKey` (the official SDK's names; epoch milliseconds for the date).
 * @example
 * const input: ApiKeyCreationOptions = { description: 'CLI', expiresAt: Date.now() + 30 * 86_400_000, isPublic: false };
 * @public
 */
export interface ApiKeyCreationOptions {
  readonly description: string;
  /** Null: never expires. */
  readonly expiresAt: EpochMs | null;
  /** A public key is not revoked by the secret scanner when it shows up in public. */
  readonly isPublic?: boolean;
}

/**
 * Input of `key.update`: there is no un-revoke.
 * @example
 * const update: ApiKeyUpdateOptions = { description: 'CLI (laptop)' };
 * @public
 */
export interface ApiKeyUpdateOptions {
  readonly description?: string;
  readonly revoked?: true;
}

/**
 * One OAuth provider account of a user (`/oauth-providers`): what it may be used for.
 * @example
 * const providers = await (await accountSettings(user)).listOAuthProviders();
 * console.log(providers.map((provider) => `${provider.type}: ${provider.email ?? '?'}`));
 * @public
 */
export interface OAuthProviderFields {
  /** The account row's id (the `{provider_id}` of the path). */
  readonly id: string;
  /** The provider kind ('github', 'google'…). */
  readonly type: string;
  /** The project's provider config the account belongs to. */
  readonly providerConfigId: string;
  readonly userId: string;
  /** The provider's account id; null for client access (the service shows it to servers only). */
  readonly accountId: string | null;
  readonly email: string | null;
  readonly allowSignIn: boolean;
  readonly allowConnectedAccounts: boolean;
}

/**
 * Input of `provider.update`.
 * @example
 * const update: OAuthProviderUpdate = { allowSignIn: false };
 * @public
 */
export interface OAuthProviderUpdate {
  readonly allowSignIn?: boolean;
  readonly allowConnectedAccounts?: boolean;
}

/**
 * Input of `provider.update` on a provider account reached with server access (`server.createOAuthProvider`): what a
 * client may change, plus the account's email and the provider's account id.
 * @example
 * const update: ServerOAuthProviderUpdate = { email: 'ann@work.example' };
 * @public
 */
export interface ServerOAuthProviderUpdate extends OAuthProviderUpdate {
  readonly email?: string;
  readonly accountId?: string;
}

/**
 * Input of `server.createOAuthProvider`: links an account at one of the project's OAuth providers to a user.
 * @example
 * const input: ServerOAuthProviderCreate = {
 *   userId: user.id, providerConfigId: 'github', accountId: '12345', email: 'ann@example.com', allowSignIn: true, allowConnectedAccounts: true,
 * };
 * @public
 */
export interface ServerOAuthProviderCreate {
  readonly userId: string;
  /** The project's provider config id ('github', 'google'… for the standard ones). */
  readonly providerConfigId: string;
  /** The user's account id at the provider. */
  readonly accountId: string;
  readonly email?: string;
  readonly allowSignIn: boolean;
  readonly allowConnectedAccounts: boolean;
}

/**
 * One connected account (`GET /connected-accounts/{user}`): an OAuth account that allows connected-account use.
 * @example
 * const [account] = await (await accountSettings(user)).listConnectedAccounts();
 * console.log(account?.provider, account?.providerAccountId);
 * @public
 */
export interface ConnectedAccountFields {
  readonly userId: string;
  /** The provider config id ('github', 'google'…). */
  readonly provider: string;
  readonly providerAccountId: string;
}
