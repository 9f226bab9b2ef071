/** POST /users (protocol §2.9, §3.1 server-create fields): validation order, then the new user and its channel. */
import { storeImage } from '../storage/image-store';
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { statusError } from '../http/errors';
import { metadataJson } from '../http/json-depth';
import type { ProjectRecord, UserRecord } from '../state/records';
import { insertUser } from '../state/users';
import { applySignUpDefaults, assertEmailFreeForAuth } from './sign-up';
import { hashPassword } from './passwords';
import { serverUserJson } from './user-view';
import { applyUserWriteExtras, assertUserWriteRules } from './user-rules';
import { assertStorableImage } from '../teams/team-image';
import { countryCode, primaryEmail, profileImageUrl, riskScores } from './user-fields';

const json = metadataJson;

export const serverUserCreate = z.strictObject({
  display_name: z.string().max(256).nullable().optional(),
  profile_image_url: profileImageUrl.nullable().optional(),
  client_metadata: json.optional(),
  client_read_only_metadata: json.optional(),
  server_metadata: json.optional(),
  primary_email: primaryEmail.nullable().optional(),
  primary_email_verified: z.boolean().optional(),
  primary_email_auth_enabled: z.boolean().optional(),
  passkey_auth_enabled: z.boolean().optional(),
  password: z.string().max(70).nullable().optional(),
  password_hash: z.string().optional(),
  otp_auth_enabled: z.boolean().optional(),
  totp_secret_base64: z.base64().nullable().optional(),
  is_anonymous: z.boolean().optional(),
  restricted_by_admin: z.boolean().optional(),
  restricted_by_admin_reason: z.string().nullable().optional(),
  restricted_by_admin_private_details: z.string().nullable().optional(),
  country_code: countryCode.nullable().optional(),
  risk_scores: riskScores.optional(),
  oauth_providers: z.array(z.strictObject({ id: z.string(), account_id: z.string(), email: z.string().nullable().optional() })).optional(),
});

export type ServerUserCreate = z.output<typeof serverUserCreate>;

function assertCreateRules(core: EmulatorCore, project: ProjectRecord, body: ServerUserCreate): void {
  const hasPrimary = body.primary_email != null;
  // Same order as the backend: generic write rules, then providers (the admin-restriction pairing is a schema rule).
  assertUserWriteRules(project, body, hasPrimary);
  for (const p of body.oauth_providers ?? []) {
    if (!project.config.oauthProviders.some((c) => c.id === p.id)) throw statusError(400, `OAuth provider ${p.id} not found`);
  }
  if (body.primary_email != null && body.primary_email_auth_enabled === true) assertEmailFreeForAuth(core, project.id, body.primary_email);
}

function copyProfile(user: UserRecord, body: ServerUserCreate): void {
  if (body.display_name !== undefined) user.displayName = body.display_name === '' ? null : body.display_name;
  if (body.profile_image_url !== undefined) user.profileImageUrl = body.profile_image_url;
  if (body.client_metadata !== undefined) user.clientMetadata = body.client_metadata;
  if (body.client_read_only_metadata !== undefined) user.clientReadOnlyMetadata = body.client_read_only_metadata;
  if (body.server_metadata !== undefined) user.serverMetadata = body.server_metadata;
  user.otpAuthEnabled = body.otp_auth_enabled ?? false;
  user.totpSecretBase64 = body.totp_secret_base64 ?? null;
  user.restrictedByAdmin = body.restricted_by_admin ?? false;
  // Empty texts are stored as none.
  user.restrictedByAdminReason = body.restricted_by_admin_reason || null;
  user.restrictedByAdminPrivateDetails = body.restricted_by_admin_private_details || null;
  user.countryCode = body.country_code ?? null;
  user.oauthAccounts = (body.oauth_providers ?? []).map((p) => ({ providerId: p.id, accountId: p.account_id, email: p.email ?? null }));
}

/**
 * Server-created users skip SIGN_UP_NOT_ENABLED but get the sign-up defaults unless anonymous. The answer is
 * the user read back before the personal team exists (the service creates that team afterwards), so it
 * carries `selected_team: null` even on a project that creates one. `passkey_auth_enabled` is accepted and
 * ignored, as by the service.
 */
export async function createUserFromServer(core: EmulatorCore, project: ProjectRecord, body: ServerUserCreate): Promise<Record<string, unknown>> {
  assertCreateRules(core, project, body);
  assertStorableImage(body.profile_image_url);
  const passwordHash = body.password != null ? await hashPassword(body.password) : body.password_hash ?? null;
  const user = insertUser(core, project.id, {
    email: body.primary_email ?? null, emailVerified: body.primary_email_verified ?? false,
    emailUsedForAuth: body.primary_email_auth_enabled ?? false, passwordHash, isAnonymous: body.is_anonymous ?? false,
  });
  copyProfile(user, { ...body, profile_image_url: storeImage(core, 'user-profile-images', body.profile_image_url) });
  applyUserWriteExtras(core, user, { ...(body.risk_scores === undefined ? {} : { risk_scores: body.risk_scores }) });
  const answer = serverUserJson(core, user);
  if (!user.isAnonymous) applySignUpDefaults(core, project, user);
  return answer;
}
