/**
 * The two permission scopes (team, project) behind one descriptor, so definitions routes, rename/delete
 * cascades and the recursive closure are written once. Team scope adds the six implicit `$` system ones.
 */
import { lookupFromDefinitions, permissionClosure, type ContainedLookup } from '../../domain/permissions';
import type { EmulatorCore } from '../core';
import type { PermissionDefinition, ProjectConfig, ProjectRecord } from '../state/records';
import { SYSTEM_TEAM_PERMISSIONS } from '../state/project-defaults';

export type ScopeName = 'team' | 'project';

/** A grant row of either table: only the fields the cascades touch. */
interface GrantRow { projectId: string; permissionId: string }

export interface PermissionScope {
  name: ScopeName;
  /** The stored (custom, editable) definitions of the project, keyed by id. */
  stored(project: ProjectRecord): Record<string, PermissionDefinition>;
  system: readonly PermissionDefinition[];
  /** The config lists that name default permissions of this scope (edited in place by rename/delete). */
  defaultLists(config: ProjectConfig): string[][];
  grants(core: EmulatorCore): GrantRow[];
  setGrants(core: EmulatorCore, rows: GrantRow[]): void;
}

export const TEAM_SCOPE: PermissionScope = {
  name: 'team',
  stored: (project) => project.config.teamPermissionDefinitions,
  system: SYSTEM_TEAM_PERMISSIONS,
  defaultLists: (config) => [config.teamCreatorDefaultPermissions, config.teamMemberDefaultPermissions],
  grants: (core) => core.state.teamPermissionGrants,
  setGrants: (core, rows) => { core.state.teamPermissionGrants = rows as typeof core.state.teamPermissionGrants; },
};

export const PROJECT_SCOPE: PermissionScope = {
  name: 'project',
  stored: (project) => project.config.projectPermissionDefinitions,
  system: [],
  defaultLists: (config) => [config.userDefaultPermissions],
  grants: (core) => core.state.projectPermissionGrants,
  setGrants: (core, rows) => { core.state.projectPermissionGrants = rows as typeof core.state.projectPermissionGrants; },
};

export const otherScope = (scope: PermissionScope): PermissionScope => (scope.name === 'team' ? PROJECT_SCOPE : TEAM_SCOPE);

/** Every definition of the scope, system ones included (stored ones never shadow a `$` id). */
export function allDefinitions(project: ProjectRecord, scope: PermissionScope): Record<string, PermissionDefinition> {
  const all: Record<string, PermissionDefinition> = { ...scope.stored(project) };
  for (const def of scope.system) all[def.id] = def;
  return all;
}

export const isSystemId = (id: string): boolean => id.startsWith('$');

export const containedLookup = (project: ProjectRecord, scope: PermissionScope): ContainedLookup =>
  lookupFromDefinitions(allDefinitions(project, scope));

export const isDefined = (project: ProjectRecord, scope: PermissionScope, id: string): boolean =>
  Object.hasOwn(allDefinitions(project, scope), id);

/** Direct grants (still defined) or, when `recursive`, their containment closure (§5.7). */
export function effectiveIds(project: ProjectRecord, scope: PermissionScope, direct: readonly string[], recursive: boolean): string[] {
  const lookup = containedLookup(project, scope);
  if (recursive) return permissionClosure(direct, lookup);
  return [...new Set(direct.filter((id) => lookup(id) !== undefined))].sort();
}

/** Wire shape of a definition (§3.8): description only when set, contained ids sorted. */
export function definitionJson(def: PermissionDefinition): Record<string, unknown> {
  return {
    id: def.id, ...(def.description === undefined ? {} : { description: def.description }),
    contained_permission_ids: [...def.containedPermissionIds].sort(),
  };
}
