/** Server user mappings: wire → entity, and the server's update and create inputs → wire. The client user: user/user.mapping.ts. */
import type { RiskScores, ServerUser, ServerUserCreate, ServerUserUpdate, UserUpdate } from '../../domain/entities/user';
import { omitUndefined } from '../core/wire/omit-undefined';
import { userFieldsFromWire } from '../user/user.mapping';
import { userUpdateToWire } from '../user/user-write.mapping';
import { serverTeamFromWire } from './server-team.mapping';
import type { RiskScoresWire, ServerUserWire } from './server-user.schema';

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

/** The server-only update keys, shared by update and create. */
function serverOnlyToWire(u: Omit<ServerUserUpdate, keyof UserUpdate>) {
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

/** Server `PATCH /users/{id}` body. */
export function serverUserUpdateToWire(u: ServerUserUpdate) {
  return { ...userUpdateToWire(u), ...serverOnlyToWire(u) };
}

/** Server `POST /users` body (no selected_team_id). */
export function serverUserCreateToWire(c: ServerUserCreate) {
  const { selected_team_id: _ignored, ...rest } = userUpdateToWire(c);
  const oauthProviders = c.oauthProviders?.map((p) => omitUndefined({ id: p.id, account_id: p.accountId, email: p.email }));
  return omitUndefined({ ...rest, ...serverOnlyToWire(c), oauth_providers: oauthProviders });
}
