// decodeAccessToken: tokens built here (base64url JSON + junk signature), malformed inputs, and properties.
import fc from 'fast-check';
import {
  type AccessTokenClaims, decodeAccessToken, isUsableAccessTokenString,
} from '../../../domain/session/access-token';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const HEADER = b64url({ alg: 'ES256', kid: 'abcdefghijkl', typ: 'JWT' });
const tokenOf = (payload: unknown, signature = 'not-a-real-signature') => `${HEADER}.${b64url(payload)}.${signature}`;

const claims: AccessTokenClaims = {
  sub: '3f1c8c2e-0000-4000-8000-000000000001',
  iat: 1_700_000_000,
  exp: 1_700_000_600,
  iss: 'http://127.0.0.1:8102/api/v1/projects/internal',
  aud: 'internal',
  project_id: 'internal',
  branch_id: 'main',
  refresh_token_id: '3f1c8c2e-0000-4000-8000-000000000002',
  role: 'authenticated',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  selected_team_id: null,
  signed_up_at: 1_690_000_000,
  is_anonymous: false,
  is_restricted: false,
  restricted_reason: null,
  requires_totp_mfa: false,
};

const without = (key: keyof AccessTokenClaims) => Object.fromEntries(Object.entries(claims).filter(([k]) => k !== key));

describe('decodeAccessToken', () => {
  it('decodes a well-formed token', () => {
    expect(decodeAccessToken(tokenOf(claims))).toEqual(claims);
  });

  it('accepts a token without exp (never expires) and drops unknown claims', () => {
    const decoded = decodeAccessToken(tokenOf({ ...without('exp'), extra: 'ignored' }));
    expect(decoded).toEqual(without('exp'));
    expect(decoded !== null && 'exp' in decoded).toBe(false);
  });

  it('accepts a restricted anonymous user', () => {
    const anonymous = { ...claims, aud: 'internal:anon', is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } };
    expect(decodeAccessToken(tokenOf(anonymous))).toEqual(anonymous);
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ["the literal 'undefined'", 'undefined'],
    ['an empty string', ''],
    ['two parts', `${HEADER}.${b64url(claims)}`],
    ['four parts', `${tokenOf(claims)}.x`],
    ['an empty signature', `${HEADER}.${b64url(claims)}.`],
    ['a payload that is not base64url', `${HEADER}.@@@.sig`],
    ['a payload that is not UTF-8', `${HEADER}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`],
    ['a payload that is not JSON', `${HEADER}.${Buffer.from('{nope').toString('base64url')}.sig`],
    ['a JSON array payload', tokenOf([claims])],
    ['a JSON null payload', tokenOf(null)],
  ])('returns null for %s', (_name, token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['missing sub', without('sub')],
    ['missing iat', without('iat')],
    ['missing refresh_token_id', without('refresh_token_id')],
    ['missing name', without('name')],
    ['missing restricted_reason', without('restricted_reason')],
    ['a string exp', { ...claims, exp: '1700000600' }],
    ['a null exp', { ...claims, exp: null }],
    ['a wrong role', { ...claims, role: 'admin' }],
    ['a numeric email', { ...claims, email: 42 }],
    ['a string boolean', { ...claims, is_anonymous: 'false' }],
    ['an unknown restriction', { ...claims, restricted_reason: { type: 'banned' } }],
    ['a string restriction', { ...claims, restricted_reason: 'anonymous' }],
    ['an array aud', { ...claims, aud: ['internal'] }],
  ])('returns null for a payload with %s', (_name, payload) => {
    expect(decodeAccessToken(tokenOf(payload))).toBeNull();
  });

  const claimsArbitrary: fc.Arbitrary<AccessTokenClaims> = fc.record({
    sub: fc.uuid(), iat: fc.nat(), iss: fc.webUrl(), aud: fc.string(), project_id: fc.string(), branch_id: fc.constant('main'),
    refresh_token_id: fc.uuid(), role: fc.constant('authenticated' as const), name: fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
    email: fc.option(fc.emailAddress(), { nil: null }), email_verified: fc.boolean(), selected_team_id: fc.option(fc.uuid(), { nil: null }),
    signed_up_at: fc.nat(), is_anonymous: fc.boolean(), is_restricted: fc.boolean(),
    restricted_reason: fc.option(fc.record({ type: fc.constantFrom('anonymous' as const, 'email_not_verified' as const, 'restricted_by_administrator' as const) }), { nil: null }),
    requires_totp_mfa: fc.boolean(),
  }).chain((base) => fc.option(fc.nat(), { nil: undefined }).map((exp) => (exp === undefined ? base : { ...base, exp })));

  it('accepts every well-formed token built from valid claims', () => {
    fc.assert(fc.property(claimsArbitrary, fc.string({ unit: fc.constantFrom(...'abcXYZ019-_'.split('')), minLength: 1 }), (c, signature) => {
      expect(decodeAccessToken(tokenOf(c, signature))).toEqual(c);
    }));
  });

  it('never throws, whatever the string', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.array(fc.base64String(), { maxLength: 4 }).map((p) => p.join('.'))), (s) => {
      const decoded = decodeAccessToken(s);
      expect(decoded === null || typeof decoded.sub === 'string').toBe(true);
    }));
  });

  it('never throws for any JSON payload', () => {
    fc.assert(fc.property(fc.jsonValue(), (payload) => {
      const decoded = decodeAccessToken(tokenOf(payload));
      expect(decoded === null || decoded.role === 'authenticated').toBe(true);
    }));
  });
});

describe('isUsableAccessTokenString', () => {
  it.each<[string | null | undefined, boolean]>([
    ['undefined', false], ['', false], [null, false], [undefined, false], ['a.b.c', true], ['null', true],
  ])('%j → %s', (s, expected) => {
    expect(isUsableAccessTokenString(s)).toBe(expected);
  });
});
