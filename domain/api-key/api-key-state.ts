/** apiKeyState: whether an API key is valid, expired or revoked at a given instant. */
import type { EpochMs } from '../shared/time';

/**
 * Whether an API key is valid, expired or revoked at a given instant (revocation wins over expiry).
 * @example
 * const keys = await admin.apiKeys.list();
 * const usable = keys.filter((key) => key.getState() === 'valid');
 * @public
 */
export type ApiKeyState = 'valid' | 'expired' | 'revoked';

export interface ApiKeyTimes {
  readonly expiresAt?: EpochMs | null;
  readonly manuallyRevokedAt?: EpochMs | null;
}

/**
 * Revocation wins over expiry because it is the stronger, deliberate statement. Revocation counts from the
 * moment it is recorded, whatever the timestamp says, so a revoked key can never turn valid again; an
 * expiry takes effect at `expiresAt` itself (expired when `expiresAt <= now`).
 */
export function apiKeyState(key: ApiKeyTimes, now: EpochMs): ApiKeyState {
  if (key.manuallyRevokedAt !== undefined && key.manuallyRevokedAt !== null) return 'revoked';
  if (key.expiresAt !== undefined && key.expiresAt !== null && key.expiresAt <= now) return 'expired';
  return 'valid';
}
