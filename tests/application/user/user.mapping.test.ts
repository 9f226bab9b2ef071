import fc from 'fast-check';
import type { JsonValue, UserUpdate } from '../../../domain/entities';
import { userFromWire } from '../../../application/user/user.mapping';
import { userUpdateFromWire, userUpdateToWire } from '../../../application/user/user-write.mapping';
import { clientUserWire } from '../wire/wire-examples';

/** fast-check types JSON object values as optional; the generated values are plain JSON. */
const jsonValue = fc.jsonValue() as fc.Arbitrary<JsonValue>;

describe('userFromWire', () => {
  it('maps protocol §3.1 example user field by field', () => {
    expect(userFromWire(clientUserWire)).toEqual({
      id: '3241a285-8329-4d69-8f3d-316e08cf140c',
      displayName: null,
      primaryEmail: 'ann@example.com',
      primaryEmailVerified: false,
      profileImageUrl: null,
      signedUpAt: 1714000000000,
      clientMetadata: null,
      clientReadOnlyMetadata: null,
      hasPassword: true,
      emailAuthEnabled: true,
      otpAuthEnabled: false,
      passkeyAuthEnabled: false,
      oauthProviders: [],
      isMultiFactorRequired: false,
      requiresTotpMfa: false,
      selectedTeamId: null,
      selectedTeam: null,
      isAnonymous: false,
      isRestricted: false,
      restrictedReason: null,
      restrictedByAdmin: false,
      restrictedByAdminReason: null,
    });
  });

  it('reads emailAuthEnabled from auth_with_email and isMultiFactorRequired from requires_totp_mfa', () => {
    const user = userFromWire({ ...clientUserWire, auth_with_email: false, has_password: true, requires_totp_mfa: true });
    expect(user.emailAuthEnabled).toBe(false);
    expect(user.hasPassword).toBe(true);
    expect(user.isMultiFactorRequired).toBe(true);
    expect(user.requiresTotpMfa).toBe(true);
  });

  it('maps a selected client team and OAuth links', () => {
    const user = userFromWire({
      ...clientUserWire,
      selected_team_id: 't1',
      selected_team: { id: 't1', display_name: '', profile_image_url: null, client_metadata: null, client_read_only_metadata: [1] },
      oauth_providers: [{ id: 'github', account_id: '42', email: null }],
      is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' },
    });
    expect(user.selectedTeam).toEqual({ id: 't1', displayName: '', profileImageUrl: null, clientMetadata: null, clientReadOnlyMetadata: [1] });
    expect(user.oauthProviders).toEqual([{ id: 'github', accountId: '42', email: null }]);
    expect(user.restrictedReason).toEqual({ type: 'anonymous' });
  });

  it('does not carry unknown wire keys into the entity', () => {
    const withExtra = { ...clientUserWire, future_field: 1 } as typeof clientUserWire;
    expect(userFromWire(withExtra)).not.toHaveProperty('future_field');
  });
});

describe('userUpdateToWire', () => {
  it('emits only the keys present, keeping null (which clears)', () => {
    expect(userUpdateToWire({ displayName: null, selectedTeamId: 'team-1', otpAuthEnabled: undefined })).toEqual({
      display_name: null,
      selected_team_id: 'team-1',
    });
    expect(Object.keys(userUpdateToWire({ displayName: null }))).toEqual(['display_name']);
  });

  it('maps every client update field to its snake_case name', () => {
    expect(userUpdateToWire({
      displayName: 'Ann', clientMetadata: { a: 1 }, selectedTeamId: null, totpSecretBase64: 'c2VjcmV0',
      profileImageUrl: 'data:image/png;base64,AAAA', otpAuthEnabled: true, passkeyAuthEnabled: false, primaryEmail: 'a@b.co',
    })).toEqual({
      display_name: 'Ann', client_metadata: { a: 1 }, selected_team_id: null, totp_secret_base64: 'c2VjcmV0',
      profile_image_url: 'data:image/png;base64,AAAA', otp_auth_enabled: true, passkey_auth_enabled: false, primary_email: 'a@b.co',
    });
  });

  it('sends nothing for an empty update', () => {
    expect(userUpdateToWire({})).toEqual({});
  });

  const nullableString = fc.option(fc.string(), { nil: null });
  const userUpdate: fc.Arbitrary<UserUpdate> = fc.record({
    displayName: nullableString,
    profileImageUrl: nullableString,
    clientMetadata: jsonValue,
    selectedTeamId: nullableString,
    totpSecretBase64: nullableString,
    otpAuthEnabled: fc.boolean(),
    passkeyAuthEnabled: fc.boolean(),
    primaryEmail: nullableString,
  }, { requiredKeys: [] });

  it('round-trips: userUpdateFromWire(userUpdateToWire(u)) equals u', () => {
    fc.assert(fc.property(userUpdate, (update) => {
      expect(userUpdateFromWire(userUpdateToWire(update))).toEqual(update);
    }));
  });

  it('never emits an undefined value and emits one key per defined field', () => {
    fc.assert(fc.property(userUpdate, (update) => {
      const wire = userUpdateToWire(update);
      expect(Object.values(wire)).not.toContain(undefined);
      expect(Object.keys(wire)).toHaveLength(Object.values(update).filter((v) => v !== undefined).length);
    }));
  });
});
