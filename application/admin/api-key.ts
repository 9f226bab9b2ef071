/**
 * ApiKey: a project API key set as an object — the entity's camelCase fields, its state when it was read, and
 * getState() for the state now. State is the domain rule apiKeyState, on the server's clock when known.
 */
import type { ApiKey as ApiKeyEntity } from '../../domain/entities/api-key';
import type { ApiKeyState } from '../../domain/api-key/api-key-state';
import { apiKeyState } from '../../domain/api-key/api-key-state';
import type { EpochMs } from '../../domain/shared/time';
import { entityFields } from '../core/entity-fields';

/** What an ApiKey's methods use; the factory builds it once per app. */
export interface ApiKeyDeps {
  /** Now, in server time when the app has seen the server's clock (response Date headers, token iat). */
  readonly now: () => EpochMs;
}

/**
 * @example
 * const created = await admin.apiKeys.create({ description: 'CI', expiresAt: Date.now() + 86_400_000,
 *   hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
 * console.log(created.secretServerKey?.value); // shown once: store it now
 * console.log(created.state);                  // 'valid'
 * @public
 */
export class ApiKey extends entityFields<ApiKeyEntity>() {
  /** 'valid', 'expired' or 'revoked' when this object was read; getState() tells it now. */
  readonly state: ApiKeyState;
  readonly #deps: ApiKeyDeps;

  constructor(entity: ApiKeyEntity, deps: ApiKeyDeps) {
    // The entity's fields as they are: a key the set lacks stays absent, so `'secretServerKey' in key` means it has one.
    super(entity);
    this.#deps = deps;
    this.state = this.getState();
  }

  /** The state now: revoked wins over expired; expired from `expiresAt` itself. */
  getState(): ApiKeyState {
    return apiKeyState(this, this.#deps.now());
  }
}
