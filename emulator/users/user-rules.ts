/**
 * Server-side user write rules shared by POST /users and PATCH /users/{id}|me (protocol §2.9, §3.1): the 400
 * texts, bcrypt hash import, and the fields the basic update does not cover (password_hash, is_anonymous,
 * risk_scores, passkey removal, primary-email flags).
 */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import { deletePasskeysOfUser } from '../passkeys/store';
import type { ProjectRecord, UserRecord } from '../state/records';
import { authChannelForEmail, primaryEmailOf } from '../state/users';
import { revokeUserSessions } from '../tokens/sessions';
import { applySignUpDefaults } from './sign-up';
import { riskScores } from './user-fields';


/** Fields of the server update schema beyond the basic ones (spread into `serverUserUpdate`). */
export const extraServerUpdateFields = {
  password_hash: z.string().optional(),
  is_anonymous: z.literal(false).optional(),
  risk_scores: riskScores.optional(),
};

/** What the rules read; both the create and the update bodies fit it. */
export interface UserWrite {
  primary_email?: string | null;
  primary_email_verified?: boolean;
  primary_email_auth_enabled?: boolean;
  password?: string | null;
  password_hash?: string;
  otp_auth_enabled?: boolean;
  passkey_auth_enabled?: boolean;
  is_anonymous?: boolean;
  restricted_by_admin?: boolean;
  restricted_by_admin_reason?: string | null;
  risk_scores?: z.output<typeof riskScores>;
}

/** bcrypt MCF only ($2a/$2b/$2y), cost ≤ 16 so an imported hash cannot stall sign-in for minutes. */
const BCRYPT_HASH = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/;

export function isAcceptedPasswordHash(hash: string): boolean {
  const match = BCRYPT_HASH.exec(hash);
  if (match === null) return false;
  const rounds = Number(match[1]);
  return rounds >= 4 && rounds <= 16;
}

/** The 400 texts, in the backend's order; `hasPrimary` = the user will have a primary email afterwards. */
export function assertUserWriteRules(project: ProjectRecord, write: UserWrite, hasPrimary: boolean): void {
  if (write.password != null && write.password_hash !== undefined) throw statusError(400, 'Cannot set both password and password_hash at the same time.');
  if (write.password_hash !== undefined && !isAcceptedPasswordHash(write.password_hash)) {
    throw statusError(400, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.");
  }
  if (write.primary_email_auth_enabled === true && !hasPrimary) throw statusError(400, 'primary_email_auth_enabled cannot be true without primary_email');
  if (write.primary_email_verified === true && !hasPrimary) throw statusError(400, 'primary_email_verified cannot be true without primary_email');
  if ((write.password != null || write.password_hash !== undefined) && !project.config.credentialEnabled) {
    throw statusError(400, 'Password auth not enabled in the project');
  }
  if (write.otp_auth_enabled === true && !project.config.magicLinkEnabled) throw statusError(400, 'OTP auth not enabled in the project');
}

/** Update-time wrapper: the primary email as it will be after this request. */
export function assertUserUpdateRules(core: EmulatorCore, user: UserRecord, write: UserWrite): void {
  const project = core.state.projects[user.projectId]!;
  const hasPrimary = write.primary_email === undefined ? primaryEmailOf(core, user.id) !== undefined : write.primary_email !== null;
  assertUserWriteRules(project, write, hasPrimary);
}

/** Turning primary_email_auth_enabled on must not steal an address another user signs in with. */
export function assertPrimaryAuthFree(core: EmulatorCore, user: UserRecord, write: UserWrite): void {
  const primary = primaryEmailOf(core, user.id);
  if (write.primary_email !== undefined || write.primary_email_auth_enabled !== true || primary === undefined) return;
  const taken = authChannelForEmail(core, user.projectId, primary.value);
  if (taken !== undefined && taken.userId !== user.id) {
    throw known('USER_EMAIL_ALREADY_EXISTS', { email: primary.value, would_work_if_email_was_verified: false });
  }
}

/** Applies the fields the basic update leaves alone; runs after the primary email has been settled. */
export function applyUserWriteExtras(core: EmulatorCore, user: UserRecord, write: UserWrite): void {
  const primary = primaryEmailOf(core, user.id);
  if (primary !== undefined && write.primary_email_verified !== undefined) primary.isVerified = write.primary_email_verified;
  if (primary !== undefined && write.primary_email_auth_enabled !== undefined) primary.usedForAuth = write.primary_email_auth_enabled;
  if (write.password_hash !== undefined) {
    user.passwordHash = write.password_hash;
    revokeUserSessions(core, user.id);
  }
  if (write.passkey_auth_enabled === false) deletePasskeysOfUser(core, user.id);
  if (write.risk_scores !== undefined) {
    user.riskScores = { signUp: { bot: write.risk_scores.sign_up.bot, freeTrialAbuse: write.risk_scores.sign_up.free_trial_abuse } };
  }
  if (write.is_anonymous === false && user.isAnonymous) {
    // Becoming a real user counts as signing up now (§2.9 side effects), defaults included, as in an upgrade.
    user.isAnonymous = false;
    user.signedUpAt = core.clock.now();
    applySignUpDefaults(core, core.state.projects[user.projectId]!, user);
  }
}
