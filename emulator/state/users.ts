/** User look-ups and derived facts shared by several routes: primary email, restriction, auth-email lookup. */
import type { EmulatorCore } from '../core';
import { newId } from '../random';
import type { ContactChannelRecord, ProjectRecord, UserRecord } from './records';

export type RestrictedReason = { type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' } | null;

/** Stored emails are trimmed and lower-cased (protocol §1.4). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function channelsOf(core: EmulatorCore, userId: string): ContactChannelRecord[] {
  return Object.values(core.state.contactChannels).filter((c) => c.userId === userId);
}

export function primaryEmailOf(core: EmulatorCore, userId: string): ContactChannelRecord | undefined {
  return channelsOf(core, userId).find((c) => c.isPrimary && c.type === 'email');
}

/** The channel that lets someone sign in with this address in this project (at most one per project). */
export function authChannelForEmail(core: EmulatorCore, projectId: string, email: string): ContactChannelRecord | undefined {
  const candidates = [email, normaliseEmail(email)];
  return Object.values(core.state.contactChannels).find(
    (c) => c.projectId === projectId && c.type === 'email' && c.usedForAuth && candidates.includes(c.value),
  );
}

/** Protocol §3.1 "Restricted status", in its precedence order. */
export function restrictedReasonOf(core: EmulatorCore, project: ProjectRecord, user: UserRecord): RestrictedReason {
  if (user.isAnonymous) return { type: 'anonymous' };
  const primary = primaryEmailOf(core, user.id);
  if (project.config.requireEmailVerification && !(primary?.isVerified ?? false)) return { type: 'email_not_verified' };
  if (user.restrictedByAdmin) return { type: 'restricted_by_administrator' };
  return null;
}

export function findUser(core: EmulatorCore, projectId: string, userId: string): UserRecord | undefined {
  const user = core.state.users[userId];
  return user !== undefined && user.projectId === projectId ? user : undefined;
}

export interface NewUserInput {
  /** Fixed id (seeding); a fresh UUID otherwise. */
  id?: string;
  email?: string | null;
  emailVerified?: boolean;
  emailUsedForAuth?: boolean;
  passwordHash?: string | null;
  isAnonymous?: boolean;
  displayName?: string | null;
}

/** Inserts a bare user (and its primary email channel). Sign-up side effects live in users/sign-up.ts. */
export function insertUser(core: EmulatorCore, projectId: string, input: NewUserInput): UserRecord {
  const now = core.clock.now();
  const user: UserRecord = {
    id: input.id ?? newId(), projectId, displayName: input.displayName ?? null, profileImageUrl: null,
    signedUpAt: now, lastActiveAt: now, clientMetadata: null, clientReadOnlyMetadata: null, serverMetadata: null,
    passwordHash: input.passwordHash ?? null, otpAuthEnabled: false, totpSecretBase64: null, selectedTeamId: null,
    isAnonymous: input.isAnonymous ?? false, restrictedByAdmin: false, restrictedByAdminReason: null,
    restrictedByAdminPrivateDetails: null, countryCode: null, riskScores: { signUp: { bot: 0, freeTrialAbuse: 0 } },
    oauthAccounts: [],
  };
  core.state.users[user.id] = user;
  if (input.email !== undefined && input.email !== null) {
    insertEmailChannel(core, user, input.email, { isVerified: input.emailVerified ?? false, usedForAuth: input.emailUsedForAuth ?? true });
  }
  return user;
}

/** Adds a primary email channel (the previous primary, if any, is demoted). */
export function insertEmailChannel(
  core: EmulatorCore, user: UserRecord, email: string, flags: { isVerified: boolean; usedForAuth: boolean },
): ContactChannelRecord {
  for (const c of channelsOf(core, user.id)) c.isPrimary = false;
  const channel: ContactChannelRecord = {
    id: newId(), projectId: user.projectId, userId: user.id, type: 'email', value: normaliseEmail(email), isPrimary: true,
    isVerified: flags.isVerified, usedForAuth: flags.usedForAuth,
  };
  core.state.contactChannels[channel.id] = channel;
  return channel;
}

/** Removes a user and everything hanging off it (channels, sessions, memberships, grants, codes stay). */
export function deleteUserCascade(core: EmulatorCore, userId: string): void {
  const s = core.state;
  delete s.users[userId];
  for (const [id, c] of Object.entries(s.contactChannels)) if (c.userId === userId) delete s.contactChannels[id];
  for (const [id, x] of Object.entries(s.sessions)) if (x.userId === userId) delete s.sessions[id];
  for (const [id, p] of Object.entries(s.passkeys)) if (p.userId === userId) delete s.passkeys[id];
  for (const [key, m] of Object.entries(s.teamMemberships)) if (m.userId === userId) delete s.teamMemberships[key];
  s.teamPermissionGrants = s.teamPermissionGrants.filter((g) => g.userId !== userId);
  s.projectPermissionGrants = s.projectPermissionGrants.filter((g) => g.userId !== userId);
}
