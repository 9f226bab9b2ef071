/**
 * Team invitations (§2.15) are verification codes of type `team_invitation` whose data is
 * `{team_id, email}`; the invitation id is the code row's id. Look-ups, wire shape and acceptance. The email is
 * kept as sent and matched exactly against verified emails (the service does not fold case here).
 */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { ProjectRecord, TeamRecord, UserRecord, VerificationCodeRecord } from '../state/records';
import { addTeamMember } from '../state/teams';
import { channelsOf, restrictedReasonOf } from '../state/users';
import { assertDefaultsGrantable, compareStrings } from './permission-grants';
import { TEAM_SCOPE } from './permission-scope';
import { findMembership, findTeam } from './team-access';

export const INVITATION_CODE_TYPE = 'team_invitation';
export const INVITATION_LIFETIME_MS = 7 * 24 * 3600 * 1000;

interface InvitationData { team_id: string; email: string }

function dataOf(code: VerificationCodeRecord): InvitationData | null {
  const d = code.data;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return null;
  return typeof d.team_id === 'string' && typeof d.email === 'string' ? { team_id: d.team_id, email: d.email } : null;
}

export const invitationTeamId = (code: VerificationCodeRecord): string | null => dataOf(code)?.team_id ?? null;
export const invitationEmail = (code: VerificationCodeRecord): string | null => dataOf(code)?.email ?? null;

/**
 * Unused, unexpired invitations of the project, optionally by team or recipient emails, in id order (the service
 * reads them without an ORDER BY through its primary key, so they come back sorted by id).
 */
export function outstandingInvitations(
  core: EmulatorCore, projectId: string, filter: { teamId?: string; emails?: readonly string[] },
): VerificationCodeRecord[] {
  const now = core.clock.now();
  return Object.values(core.state.verificationCodes)
    .filter((c) => c.projectId === projectId && c.type === INVITATION_CODE_TYPE && c.usedAt === null && c.expiresAt > now)
    .filter((c) => filter.teamId === undefined || invitationTeamId(c) === filter.teamId)
    .filter((c) => filter.emails === undefined || filter.emails.includes(invitationEmail(c) ?? ''))
    .sort((a, b) => compareStrings(a.id, b.id));
}

/** §3.6 wire shape, or null when the team no longer exists (such invitations are skipped). */
export function invitationJson(core: EmulatorCore, code: VerificationCodeRecord): Record<string, unknown> | null {
  const team = findTeam(core, code.projectId, invitationTeamId(code) ?? '');
  if (team === undefined) return null;
  return {
    id: code.id, team_id: team.id, team_display_name: team.displayName, expires_at_millis: code.expiresAt,
    recipient_email: invitationEmail(code),
  };
}

export const verifiedEmailsOf = (core: EmulatorCore, userId: string): string[] =>
  channelsOf(core, userId).filter((c) => c.type === 'email' && c.isVerified).map((c) => c.value);

/** Anonymous, unverified (when required) and admin-restricted users cannot accept invitations. */
export function assertMayAcceptInvitations(core: EmulatorCore, project: ProjectRecord, user: UserRecord): void {
  const reason = restrictedReasonOf(core, project, user);
  if (reason !== null) throw known('TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: reason });
}

/** The invitation's team; TEAM_NOT_FOUND once it is deleted (its codes outlive it, as in the service). */
export function requireInvitedTeam(core: EmulatorCore, code: VerificationCodeRecord): TeamRecord {
  const teamId = invitationTeamId(code) ?? '';
  const team = findTeam(core, code.projectId, teamId);
  if (team === undefined) throw known('TEAM_NOT_FOUND', { team_id: teamId });
  return team;
}

/** Joins the invitation's team with the member defaults; already being a member is not an error. */
export function joinInvitedTeam(core: EmulatorCore, project: ProjectRecord, code: VerificationCodeRecord, user: UserRecord): void {
  const team = requireInvitedTeam(core, code);
  if (findMembership(core, project.id, team.id, user.id) !== undefined) return;
  assertDefaultsGrantable(project, TEAM_SCOPE, project.config.teamMemberDefaultPermissions);
  addTeamMember(core, team, user.id, project.config.teamMemberDefaultPermissions);
}
