/** ConnectedAccount: one of the user's connected OAuth accounts (`user.listConnectedAccounts()`), with its access token. */
import type { ConnectedAccountFields } from '../../domain/entities/account-extras';

import { entityFields } from '../core/entity-fields';
/** What a ConnectedAccount's method uses (the account service's token call). */
export interface ConnectedAccountDeps {
  readonly accessToken: (provider: string, scope: string | undefined) => Promise<string | null>;
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

  /** The provider's access token with all of `scopes`, or null when it was not granted them (ask with user.linkConnectedAccount). */
  getAccessToken(options: { readonly scopes?: readonly string[] } = {}): Promise<string | null> {
    return this.#deps.accessToken(this.provider, options.scopes?.join(' '));
  }
}
