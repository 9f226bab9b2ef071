/** Project API key sets (`/internal/api-keys`): read model and the create/update inputs. */
import type { EpochMs } from '../shared/time';

/**
 * One key of a set: its last four characters, and the full value only on the creation response (shown once).
 * @example
 * const created = await admin.apiKeys.create({ description: 'CI', expiresAt: Date.now() + 86_400_000,
 *   hasPublishableClientKey: false, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
 * const part: ApiKeyPart | undefined = created.secretServerKey;
 * console.log(part?.value ?? `…${part?.lastFour}`);
 * @public
 */
export interface ApiKeyPart {
  readonly lastFour: string;
  readonly value?: string;
}

export interface ApiKey {
  readonly id: string;
  readonly description: string;
  readonly createdAt: EpochMs;
  readonly expiresAt: EpochMs;
  /** Null while not revoked. */
  readonly manuallyRevokedAt: EpochMs | null;
  readonly publishableClientKey?: ApiKeyPart;
  readonly secretServerKey?: ApiKeyPart;
  readonly superSecretAdminKey?: ApiKeyPart;
}

/**
 * Input of `admin.apiKeys.create`: a description, the expiry, and which of the three keys the set gets.
 * @example
 * const input: ApiKeyCreate = {
 *   description: 'Backend', expiresAt: Date.now() + 90 * 86_400_000,
 *   hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false,
 * };
 * const created = await admin.apiKeys.create(input);
 * @public
 */
export interface ApiKeyCreate {
  readonly description: string;
  readonly expiresAt: EpochMs;
  readonly hasPublishableClientKey: boolean;
  readonly hasSecretServerKey: boolean;
  readonly hasSuperSecretAdminKey: boolean;
}

/** There is no delete: revoke with `revoked: true`. */
export interface ApiKeyUpdate {
  readonly description?: string;
  readonly revoked?: true;
}
