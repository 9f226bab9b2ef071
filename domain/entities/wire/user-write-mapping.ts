/**
 * User update and create inputs → wire (and back, for the emulator). Apart from user-mapping.ts (read side), which a page
 * reading its user needs up front, while these load with the services that change users.
 */
import type { RiskScores, ServerUserCreate, ServerUserUpdate, UserUpdate } from '../user';
import { omitUndefined } from './omit-undefined';
import type { RiskScoresWire, ServerUserCreateWire, ServerUserUpdateWire, UserUpdateWire } from './user-wire';

const riskScoresToWire = (r: RiskScores): RiskScoresWire =>
  ({ sign_up: { bot: r.signUp.bot, free_trial_abuse: r.signUp.freeTrialAbuse } });

export function userUpdateToWire(u: UserUpdate): UserUpdateWire {
  return omitUndefined({
    display_name: u.displayName,
    profile_image_url: u.profileImageUrl,
    client_metadata: u.clientMetadata,
    selected_team_id: u.selectedTeamId,
    totp_secret_base64: u.totpSecretBase64,
    otp_auth_enabled: u.otpAuthEnabled,
    passkey_auth_enabled: u.passkeyAuthEnabled,
    primary_email: u.primaryEmail,
  });
}

/** Inverse of userUpdateToWire: lets the emulator read a PATCH body in the library's own terms. */
export function userUpdateFromWire(w: UserUpdateWire): UserUpdate {
  return omitUndefined({
    displayName: w.display_name,
    profileImageUrl: w.profile_image_url,
    clientMetadata: w.client_metadata,
    selectedTeamId: w.selected_team_id,
    totpSecretBase64: w.totp_secret_base64,
    otpAuthEnabled: w.otp_auth_enabled,
    passkeyAuthEnabled: w.passkey_auth_enabled,
    primaryEmail: w.primary_email,
  });
}

/** The server-only update keys, shared by update and create. */
function serverOnlyToWire(u: Omit<ServerUserUpdate, keyof UserUpdate>): Omit<ServerUserUpdateWire, keyof UserUpdateWire> {
  return omitUndefined({
    client_read_only_metadata: u.clientReadOnlyMetadata,
    server_metadata: u.serverMetadata,
    primary_email_verified: u.primaryEmailVerified,
    primary_email_auth_enabled: u.primaryEmailAuthEnabled,
    password: u.password,
    password_hash: u.passwordHash,
    is_anonymous: u.isAnonymous,
    restricted_by_admin: u.restrictedByAdmin,
    restricted_by_admin_reason: u.restrictedByAdminReason,
    restricted_by_admin_private_details: u.restrictedByAdminPrivateDetails,
    country_code: u.countryCode,
    risk_scores: u.riskScores === undefined ? undefined : riskScoresToWire(u.riskScores),
  });
}

export function serverUserUpdateToWire(u: ServerUserUpdate): ServerUserUpdateWire {
  return { ...userUpdateToWire(u), ...serverOnlyToWire(u) };
}

export function serverUserCreateToWire(c: ServerUserCreate): ServerUserCreateWire {
  const { selected_team_id: _ignored, ...rest } = userUpdateToWire(c);
  const oauthProviders = c.oauthProviders?.map((p) => omitUndefined({ id: p.id, account_id: p.accountId, email: p.email }));
  return omitUndefined({ ...rest, ...serverOnlyToWire(c), oauth_providers: oauthProviders });
}
