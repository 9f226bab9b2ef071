/** POST /users (protocol §2.9, §3.1 server-create fields): validation order, then the new user and its channel. */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { statusError } from '../http/errors';
import type { Json, ProjectRecord, UserRecord } from '../state/records';
import { insertUser } from '../state/users';
import { applySignUpDefaults, assertEmailFreeForAuth } from './sign-up';
import { hashPassword } from './passwords';
import { applyUserWriteExtras, assertUserWriteRules, riskScores } from './user-rules';

const json: z.ZodType<Json> = z.json() as z.ZodType<Json>;

export const serverUserCreate = z.strictObject({
  display_name: z.string().max(256).nullable().optional(),
  profile_image_url: z.string().max(1_000_000).nullable().optional(),
  client_metadata: json.optional(),
  client_read_only_metadata: json.optional(),
  server_metadata: json.optional(),
  primary_email: z.string().min(1).nullable().optional(),
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
  country_code: z.string().nullable().optional(),
  risk_scores: riskScores.optional(),
  oauth_providers: z.array(z.strictObject({ id: z.string(), account_id: z.string(), email: z.string().nullable().optional() })).optional(),
});

export type ServerUserCreate = z.output<typeof serverUserCreate>;

function assertCreateRules(core: EmulatorCore, project: ProjectRecord, body: ServerUserCreate): void {
  const hasPrimary = body.primary_email != null;
  // Same order as the backend: generic write rules, then providers, then the admin-restriction pairing.
  const { restricted_by_admin_reason: reason, ...rest } = body;
  assertUserWriteRules(project, rest, hasPrimary, true);
  for (const p of body.oauth_providers ?? []) {
    if (!project.config.oauthProviders.some((c) => c.id === p.id)) throw statusError(400, `OAuth provider ${p.id} not found`);
  }
  if (reason != null && body.restricted_by_admin !== true) throw statusError(400, 'restricted_by_admin_reason requires restricted_by_admin=true');
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
  user.restrictedByAdminReason = body.restricted_by_admin_reason ?? null;
  user.restrictedByAdminPrivateDetails = body.restricted_by_admin_private_details ?? null;
  user.countryCode = body.country_code ?? null;
  user.oauthAccounts = (body.oauth_providers ?? []).map((p) => ({ providerId: p.id, accountId: p.account_id, email: p.email ?? null }));
}

/** Server-created users skip SIGN_UP_NOT_ENABLED but get the sign-up defaults unless anonymous. */
export async function createUserFromServer(core: EmulatorCore, project: ProjectRecord, body: ServerUserCreate): Promise<UserRecord> {
  assertCreateRules(core, project, body);
  if (body.passkey_auth_enabled === true) throw statusError(400, 'Cannot enable passkey auth directly; register a passkey instead.');
  const passwordHash = body.password != null ? await hashPassword(body.password) : body.password_hash ?? null;
  const user = insertUser(core, project.id, {
    email: body.primary_email ?? null, emailVerified: body.primary_email_verified ?? false,
    emailUsedForAuth: body.primary_email_auth_enabled ?? false, passwordHash, isAnonymous: body.is_anonymous ?? false,
  });
  copyProfile(user, body);
  applyUserWriteExtras(core, user, { ...(body.risk_scores === undefined ? {} : { risk_scores: body.risk_scores }) });
  if (!user.isAnonymous) applySignUpDefaults(core, project, user);
  return user;
}
