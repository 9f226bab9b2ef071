/** Project rows: which projects a dashboard user manages, creation with §2.16 defaults, cascade delete. */
import type { EmulatorCore } from '../core';
import { newId } from '../random';
import type { ProjectRecord, UserRecord } from '../state/records';
import { isTeamMember } from '../state/teams';
import { newProjectRecord } from '../state/project-defaults';
import { applyProjectUpdate, type ProjectCreateBody } from './project-input';
import { deleteOverrides, initEnvironmentOverride } from '../config-override/store';

/** A dashboard user manages a project when they belong to its owner team (the admin-token rule of §1.3). */
export function projectsManagedBy(core: EmulatorCore, user: UserRecord): ProjectRecord[] {
  return Object.values(core.state.projects)
    .filter((p) => p.ownerTeamId !== null && isTeamMember(core, p.ownerTeamId, user.id))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** New project with the creation defaults of §2.16; `allow_localhost` is forced on unless the body says otherwise. */
export function createProject(core: EmulatorCore, body: ProjectCreateBody): ProjectRecord {
  const project = newProjectRecord(newId(), body.display_name, core.clock.now(), body.owner_team_id);
  project.config.allowLocalhost = true;
  applyProjectUpdate(project, body);
  core.state.projects[project.id] = project;
  // As the service: the environment override holds what creation always writes and the config fields sent.
  initEnvironmentOverride(core, project, Object.keys(body.config ?? {}));
  return project;
}

/** Removes a project and every row that belongs to it. */
export function deleteProjectCascade(core: EmulatorCore, projectId: string): void {
  const s = core.state;
  delete s.projects[projectId];
  const tables = [s.apiKeySets, s.users, s.contactChannels, s.sessions, s.verificationCodes, s.teams, s.teamMemberships] as Array<Record<string, { projectId: string }>>;
  for (const table of tables) {
    for (const [key, row] of Object.entries(table)) if (row.projectId === projectId) delete table[key];
  }
  s.teamPermissionGrants = s.teamPermissionGrants.filter((g) => g.projectId !== projectId);
  s.projectPermissionGrants = s.projectPermissionGrants.filter((g) => g.projectId !== projectId);
  deleteOverrides(core, projectId);
}
