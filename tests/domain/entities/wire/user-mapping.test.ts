import fc from 'fast-check';
import type { JsonValue, ServerUserCreate, ServerUserUpdate, UserUpdate } from '../../../../domain/entities';
import {
  serverUserCreateToWire, serverUserFromWire, serverUserUpdateToWire, userFromWire, userUpdateFromWire, userUpdateToWire,
} from '../../../../domain/entities/wire';
import { clientUserWire, serverUserWire } from '../wire-examples';

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

describe('serverUserFromWire', () => {
  it('maps a server user with a server team, risk scores and admin restriction', () => {
    const user = serverUserFromWire(serverUserWire);
    expect(user).toMatchObject({
      id: '5d1b6a8e-0c2f-4f57-a1b3-7e9d0c4b2a61',
      displayName: 'Bob Builder',
      signedUpAt: 1714000000000,
      lastActiveAt: 1714003600000,
      primaryEmailAuthEnabled: true,
      serverMetadata: { crm_id: 'abc' },
      restrictedReason: { type: 'restricted_by_administrator' },
      restrictedByAdminReason: 'Payment overdue',
      restrictedByAdminPrivateDetails: 'chargeback on 2024-04-20',
      countryCode: 'DE',
      riskScores: { signUp: { bot: 3, freeTrialAbuse: 40 } },
      isMultiFactorRequired: true,
      oauthProviders: [
        { id: 'github', accountId: '1234567', email: 'bob@users.noreply.github.com' },
        { id: 'google', accountId: '1098', email: null },
      ],
    });
    expect(user.selectedTeam).toEqual({
      id: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b',
      displayName: "Ann's Team",
      profileImageUrl: null,
      clientMetadata: { theme: 'dark' },
      clientReadOnlyMetadata: { plan: 'pro', seats: 5 },
      createdAt: 1714000100000,
      serverMetadata: { billing_id: 'cus_123', flags: [true, null] },
    });
  });

  it('turns absent country_code and risk_scores into null', () => {
    const { country_code: _c, risk_scores: _r, ...older } = serverUserWire;
    const user = serverUserFromWire({ ...older, selected_team: null });
    expect(user.countryCode).toBeNull();
    expect(user.riskScores).toBeNull();
    expect(user.selectedTeam).toBeNull();
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

describe('serverUserUpdateToWire / serverUserCreateToWire', () => {
  const update: ServerUserUpdate = {
    displayName: 'Bob',
    serverMetadata: { x: 1 },
    clientReadOnlyMetadata: null,
    primaryEmailVerified: true,
    primaryEmailAuthEnabled: true,
    password: null,
    isAnonymous: false,
    restrictedByAdmin: true,
    restrictedByAdminReason: 'abuse',
    restrictedByAdminPrivateDetails: null,
    countryCode: 'FR',
    riskScores: { signUp: { bot: 1, freeTrialAbuse: 2 } },
    selectedTeamId: 'team-1',
  };

  it('maps the server-only fields to their wire names', () => {
    expect(serverUserUpdateToWire(update)).toEqual({
      display_name: 'Bob',
      server_metadata: { x: 1 },
      client_read_only_metadata: null,
      primary_email_verified: true,
      primary_email_auth_enabled: true,
      password: null,
      is_anonymous: false,
      restricted_by_admin: true,
      restricted_by_admin_reason: 'abuse',
      restricted_by_admin_private_details: null,
      country_code: 'FR',
      risk_scores: { sign_up: { bot: 1, free_trial_abuse: 2 } },
      selected_team_id: 'team-1',
    });
  });

  it('create drops selected_team_id and maps OAuth links', () => {
    // A stray selectedTeamId (not part of ServerUserCreate) must still not reach the create body.
    const create: ServerUserCreate = {
      ...update, passwordHash: '$2b$10$abc', oauthProviders: [{ id: 'github', accountId: '9' }, { id: 'google', accountId: '8', email: 'g@x.io' }],
    };
    const wire = serverUserCreateToWire(create);
    expect(wire).not.toHaveProperty('selected_team_id');
    expect(wire).toMatchObject({
      password_hash: '$2b$10$abc',
      oauth_providers: [{ id: 'github', account_id: '9' }, { id: 'google', account_id: '8', email: 'g@x.io' }],
    });
  });
});
