/** OAuthProvider: one of the signed-in user's OAuth provider accounts (`user.listOAuthProviders()`), with update and delete. */
import type { OAuthProviderFields, OAuthProviderUpdate } from '../../domain/entities/account-extras';
import type { Result } from '../../domain/shared/result';
import type { OAuthProviderUpdateError } from './account-extras.errors';

import { entityFields } from '../core/entity-fields';
/** What an OAuthProvider's methods use (the account-extras service). */
export interface OAuthProviderDeps {
  readonly update: (providerId: string, update: OAuthProviderUpdate) => Promise<Result<OAuthProvider, OAuthProviderUpdateError>>;
  readonly delete: (providerId: string) => Promise<void>;
}

/**
 * @example
 * const github = (await (await accountSettings(user)).listOAuthProviders()).find((provider) => provider.type === 'github');
 * const result = await github?.update({ allowSignIn: false });
 * await github?.delete();
 * @public
 */
export class OAuthProvider extends entityFields<OAuthProviderFields>() {
  readonly #deps: OAuthProviderDeps;

  constructor(fields: OAuthProviderFields, deps: OAuthProviderDeps) {
    super(fields);
    this.#deps = deps;
  }

  /** PATCH what the account may be used for; resolves with it as it is now. Errors: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN. */
  update(update: OAuthProviderUpdate): Promise<Result<OAuthProvider, OAuthProviderUpdateError>> {
    return this.#deps.update(this.id, update);
  }

  /** Removes the account from the user (sign-in and connected-account use with it end). */
  delete(): Promise<void> {
    return this.#deps.delete(this.id);
  }
}
