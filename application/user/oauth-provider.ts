/**
 * OAuthProvider: one of a user's OAuth provider accounts, with update and delete: the signed-in user's
 * (`accountSettings(user).listOAuthProviders()`, updates as OAuthProviderUpdate), or any user's with server access
 * (`server.createOAuthProvider`, updates as ServerOAuthProviderUpdate: the email and account id too).
 */
import type { OAuthProviderFields, OAuthProviderUpdate } from '../../domain/entities/account-extras';
import type { Result } from '../../domain/shared/result';
import type { OAuthProviderUpdateError } from './account-extras.errors';

import { entityFields } from '../core/entity-fields';
/** What an OAuthProvider's methods use (the account-extras service, or the server's provider calls). */
export interface OAuthProviderDeps<U extends OAuthProviderUpdate = OAuthProviderUpdate> {
  readonly update: (providerId: string, update: U) => Promise<Result<OAuthProvider<U>, OAuthProviderUpdateError>>;
  readonly delete: (providerId: string) => Promise<void>;
}

/**
 * @example
 * const github = (await (await accountSettings(user)).listOAuthProviders()).find((provider) => provider.type === 'github');
 * const result = await github?.update({ allowSignIn: false });
 * await github?.delete();
 * @public
 */
export class OAuthProvider<U extends OAuthProviderUpdate = OAuthProviderUpdate> extends entityFields<OAuthProviderFields>() {
  readonly #deps: OAuthProviderDeps<U>;

  constructor(fields: OAuthProviderFields, deps: OAuthProviderDeps<U>) {
    super(fields);
    this.#deps = deps;
  }

  /** PATCH what the account may be used for; resolves with it as it is now. Errors: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN. */
  update(update: U): Promise<Result<OAuthProvider<U>, OAuthProviderUpdateError>> {
    return this.#deps.update(this.id, update);
  }

  /** Removes the account from the user (sign-in and connected-account use with it end). */
  delete(): Promise<void> {
    return this.#deps.delete(this.id);
  }
}
