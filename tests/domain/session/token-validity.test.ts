// Token validity: window resolution (clamp and refusals) and the likely-valid / should-refresh rules.
import fc from 'fast-check';
import type { AccessTokenClaims } from '../../../domain/session/access-token';
import {
  DEFAULT_VALIDITY_WINDOW_MS, MAX_VALIDITY_WINDOW_MS, MIN_VALIDITY_WINDOW_MS,
  accessTokenExpiresAt, isLikelyValid, resolveValidityWindow, shouldRefresh,
} from '../../../domain/session/token-validity';

const claimsExpiringAt = (expSeconds?: number): AccessTokenClaims => ({
  sub: 'u', iat: 0, ...(expSeconds === undefined ? {} : { exp: expSeconds }), iss: 'i', aud: 'p', project_id: 'p',
  branch_id: 'main', refresh_token_id: 'r', role: 'authenticated', name: null, email: null, email_verified: false,
  selected_team_id: null, signed_up_at: 0, is_anonymous: false, is_restricted: false, restricted_reason: null,
  requires_totp_mfa: false,
});

describe('resolveValidityWindow', () => {
  it.each<[number | undefined, number]>([
    [undefined, DEFAULT_VALIDITY_WINDOW_MS],
    [0, 20_000],
    [5_000, 20_000],
    [20_000, 20_000],
    [45_000, 45_000],
    [59_999, 59_999],
  ])('%s → %s', (requested, expected) => {
    expect(resolveValidityWindow(requested)).toEqual({ ok: true, value: expected });
  });

  it.each<[number, string]>([
    [60_000, 'VALIDITY_WINDOW_TOO_LONG'],
    [3_600_000, 'VALIDITY_WINDOW_TOO_LONG'],
    [Number.POSITIVE_INFINITY, 'VALIDITY_WINDOW_INVALID'],
    [Number.NaN, 'VALIDITY_WINDOW_INVALID'],
    [-1, 'VALIDITY_WINDOW_INVALID'],
  ])('refuses %s', (requested, code) => {
    const result = resolveValidityWindow(requested);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('clamps any accepted request into [MIN, MAX) and never lowers it', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (requested) => {
      const result = resolveValidityWindow(requested);
      const accepted = Number.isFinite(requested) && requested >= 0 && requested < MAX_VALIDITY_WINDOW_MS;
      expect(result.ok).toBe(accepted);
      if (result.ok) {
        expect(result.value).toBe(Math.max(requested, MIN_VALIDITY_WINDOW_MS));
        expect(result.value).toBeGreaterThanOrEqual(MIN_VALIDITY_WINDOW_MS);
        expect(result.value).toBeLessThan(MAX_VALIDITY_WINDOW_MS);
      }
    }));
  });
});

describe('accessTokenExpiresAt', () => {
  it('converts exp seconds to milliseconds, null without exp', () => {
    expect(accessTokenExpiresAt(claimsExpiringAt(1_700_000_600))).toBe(1_700_000_600_000);
    expect(accessTokenExpiresAt(claimsExpiringAt())).toBeNull();
  });
});

describe('isLikelyValid / shouldRefresh', () => {
  const now = 1_700_000_000_000;
  const window = 20_000;

  it.each<[string, AccessTokenClaims | null, boolean]>([
    ['no token', null, false],
    ['no exp', claimsExpiringAt(), true],
    ['expires in 10 minutes', claimsExpiringAt((now + 600_000) / 1000), true],
    ['expires 21 s from now', claimsExpiringAt((now + 21_000) / 1000), true],
    ['expires exactly at now + window', claimsExpiringAt((now + window) / 1000), false],
    ['expires in 10 s', claimsExpiringAt((now + 10_000) / 1000), false],
    ['already expired', claimsExpiringAt((now - 1_000) / 1000), false],
  ])('%s → likely valid: %s', (_name, claims, expected) => {
    expect(isLikelyValid(claims, now, window)).toBe(expected);
    expect(shouldRefresh(claims, now, window)).toBe(!expected);
  });

  it('a token valid at some instant is valid at every earlier one, and for every smaller window', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.nat({ max: 59_999 }), (expS, t, dt, w, dw) => {
      const claims = claimsExpiringAt(expS);
      if (isLikelyValid(claims, t + dt, w + dw)) {
        expect(isLikelyValid(claims, t, w)).toBe(true);
      }
      expect(shouldRefresh(claims, t, w)).toBe(!isLikelyValid(claims, t, w));
    }));
  });
});
