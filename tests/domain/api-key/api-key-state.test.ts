// apiKeyState: example table plus monotonicity in time.
import fc from 'fast-check';
import { apiKeyState, type ApiKeyTimes } from '../../../domain/api-key/api-key-state';

describe('apiKeyState', () => {
  const now = 1_700_000_000_000;

  it.each<[string, ApiKeyTimes, string]>([
    ['no expiry, not revoked', {}, 'valid'],
    ['explicit nulls', { expiresAt: null, manuallyRevokedAt: null }, 'valid'],
    ['expires in the future', { expiresAt: now + 1 }, 'valid'],
    ['expires exactly now', { expiresAt: now }, 'expired'],
    ['expired in the past', { expiresAt: now - 1 }, 'expired'],
    ['revoked', { manuallyRevokedAt: now - 10 }, 'revoked'],
    ['revoked with a future timestamp', { manuallyRevokedAt: now + 10 }, 'revoked'],
    ['revoked and expired: revoked wins', { expiresAt: now - 1, manuallyRevokedAt: now - 5 }, 'revoked'],
  ])('%s → %s', (_name, key, expected) => {
    expect(apiKeyState(key, now)).toBe(expected);
  });

  const times = fc.option(fc.integer({ min: 0, max: 2 ** 45 }), { nil: null });

  it('once expired or revoked, stays so for every later now', () => {
    fc.assert(fc.property(times, times, fc.integer({ min: 0, max: 2 ** 45 }), fc.nat(), (expiresAt, manuallyRevokedAt, t, delta) => {
      const key = { expiresAt, manuallyRevokedAt };
      const before = apiKeyState(key, t);
      const after = apiKeyState(key, t + delta);
      if (before !== 'valid') expect(after).toBe(before);
      else expect(['valid', 'expired']).toContain(after);
    }));
  });
});
