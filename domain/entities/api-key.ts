/** Project API key sets (`/internal/api-keys`): read model and the create/update inputs. */
import type { EpochMs } from '../shared/time';

/** One key of a set: the full value only on the creation response, shown once. */
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
