/** API key set mappings: the created (full strings) and read (last four) shapes → ApiKey; inputs → wire. */
import type { ApiKey, ApiKeyCreate, ApiKeyPart, ApiKeyUpdate } from '../../domain/entities/api-key';
import { omitUndefined } from '../core/wire/omit-undefined';
import type { ApiKeyLastFourWire, ApiKeySetCreatedWire, ApiKeySetWire } from './api-key.schema';

type KeyFields = Pick<ApiKey, 'publishableClientKey' | 'secretServerKey' | 'superSecretAdminKey'>;

function scalarsFromWire(w: ApiKeySetWire | ApiKeySetCreatedWire): Omit<ApiKey, keyof KeyFields> {
  return {
    id: w.id,
    description: w.description,
    createdAt: w.created_at_millis,
    expiresAt: w.expires_at_millis,
    manuallyRevokedAt: w.manually_revoked_at_millis ?? null,
  };
}

const fullKey = (value: string | undefined): ApiKeyPart | undefined =>
  value === undefined ? undefined : { lastFour: value.slice(-4), value };

const obfuscatedKey = (w: ApiKeyLastFourWire | undefined): ApiKeyPart | undefined =>
  w === undefined ? undefined : { lastFour: w.last_four };

/** Absent keys stay absent (not undefined-valued), so `'secretServerKey' in key` means the set has one. */
export function apiKeySetCreatedFromWire(w: ApiKeySetCreatedWire): ApiKey {
  return {
    ...scalarsFromWire(w),
    ...omitUndefined({
      publishableClientKey: fullKey(w.publishable_client_key),
      secretServerKey: fullKey(w.secret_server_key),
      superSecretAdminKey: fullKey(w.super_secret_admin_key),
    }),
  };
}

export function apiKeySetFromWire(w: ApiKeySetWire): ApiKey {
  return {
    ...scalarsFromWire(w),
    ...omitUndefined({
      publishableClientKey: obfuscatedKey(w.publishable_client_key),
      secretServerKey: obfuscatedKey(w.secret_server_key),
      superSecretAdminKey: obfuscatedKey(w.super_secret_admin_key),
    }),
  };
}

export function apiKeyCreateToWire(c: ApiKeyCreate) {
  return {
    description: c.description,
    expires_at_millis: c.expiresAt,
    has_publishable_client_key: c.hasPublishableClientKey,
    has_secret_server_key: c.hasSecretServerKey,
    has_super_secret_admin_key: c.hasSuperSecretAdminKey,
  };
}

export function apiKeyUpdateToWire(u: ApiKeyUpdate) {
  return omitUndefined({ description: u.description, revoked: u.revoked });
}
