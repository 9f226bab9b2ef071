import type { ServerUserCreate, ServerUserUpdate } from '../../../domain/entities';
import { serverUserCreateToWire, serverUserFromWire, serverUserUpdateToWire } from '../../../application/server/server-user.mapping';
import { serverUserWire } from '../wire/wire-examples';

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
