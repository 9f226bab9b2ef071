/** Wire shapes of users (§3.1) and teams (§3.2) per access type. */
import type { EmulatorCore } from '../core';
import { userHasPasskey } from '../passkeys/store';
import type { AccessType, TeamRecord, UserRecord } from '../state/records';
import { primaryEmailOf, restrictedReasonOf } from '../state/users';

export function clientTeamJson(team: TeamRecord): Record<string, unknown> {
  return {
    id: team.id, display_name: team.displayName, profile_image_url: team.profileImageUrl,
    client_metadata: team.clientMetadata, client_read_only_metadata: team.clientReadOnlyMetadata,
  };
}

export function serverTeamJson(team: TeamRecord): Record<string, unknown> {
  return { ...clientTeamJson(team), created_at_millis: team.createdAt, server_metadata: team.serverMetadata };
}

export function clientUserJson(core: EmulatorCore, user: UserRecord): Record<string, unknown> {
  const project = core.state.projects[user.projectId]!;
  const primary = primaryEmailOf(core, user.id);
  const team = user.selectedTeamId === null ? undefined : core.state.teams[user.selectedTeamId];
  const restricted = restrictedReasonOf(core, project, user);
  const hasPassword = user.passwordHash !== null;
  return {
    id: user.id, display_name: user.displayName, primary_email: primary?.value ?? null,
    primary_email_verified: primary?.isVerified ?? false, profile_image_url: user.profileImageUrl,
    signed_up_at_millis: user.signedUpAt, client_metadata: user.clientMetadata,
    client_read_only_metadata: user.clientReadOnlyMetadata, has_password: hasPassword,
    otp_auth_enabled: user.otpAuthEnabled, passkey_auth_enabled: userHasPasskey(core, user.id),
    auth_with_email: hasPassword || user.otpAuthEnabled, requires_totp_mfa: user.totpSecretBase64 !== null,
    oauth_providers: user.oauthAccounts.map((a) => ({ id: a.providerId, account_id: a.accountId, email: a.email })),
    selected_team_id: team === undefined ? null : team.id, selected_team: team === undefined ? null : clientTeamJson(team),
    is_anonymous: user.isAnonymous, is_restricted: restricted !== null, restricted_reason: restricted,
    restricted_by_admin: user.restrictedByAdmin, restricted_by_admin_reason: user.restrictedByAdminReason,
  };
}

export function serverUserJson(core: EmulatorCore, user: UserRecord): Record<string, unknown> {
  const primary = primaryEmailOf(core, user.id);
  const team = user.selectedTeamId === null ? undefined : core.state.teams[user.selectedTeamId];
  return {
    ...clientUserJson(core, user),
    selected_team: team === undefined ? null : serverTeamJson(team),
    primary_email_auth_enabled: primary?.usedForAuth ?? false, server_metadata: user.serverMetadata,
    last_active_at_millis: user.lastActiveAt,
    restricted_by_admin_private_details: user.restrictedByAdminPrivateDetails, country_code: user.countryCode,
    risk_scores: { sign_up: { bot: user.riskScores.signUp.bot, free_trial_abuse: user.riskScores.signUp.freeTrialAbuse } },
  };
}

/** Client access sees the client shape; server and admin the server shape (§1.5 "filtered to the read schema"). */
export const userJsonFor = (core: EmulatorCore, type: AccessType, user: UserRecord): Record<string, unknown> =>
  type === 'client' ? clientUserJson(core, user) : serverUserJson(core, user);
