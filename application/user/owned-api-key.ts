/**
 * OwnedApiKey: a user or team API key as an object (`user.listApiKeys()`, `team.createApiKey()`…) — the entity's
 * fields, and update, revoke and the validity checks the official SDK's keys have (isValid, whyInvalid).
 */
import type { ApiKeyUpdateOptions, OwnedApiKeyFields } from '../../domain/entities/account-extras';
import type { EpochMs } from '../../domain/shared/time';

import { entityFields } from '../core/entity-fields';
/** What an OwnedApiKey's methods use (the account-extras service). */
export interface OwnedApiKeyDeps {
  readonly update: (key: OwnedApiKeyFields, update: ApiKeyUpdateOptions) => Promise<OwnedApiKey>;
  /** Now, on the server's clock when known. */
  readonly now: () => EpochMs;
}

/**
 * @example
 * const settings = await accountSettings(user);
 * const created = await settings.createApiKey({ description: 'CLI', expiresAt: null });
 * console.log(created.value);                 // the whole key, this once
 * await created.revoke();
 * console.log((await settings.listApiKeys())[0]?.whyInvalid()); // 'manually-revoked'
 * @public
 */
export class OwnedApiKey extends entityFields<OwnedApiKeyFields>() {
  readonly #fields: OwnedApiKeyFields;
  readonly #deps: OwnedApiKeyDeps;

  constructor(fields: OwnedApiKeyFields, deps: OwnedApiKeyDeps) {
    super(fields);
    this.#fields = fields;
    this.#deps = deps;
  }

  /** PATCH the description, or revoke (`revoked: true`); resolves with the key as it is now (this one stays as it was). */
  update(update: ApiKeyUpdateOptions): Promise<OwnedApiKey> {
    return this.#deps.update(this.#fields, update);
  }

  /** update({ revoked: true }). */
  async revoke(): Promise<void> {
    await this.#deps.update(this.#fields, { revoked: true });
  }

  /** Neither revoked nor expired now. */
  isValid(): boolean {
    return this.whyInvalid() === null;
  }

  /** 'manually-revoked' wins over 'expired'; null when the key is valid. */
  whyInvalid(): 'manually-revoked' | 'expired' | null {
    if (this.manuallyRevokedAt !== null) return 'manually-revoked';
    if (this.expiresAt !== null && this.expiresAt <= this.#deps.now()) return 'expired';
    return null;
  }
}
