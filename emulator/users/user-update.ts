/** Update of a user by the user itself (client fields of §2.9) or by a server (basic server fields of §3.1). */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import { metadataJson } from '../http/json-depth';
import type { AccessType, UserRecord } from '../state/records';
import { isTeamMember } from '../state/teams';
import { authChannelForEmail, channelsOf, insertEmailChannel, normaliseEmail } from '../state/users';
import { revokeUserSessions } from '../tokens/sessions';
import { hashPassword } from './passwords';
import { applyUserWriteExtras, assertPrimaryAuthFree, assertUserUpdateRules, extraServerUpdateFields } from './user-rules';
import { assertClientImage, assertStorableImage } from '../teams/team-image';
import { storeImage } from '../storage/image-store';
import { countryCode, primaryEmail, profileImageUrl } from './user-fields';

const json = metadataJson;

export const clientUserUpdate = z.strictObject({
  display_name: z.string().max(256).nullable().optional(),
  profile_image_url: profileImageUrl.nullable().optional(),
  client_metadata: json.optional(),
  selected_team_id: z.uuid().nullable().optional(),
  totp_secret_base64: z.base64().nullable().optional(),
  otp_auth_enabled: z.boolean().optional(),
  passkey_auth_enabled: z.boolean().optional(),
  primary_email: primaryEmail.nullable().optional(),
});

export const serverUserUpdate = clientUserUpdate.extend({
  client_read_only_metadata: json.optional(),
  server_metadata: json.optional(),
  primary_email_verified: z.boolean().optional(),
  primary_email_auth_enabled: z.boolean().optional(),
  password: z.string().max(70).nullable().optional(),
  restricted_by_admin: z.boolean().optional(),
  restricted_by_admin_reason: z.string().nullable().optional(),
  restricted_by_admin_private_details: z.string().nullable().optional(),
  country_code: countryCode.nullable().optional(),
  ...extraServerUpdateFields,
});

export type UserUpdate = z.output<typeof serverUserUpdate>;


function applyPrimaryEmail(core: EmulatorCore, user: UserRecord, update: UserUpdate): void {
  if (update.primary_email === undefined) return;
  const channels = channelsOf(core, user.id);
  if (update.primary_email === null) { for (const c of channels) c.isPrimary = false; return; }
  const value = normaliseEmail(update.primary_email);
  const taken = authChannelForEmail(core, user.projectId, value);
  if (taken !== undefined && taken.userId !== user.id) throw known('USER_EMAIL_ALREADY_EXISTS', { email: value, would_work_if_email_was_verified: false });
  const existing = channels.find((c) => c.value === value);
  if (existing !== undefined) { for (const c of channels) c.isPrimary = c === existing; return; }
  insertEmailChannel(core, user, value, { isVerified: update.primary_email_verified ?? false, usedForAuth: update.primary_email_auth_enabled ?? true });
}

/** An unrestricted user keeps no reason or details; empty texts are stored as none. */
function applyRestriction(user: UserRecord, update: UserUpdate): void {
  if (update.restricted_by_admin !== undefined) user.restrictedByAdmin = update.restricted_by_admin;
  if (update.restricted_by_admin_reason !== undefined) user.restrictedByAdminReason = update.restricted_by_admin_reason || null;
  if (update.restricted_by_admin_private_details !== undefined) user.restrictedByAdminPrivateDetails = update.restricted_by_admin_private_details || null;
  if (!user.restrictedByAdmin) {
    user.restrictedByAdminReason = null;
    user.restrictedByAdminPrivateDetails = null;
  }
}

/** Applies the update in place; checks that need the whole request come first so a failure changes nothing. */
export async function applyUserUpdate(core: EmulatorCore, type: AccessType, user: UserRecord, update: UserUpdate): Promise<void> {
  if (type === 'client') assertClientImage(update.profile_image_url);
  if (update.selected_team_id != null && !isTeamMember(core, update.selected_team_id, user.id)) {
    throw known('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: update.selected_team_id, user_id: user.id });
  }
  if (update.passkey_auth_enabled === true) throw statusError(400, 'Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method');
  // The 400 texts shared with POST /users (incl. 'OTP auth not enabled in the project').
  assertUserUpdateRules(core, user, update);
  assertPrimaryAuthFree(core, user, update);
  assertStorableImage(update.profile_image_url);
  applyPrimaryEmail(core, user, update);
  if (update.display_name !== undefined) user.displayName = update.display_name === '' ? null : update.display_name;
  if (update.profile_image_url !== undefined) user.profileImageUrl = storeImage(core, 'user-profile-images', update.profile_image_url);
  if (update.client_metadata !== undefined) user.clientMetadata = update.client_metadata;
  if (update.client_read_only_metadata !== undefined) user.clientReadOnlyMetadata = update.client_read_only_metadata;
  if (update.server_metadata !== undefined) user.serverMetadata = update.server_metadata;
  if (update.selected_team_id !== undefined) user.selectedTeamId = update.selected_team_id;
  if (update.totp_secret_base64 !== undefined) user.totpSecretBase64 = update.totp_secret_base64;
  if (update.otp_auth_enabled !== undefined) user.otpAuthEnabled = update.otp_auth_enabled;
  applyRestriction(user, update);
  if (update.country_code !== undefined) user.countryCode = update.country_code;
  if (update.password !== undefined) {
    user.passwordHash = update.password === null ? null : await hashPassword(update.password);
    revokeUserSessions(core, user.id);
  }
  applyUserWriteExtras(core, user, update);
}
