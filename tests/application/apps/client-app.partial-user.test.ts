/**
 * Issue 23: getPartialUser(app, { from: 'token' }) — the official `app.getPartialUser()` as a function of the app —
 * and partialUserOf(token), against the in-process emulator on a fake clock: the user the access token's claims
 * describe, with no request while the token is fresh; null when signed out; anonymous users only when asked for;
 * bad options are InvalidArgumentErrors.
 */
import 'reflect-metadata';
import { getPartialUser, partialUserOf } from '../../../application';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { appHarness, PASSWORD, uniqueEmail } from './app-harness';

/** An unsigned JWT with the claims an access token carries (partialUserOf reads claims; it never verifies). */
function tokenWith(overrides: Record<string, unknown>): string {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    sub: 'user-1', iat: 1, exp: 4_102_444_800, iss: 'i', aud: 'a', project_id: 'p', branch_id: 'main', refresh_token_id: 'r',
    role: 'authenticated', name: 'Ann', email: 'ann@example.com', email_verified: false, selected_team_id: null, signed_up_at: 1,
    is_anonymous: false, is_restricted: false, restricted_reason: null, requires_totp_mfa: false, ...overrides,
  };
  return `${encode({ alg: 'ES256' })}.${encode(claims)}.c2ln`;
}

describe('getPartialUser(app, { from: "token" })', () => {
  test('signed out: null, nothing sent', async () => {
    const h = appHarness();
    expect(await getPartialUser(h.app, { from: 'token' })).toBeNull();
    expect(h.wire).toEqual([]);
  });

  test('signed in: the claims of the session\'s token, camelCased; no request while the token is fresh', async () => {
    const h = appHarness();
    const email = uniqueEmail('partial');
    const up = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
    if (!up.ok) throw up.error;
    const before = h.wire.length;
    const partial = await getPartialUser(h.app, { from: 'token' });
    expect(h.wire.length).toBe(before);
    expect(partial).toEqual({
      id: up.value.userId, displayName: null, primaryEmail: email, primaryEmailVerified: false, isAnonymous: false,
      isMultiFactorRequired: false, isRestricted: false, restrictedReason: null,
    });
    const user = await h.app.getUser({ or: 'throw' });
    expect([partial?.id, partial?.primaryEmail]).toEqual([user.id, user.primaryEmail]);
  });

  test('bad options and a non-app are InvalidArgumentErrors, before anything is read', async () => {
    const h = appHarness();
    await expect(getPartialUser(h.app, { from: 'convex' } as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(getPartialUser(h.app, undefined as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(getPartialUser(h.app, { from: 'token', or: 'throw' } as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(getPartialUser({} as never, { from: 'token' })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(getPartialUser(null as never, { from: 'token' })).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});

describe('partialUserOf(accessToken)', () => {
  test('an anonymous user is null unless or: anonymous-if-exists; the restricted fields come through', () => {
    const anonymous = tokenWith({ is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' }, email: null, name: null });
    expect(partialUserOf(anonymous)).toBeNull();
    expect(partialUserOf(anonymous, { from: 'token', or: 'anonymous-if-exists' })).toEqual({
      id: 'user-1', displayName: null, primaryEmail: null, primaryEmailVerified: false, isAnonymous: true, isMultiFactorRequired: false,
      isRestricted: true, restrictedReason: { type: 'anonymous' },
    });
    expect(partialUserOf(tokenWith({ requires_totp_mfa: true, email_verified: true }))).toMatchObject({ isMultiFactorRequired: true, primaryEmailVerified: true });
  });

  test('null, a token that does not decode, or one with claims of the wrong types: null', () => {
    expect(partialUserOf(null)).toBeNull();
    expect(partialUserOf('not-a-jwt')).toBeNull();
    expect(partialUserOf(tokenWith({ email_verified: 'yes' }))).toBeNull();
  });
});
