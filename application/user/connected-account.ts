/**
 * ConnectedAccount: one of a user's connected OAuth accounts (`accountSettings(user).listConnectedAccounts()`, a server
 * user's `listConnectedAccounts()`), with its own access token.
 */
import type { ConnectedAccountFields } from '../../domain/entities/account-extras';

import { checkStringFields } from '../core/arguments';
import { entityFields } from '../core/entity-fields';
/** What a ConnectedAccount's method uses: the token call for one account (client `me` or server access). */
export interface ConnectedAccountDeps {
  readonly accessToken: (account: ConnectedAccountFields, scope: string | undefined) => Promise<string | null>;
}

/**
 * @example
 * const [account] = await (await accountSettings(user)).listConnectedAccounts();
 * const token = await account?.getAccessToken({ scopes: ['repo'] });
 * if (token) await fetch('https://api.github.com/user', { headers: { Authorization: `Bearer ${token}` } });
 * @public
 */
export class ConnectedAccount extends entityFields<ConnectedAccountFields>() {
  readonly #deps: ConnectedAccountDeps;

  constructor(fields: ConnectedAccountFields, deps: ConnectedAccountDeps) {
    super(fields);
    this.#deps = deps;
  }

  /**
   * This account's provider access token with all of `scopes` (POST …/{provider}/{providerAccountId}/access-token), or
   * null when the provider has none for it with those scopes (ask with user.linkConnectedAccount).
   */
  getAccessToken(options: { readonly scopes?: readonly string[] } = {}): Promise<string | null> {
    const { userId, provider, providerAccountId } = this;
    return this.#deps.accessToken({ userId, provider, providerAccountId }, options.scopes?.join(' '));
  }
}

/**
 * Which connected account: the provider config id and the provider's account id (a user may connect several accounts
 * at one provider).
 * @example
 * const account = await (await accountSettings(user)).getConnectedAccount({ provider: 'github', providerAccountId: '12345' });
 * @public
 */
export interface ConnectedAccountRef {
  readonly provider: string;
  readonly providerAccountId: string;
}

/** An object with `provider` and `providerAccountId` strings, else InvalidArgumentError before any request. */
export function checkConnectedAccountRef(account: unknown): asserts account is ConnectedAccountRef {
  checkStringFields('account', account, ['provider', 'providerAccountId']);
}

/** The account of `accounts` that `ref` names, or null. */
export function findConnectedAccount<T extends ConnectedAccountFields>(accounts: readonly T[], ref: ConnectedAccountRef): T | null {
  return accounts.find((a) => a.provider === ref.provider && a.providerAccountId === ref.providerAccountId) ?? null;
}
