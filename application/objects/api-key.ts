/**
 * ApiKey: a project API key set as an object — the entity's camelCase fields, its state when it was read, and
 * getState() for the state now. State is the domain rule apiKeyState, on the server's clock when known.
 */
import type { ApiKey as ApiKeyEntity, ApiKeyPart } from '../../domain/entities/api-key';
import type { ApiKeyState } from '../../domain/api-key/api-key-state';
import { apiKeyState } from '../../domain/api-key/api-key-state';
import type { EpochMs } from '../../domain/shared/time';

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
export class ApiKey implements ApiKeyEntity {
  readonly id: string;
  readonly description: string;
  readonly createdAt: EpochMs;
  readonly expiresAt: EpochMs;
  readonly manuallyRevokedAt: EpochMs | null;
  // `declare`: no class-field initialisation, so a key the set lacks is absent, not an own property set to undefined.
  /** Present when the set has the key; `value` only on the object create() returned. */
  declare readonly publishableClientKey?: ApiKeyPart;
  declare readonly secretServerKey?: ApiKeyPart;
  declare readonly superSecretAdminKey?: ApiKeyPart;
  /** 'valid', 'expired' or 'revoked' when this object was read; getState() tells it now. */
  readonly state: ApiKeyState;
  readonly #deps: ApiKeyDeps;

  constructor(entity: ApiKeyEntity, deps: ApiKeyDeps) {
    this.id = entity.id;
    this.description = entity.description;
    this.createdAt = entity.createdAt;
    this.expiresAt = entity.expiresAt;
    this.manuallyRevokedAt = entity.manuallyRevokedAt;
    // `'secretServerKey' in key` means the set has one (as in the entity).
    if (entity.publishableClientKey !== undefined) this.publishableClientKey = entity.publishableClientKey;
    if (entity.secretServerKey !== undefined) this.secretServerKey = entity.secretServerKey;
    if (entity.superSecretAdminKey !== undefined) this.superSecretAdminKey = entity.superSecretAdminKey;
    this.#deps = deps;
    this.state = this.getState();
  }

  /** The state now: revoked wins over expired; expired from `expiresAt` itself. */
  getState(): ApiKeyState {
    return apiKeyState(this, this.#deps.now());
  }
}
