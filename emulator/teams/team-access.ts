/**
 * Team look-ups and the client-side access checks of §5.7: membership first (TEAM_MEMBERSHIP_NOT_FOUND),
 * then the recursive permission (TEAM_PERMISSION_REQUIRED). Server and admin access bypass both.
 */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { Auth, MissingUser } from '../http/route';
import type { ProjectRecord, TeamMembershipRecord, TeamRecord, UserRecord } from '../state/records';
import { membershipKey } from '../state/state';
import { findUser } from '../state/users';
import { effectiveIds, TEAM_SCOPE } from './permission-scope';

/** The part of a RouteContext the checks need (so helpers can be called from any route). */
export interface AccessContext {
  core: EmulatorCore;
  requireAuth(): Auth;
  requireUser(onMissing?: MissingUser): UserRecord;
}

export function findTeam(core: EmulatorCore, projectId: string, teamId: string): TeamRecord | undefined {
  const team = core.state.teams[teamId];
  return team !== undefined && team.projectId === projectId ? team : undefined;
}

export function requireTeam(core: EmulatorCore, projectId: string, teamId: string): TeamRecord {
  const team = findTeam(core, projectId, teamId);
  if (team === undefined) throw known('TEAM_NOT_FOUND', { team_id: teamId });
  return team;
}

export function findMembership(core: EmulatorCore, projectId: string, teamId: string, userId: string): TeamMembershipRecord | undefined {
  const m = core.state.teamMemberships[membershipKey(teamId, userId)];
  return m !== undefined && m.projectId === projectId ? m : undefined;
}

/** The service checks the user first (USER_NOT_FOUND), then the membership (TEAM_MEMBERSHIP_NOT_FOUND). */
export function requireMembership(core: EmulatorCore, projectId: string, teamId: string, userId: string): TeamMembershipRecord {
  if (findUser(core, projectId, userId) === undefined) throw known('USER_NOT_FOUND');
  const m = findMembership(core, projectId, teamId, userId);
  if (m === undefined) throw known('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
  return m;
}

/** The ids the user holds in the team: direct grants, or with `recursive` their containment closure. */
export function teamPermissionIds(core: EmulatorCore, project: ProjectRecord, teamId: string, userId: string, recursive: boolean): string[] {
  const direct = core.state.teamPermissionGrants
    .filter((g) => g.projectId === project.id && g.teamId === teamId && g.userId === userId)
    .map((g) => g.permissionId);
  return effectiveIds(project, TEAM_SCOPE, direct, recursive);
}

/**
 * Client: the signed-in user must be a member holding every id (recursively). Returns the actor, or null for
 * server/admin. `onMissing`: what a signed-out client gets (the service varies per endpoint).
 */
export function requireTeamPermission(ctx: AccessContext, teamId: string, permissionIds: readonly string[], onMissing: MissingUser = 'auth'): UserRecord | null {
  const { project, type } = ctx.requireAuth();
  if (type !== 'client') return null;
  const user = ctx.requireUser(onMissing);
  requireMembership(ctx.core, project.id, teamId, user.id);
  const held = teamPermissionIds(ctx.core, project, teamId, user.id, true);
  for (const permissionId of permissionIds) {
    if (!held.includes(permissionId)) throw known('TEAM_PERMISSION_REQUIRED', { team_id: teamId, user_id: user.id, permission_id: permissionId });
  }
  return user;
}
