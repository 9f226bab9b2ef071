/** User mappings: wire → entity for both read shapes, and update/create inputs → wire (and back). */
import type { OAuthProviderLink, RiskScores, ServerUser, ServerUserCreate, ServerUserUpdate, User, UserUpdate } from '../user';
import { omitUndefined } from './omit-undefined';
import { serverTeamFromWire, teamFromWire } from './team-mapping';
import type {
  OAuthProviderLinkWire, RiskScoresWire, ServerUserCreateWire, ServerUserUpdateWire, ServerUserWire, UserUpdateWire, UserWire,
} from './user-wire';

const oauthLinkFromWire = (w: OAuthProviderLinkWire): OAuthProviderLink =>
  ({ id: w.id, accountId: w.account_id, email: w.email });

/**
 * Every client field, with the selectedTeam of the caller's shape (client or server). One object literal, not a
 * spread of one into another: the client user is mapped on every get-user, and the copy cost more than the mapping.
 */
function userFieldsFromWire<Team>(w: UserWire, selectedTeam: Team): Omit<User, 'selectedTeam'> & { selectedTeam: Team } {
  return {
    id: w.id,
    displayName: w.display_name,
    primaryEmail: w.primary_email,
    primaryEmailVerified: w.primary_email_verified,
    profileImageUrl: w.profile_image_url,
    signedUpAt: w.signed_up_at_millis,
    clientMetadata: w.client_metadata,
    clientReadOnlyMetadata: w.client_read_only_metadata,
    hasPassword: w.has_password,
    emailAuthEnabled: w.auth_with_email,
    otpAuthEnabled: w.otp_auth_enabled,
    passkeyAuthEnabled: w.passkey_auth_enabled,
    oauthProviders: w.oauth_providers.map(oauthLinkFromWire),
    isMultiFactorRequired: w.requires_totp_mfa,
    requiresTotpMfa: w.requires_totp_mfa,
    selectedTeamId: w.selected_team_id,
    isAnonymous: w.is_anonymous,
    isRestricted: w.is_restricted,
    restrictedReason: w.restricted_reason === null ? null : { type: w.restricted_reason.type },
    restrictedByAdmin: w.restricted_by_admin,
    restrictedByAdminReason: w.restricted_by_admin_reason,
    selectedTeam,
  };
}

export function userFromWire(w: UserWire): User {
  return userFieldsFromWire(w, w.selected_team === null ? null : teamFromWire(w.selected_team));
}

const riskScoresFromWire = (w: RiskScoresWire): RiskScores =>
  ({ signUp: { bot: w.sign_up.bot, freeTrialAbuse: w.sign_up.free_trial_abuse } });

const riskScoresToWire = (r: RiskScores): RiskScoresWire =>
  ({ sign_up: { bot: r.signUp.bot, free_trial_abuse: r.signUp.freeTrialAbuse } });

export function serverUserFromWire(w: ServerUserWire): ServerUser {
  return {
    ...userFieldsFromWire(w, w.selected_team === null ? null : serverTeamFromWire(w.selected_team)),
    primaryEmailAuthEnabled: w.primary_email_auth_enabled,
    serverMetadata: w.server_metadata,
    lastActiveAt: w.last_active_at_millis,
    restrictedByAdminPrivateDetails: w.restricted_by_admin_private_details,
    countryCode: w.country_code ?? null,
    riskScores: w.risk_scores == null ? null : riskScoresFromWire(w.risk_scores),
  };
}

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
