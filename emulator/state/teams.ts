/** Minimal team primitives the core needs (seeding, personal teams); the teams routes build on these. */
import type { EmulatorCore } from '../core';
import { newId } from '../random';
import type { ProjectRecord, TeamRecord } from './records';
import { membershipKey } from './state';

export function insertTeam(core: EmulatorCore, projectId: string, displayName: string, id: string = newId()): TeamRecord {
  const team: TeamRecord = {
    id, projectId, displayName, profileImageUrl: null, clientMetadata: null, clientReadOnlyMetadata: null,
    serverMetadata: null, createdAt: core.clock.now(),
  };
  core.state.teams[team.id] = team;
  return team;
}

/** Adds a member and grants `permissionIds` (the project's creator or member defaults, §5.7). */
export function addTeamMember(core: EmulatorCore, team: TeamRecord, userId: string, permissionIds: readonly string[]): void {
  core.state.teamMemberships[membershipKey(team.id, userId)] = {
    projectId: team.projectId, teamId: team.id, userId, displayName: null, profileImageUrl: null, createdAt: core.clock.now(),
  };
  for (const permissionId of permissionIds) {
    const exists = core.state.teamPermissionGrants.some((g) => g.teamId === team.id && g.userId === userId && g.permissionId === permissionId);
    if (!exists) core.state.teamPermissionGrants.push({ projectId: team.projectId, teamId: team.id, userId, permissionId });
  }
}

export const isTeamMember = (core: EmulatorCore, teamId: string, userId: string): boolean =>
  core.state.teamMemberships[membershipKey(teamId, userId)] !== undefined;

/** Creates a team whose creator gets the project's `team_creator_default_permissions`. */
export function createTeamWithCreator(core: EmulatorCore, project: ProjectRecord, displayName: string, creatorId: string | null): TeamRecord {
  const team = insertTeam(core, project.id, displayName);
  if (creatorId !== null) addTeamMember(core, team, creatorId, project.config.teamCreatorDefaultPermissions);
  return team;
}
