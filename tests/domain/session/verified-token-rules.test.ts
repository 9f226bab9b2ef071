// The rules a locally verified access token must meet besides its signature (domain/session/verified-token-rules.ts).
import type { AccessTokenClaims } from '../../../domain/session/access-token';
import { claimRefusal, isCanonicalBase64Url, isCanonicalCompactJws } from '../../../domain/session/verified-token-rules';

describe('isCanonicalBase64Url', () => {
  test.each([
    ['', true], ['AA', true], ['AQ', true], ['AB', false], ['Ag', true], ['Aw', true], ['AAA', true], ['AAB', false],
    ['AAE', true], ['AA8', true], ['AA9', false], ['AAAA', true], ['A', false], ['AA==', false], ['A A', false],
    ['A+/A', false], ['AAA\n', false], ['-_-_', true],
  ])('%j: %s', (segment, canonical) => {
    expect(isCanonicalBase64Url(segment)).toBe(canonical);
  });

  test('every 2- and 3-character spelling of some bytes is canonical exactly when it is what an encoder writes', () => {
    for (let byte = 0; byte < 256; byte += 1) {
      expect(isCanonicalBase64Url(Buffer.from([byte]).toString('base64url'))).toBe(true);
      expect(isCanonicalBase64Url(Buffer.from([byte, 255 - byte]).toString('base64url'))).toBe(true);
    }
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const last of alphabet) {
      const two = `Q${last}`;
      expect(isCanonicalBase64Url(two)).toBe(Buffer.from(two, 'base64url').toString('base64url') === two);
      const three = `QQ${last}`;
      expect(isCanonicalBase64Url(three)).toBe(Buffer.from(three, 'base64url').toString('base64url') === three);
    }
  });
});

test('isCanonicalCompactJws: three non-empty canonical segments', () => {
  expect(isCanonicalCompactJws('eyJh.eyJi.c2ln')).toBe(true);
  expect(isCanonicalCompactJws('eyJh.eyJi')).toBe(false);
  expect(isCanonicalCompactJws('eyJh..c2ln')).toBe(false);
  expect(isCanonicalCompactJws('eyJh.eyJi.c2ln.x')).toBe(false);
  expect(isCanonicalCompactJws('eyJh.eyJi.c2ln==')).toBe(false);
});

describe('claimRefusal', () => {
  const NOW = 1_750_000_000;
  const claims: AccessTokenClaims = {
    sub: 'u', iat: NOW, exp: NOW + 600, iss: 'i', aud: 'p', project_id: 'p', branch_id: 'main', refresh_token_id: 'r', role: 'authenticated',
    name: null, email: null, email_verified: true, selected_team_id: null, signed_up_at: NOW, is_anonymous: false, is_restricted: false,
    restricted_reason: null, requires_totp_mfa: false,
  };
  test.each<[string, Partial<AccessTokenClaims> & { exp?: number }, ReturnType<typeof claimRefusal>]>([
    ['a normal live token', {}, null],
    ['issued within the tolerance ahead', { iat: NOW + 30 }, null],
    ['issued beyond it', { iat: NOW + 31 }, 'issuedInFuture'],
    ['anonymous', { is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } }, 'anonymousClaim'],
    ['restricted', { is_restricted: true, restricted_reason: { type: 'email_not_verified' } }, 'restrictedClaim'],
    ['a restricted reason alone', { restricted_reason: { type: 'email_not_verified' } }, 'restrictedClaim'],
  ])('%s → %s', (_, changes, refusal) => {
    expect(claimRefusal({ ...claims, ...changes }, NOW, 30)).toBe(refusal);
  });
  test('no exp → noExpiry', () => {
    const { exp: _exp, ...noExp } = claims;
    expect(claimRefusal(noExp, NOW, 30)).toBe('noExpiry');
  });
});
