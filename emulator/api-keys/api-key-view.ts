/** Project API key sets (protocol §3.4, §1.3): key generation and the full / obfuscated JSON shapes. */
import { randomBytes } from 'node:crypto';
import { crockfordBase32 } from '../../domain/shared/base32';
import type { ApiKeySetRecord } from '../state/records';

/** `pck_` / `ssk_` / `sak_` + 45 lowercase Crockford characters (28 random bytes = 224 bits). */
export const newProjectKey = (prefix: 'pck' | 'ssk' | 'sak'): string => `${prefix}_${crockfordBase32(randomBytes(28))}`;

const KEY_FIELDS = [
  ['publishable_client_key', 'publishableClientKey'],
  ['secret_server_key', 'secretServerKey'],
  ['super_secret_admin_key', 'superSecretAdminKey'],
] as const;

function scalars(set: ApiKeySetRecord): Record<string, unknown> {
  return {
    id: set.id, description: set.description, created_at_millis: set.createdAt, expires_at_millis: set.expiresAt,
    ...(set.manuallyRevokedAt !== null ? { manually_revoked_at_millis: set.manuallyRevokedAt } : {}),
  };
}

/** The create response: the only time full key strings leave the emulator. */
export function fullApiKeySetJson(set: ApiKeySetRecord): Record<string, unknown> {
  const out = scalars(set);
  for (const [wire, field] of KEY_FIELDS) {
    const key = set[field];
    if (key !== null) out[wire] = key;
  }
  return out;
}

/** Read/list/update shape: each present key as `{last_four}`, absent keys omitted. */
export function obfuscatedApiKeySetJson(set: ApiKeySetRecord): Record<string, unknown> {
  const out = scalars(set);
  for (const [wire, field] of KEY_FIELDS) {
    const key = set[field];
    if (key !== null) out[wire] = { last_four: key.slice(-4) };
  }
  return out;
}
