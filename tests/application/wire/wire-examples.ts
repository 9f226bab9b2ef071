/** Realistic wire examples (protocol §3) shared by the schema tests (beside this file) and the mapping tests (tests/application/<capability>/). */
import type { PasswordTokensWire, SignInTokensWire } from '../../../application/core/session/session.schema';
import type { ListEnvelopeWire } from '../../../application/core/wire/list.schema';
import type { TeamPermissionWire } from '../../../application/core/wire/permission.schema';
import type { PermissionDefinitionWire } from '../../../application/core/wire/project-permission.schema';
import type { TeamInvitationDetailsWire, TeamInvitationWire } from '../../../application/core/wire/team-invitation.schema';
import type { OAuthTokenWire } from '../../../application/oauth/oauth-token.schema';
import type { ClientProjectWire } from '../../../application/project/project.schema';
import type { TeamMemberProfileWire } from '../../../application/teams/team-member.schema';
import type { TeamWire } from '../../../application/teams/team.schema';
import type { ContactChannelWire } from '../../../application/user/contact-channel.schema';
import type { SessionWire } from '../../../application/user/session-list.schema';
import type { UserWire } from '../../../application/user/user.schema';
import type { AdminProjectWire } from '../../../application/admin/admin-project.schema';
import type { ApiKeySetCreatedWire, ApiKeySetWire } from '../../../application/admin/api-key.schema';
import type { EmailTemplateWire } from '../../../application/admin/email-template.schema';
import type { ServerTeamMemberProfileWire } from '../../../application/server/server-team-member.schema';
import type { ServerTeamWire } from '../../../application/server/server-team.schema';
import type { ServerUserWire } from '../../../application/server/server-user.schema';

/** Protocol §3.1's client example, verbatim. */
export const clientUserWire: UserWire = {
  id: '3241a285-8329-4d69-8f3d-316e08cf140c', display_name: null,
  primary_email: 'ann@example.com', primary_email_verified: false, profile_image_url: null,
  signed_up_at_millis: 1714000000000, client_metadata: null, client_read_only_metadata: null,
  has_password: true, otp_auth_enabled: false, passkey_auth_enabled: false,
  auth_with_email: true, requires_totp_mfa: false, oauth_providers: [],
  selected_team_id: null, selected_team: null, is_anonymous: false, is_restricted: false,
  restricted_reason: null, restricted_by_admin: false, restricted_by_admin_reason: null,
};

export const teamWire: TeamWire = {
  id: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b',
  display_name: "Ann's Team",
  profile_image_url: null,
  client_metadata: { theme: 'dark' },
  client_read_only_metadata: { plan: 'pro', seats: 5 },
};

export const serverTeamWire: ServerTeamWire = {
  ...teamWire,
  created_at_millis: 1714000100000,
  server_metadata: { billing_id: 'cus_123', flags: [true, null] },
};

export const serverUserWire: ServerUserWire = {
  id: '5d1b6a8e-0c2f-4f57-a1b3-7e9d0c4b2a61',
  display_name: 'Bob Builder',
  primary_email: 'bob@example.com',
  primary_email_verified: true,
  profile_image_url: 'https://cdn.example.com/bob.png',
  signed_up_at_millis: 1714000000000,
  client_metadata: { onboarded: true },
  client_read_only_metadata: { tier: 2 },
  has_password: false,
  otp_auth_enabled: true,
  passkey_auth_enabled: true,
  auth_with_email: true,
  requires_totp_mfa: true,
  oauth_providers: [{ id: 'github', account_id: '1234567', email: 'bob@users.noreply.github.com' }, { id: 'google', account_id: '1098', email: null }],
  selected_team_id: serverTeamWire.id,
  selected_team: serverTeamWire,
  is_anonymous: false,
  is_restricted: true,
  restricted_reason: { type: 'restricted_by_administrator' },
  restricted_by_admin: true,
  restricted_by_admin_reason: 'Payment overdue',
  primary_email_auth_enabled: true,
  server_metadata: { crm_id: 'abc' },
  last_active_at_millis: 1714003600000,
  restricted_by_admin_private_details: 'chargeback on 2024-04-20',
  country_code: 'DE',
  risk_scores: { sign_up: { bot: 3, free_trial_abuse: 40 } },
};

/** Protocol §3.3's client example, verbatim. */
export const clientProjectWire: ClientProjectWire = {
  id: 'internal', display_name: 'Stack Dashboard',
  config: {
    sign_up_enabled: true, credential_enabled: true, magic_link_enabled: true,
    passkey_enabled: false, client_team_creation_enabled: true, client_user_deletion_enabled: false,
    allow_user_api_keys: false, allow_team_api_keys: false,
    enabled_oauth_providers: [{ id: 'github' }, { id: 'google' }],
    domains: [],
  },
};

export const adminProjectWire: AdminProjectWire = {
  id: '6a0f5a43-0d1e-4b8c-9a27-1f0e3c2b4d5e',
  display_name: 'Acme',
  description: 'Acme customer portal',
  logo_url: null,
  logo_full_url: null,
  logo_dark_mode_url: null,
  logo_full_dark_mode_url: null,
  created_at_millis: 1713000000000,
  is_production_mode: true,
  owner_team_id: '0b7c6d5e-4f3a-4b2c-8d1e-0f9a8b7c6d5e',
  onboarding_status: 'completed',
  config: {
    allow_localhost: false,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: true,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: true,
    allow_user_api_keys: false,
    allow_team_api_keys: true,
    oauth_providers: [
      { provider_config_id: 'github', id: 'github', type: 'shared' },
      { provider_config_id: 'microsoft', id: 'microsoft', type: 'standard', client_id: 'ms-client', client_secret: 'ms-secret', microsoft_tenant_id: 'tenant-1' },
    ],
    enabled_oauth_providers: [{ id: 'github' }, { id: 'microsoft' }],
    domains: [{ domain: 'https://app.acme.com', handler_path: '/handler' }, { domain: 'https://*.acme.dev', handler_path: '/auth' }],
    email_config: {
      type: 'standard', host: 'smtp.acme.com', port: 587, username: 'mailer', password: 's3cret',
      sender_name: 'Acme', sender_email: 'noreply@acme.com',
    },
    email_theme: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6',
    create_team_on_sign_up: true,
    team_creator_default_permissions: [{ id: 'team_admin' }],
    team_member_default_permissions: [{ id: 'team_member' }],
    user_default_permissions: [],
    oauth_account_merge_strategy: 'link_method',
  },
};

/** Protocol §3.4's create response, with realistic key strings. */
export const apiKeySetCreatedWire: ApiKeySetCreatedWire = {
  id: 'b5f2c1d0-9e8f-4a7b-8c6d-5e4f3a2b1c0d', description: 'test api key', created_at_millis: 1714000000000,
  expires_at_millis: 1745536000000, publishable_client_key: 'pck_4x9q2m7w1z3k8v5n6b0r2t4y6u8i0o9p',
  secret_server_key: 'ssk_7h3j5k9l1a2s4d6f8g0h1j3k5l7z9x2c', super_secret_admin_key: 'sak_2w4e6r8t0y1u3i5o7p9a1s3d5f7g9h0j',
};

export const apiKeySetWire: ApiKeySetWire = {
  id: 'b5f2c1d0-9e8f-4a7b-8c6d-5e4f3a2b1c0d', description: 'test api key', created_at_millis: 1714000000000,
  expires_at_millis: 1745536000000, manually_revoked_at_millis: 1720000000000,
  publishable_client_key: { last_four: '0o9p' }, secret_server_key: { last_four: '9x2c' },
};

export const teamInvitationWire: TeamInvitationWire = {
  id: '2c4e6a8b-1d3f-4a5b-9c7d-8e0f1a2b3c4d', team_id: teamWire.id, team_display_name: "Ann's Team",
  expires_at_millis: 1714604800000, recipient_email: 'carol@example.com',
};

export const teamInvitationDetailsWire: TeamInvitationDetailsWire = { team_id: teamWire.id, team_display_name: "Ann's Team" };

export const contactChannelWire: ContactChannelWire = {
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b', user_id: clientUserWire.id, type: 'email',
  value: 'ann@example.com', is_primary: true, is_verified: false, used_for_auth: true,
};

export const permissionDefinitionWire: PermissionDefinitionWire = {
  id: 'team_member', description: 'Default permission for team members',
  contained_permission_ids: ['$invite_members', '$read_members'],
};

export const systemPermissionDefinitionWire: PermissionDefinitionWire = { id: '$update_team', description: 'Update the team information', contained_permission_ids: [] };

export const teamPermissionWire: TeamPermissionWire = { id: '$read_members', user_id: clientUserWire.id, team_id: teamWire.id };

export const teamMemberProfileWire: TeamMemberProfileWire = {
  team_id: teamWire.id, user_id: clientUserWire.id, display_name: 'Ann (Acme)', profile_image_url: null,
};

export const serverTeamMemberProfileWire: ServerTeamMemberProfileWire = { ...teamMemberProfileWire, user: serverUserWire };

export const passwordTokensWire: PasswordTokensWire = {
  access_token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIzMjQxIn0.c2ln', refresh_token: 'rt9m2k4w6y8a0c2e4g6i8k0m2o4q6s8u0w2y4a6c8e0g2i4', user_id: clientUserWire.id,
};

export const signInTokensWire: SignInTokensWire = { ...passwordTokensWire, is_new_user: true };

export const oauthTokenWire: OAuthTokenWire = {
  access_token: passwordTokensWire.access_token, refresh_token: passwordTokensWire.refresh_token, token_type: 'Bearer',
  expires_in: 3599, scope: 'legacy', is_new_user: false, newUser: false,
  after_callback_redirect_url: 'https://app.acme.com/after', afterCallbackRedirectUrl: 'https://app.acme.com/after',
};

export const sessionWire: SessionWire = {
  id: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0', user_id: clientUserWire.id, created_at: 1714000000000,
  last_used_at: 1714001000000, is_impersonation: false, is_current_session: true,
  last_used_at_end_user_ip_info: { ip: '203.0.113.7', countryCode: 'DE', regionCode: 'BE', cityName: 'Berlin', latitude: 52.52, longitude: 13.405, tzIdentifier: 'Europe/Berlin' },
};

export const usersPageWire: ListEnvelopeWire<ServerUserWire> = {
  items: [serverUserWire], is_paginated: true, pagination: { next_cursor: '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d' },
};

export const emailTemplateWire: EmailTemplateWire = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', display_name: 'Welcome', tsx_source: 'export function EmailTemplate() { return null; }', theme_id: false,
};
