/**
 * Creating, updating and deleting permission definitions (§2.14) as the service does. An update REPLACES the
 * definition (an omitted description or contained list is cleared, not kept); a rename rewrites other definitions'
 * contained lists and every grant; a delete removes the id from contained lists and drops its grants of that scope.
 * Neither touches the default-permission lists (the service leaves them naming the old id).
 */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { PermissionDefinition, ProjectRecord } from '../state/records';
import { compareStrings } from './permission-grants';
import { otherScope, type PermissionScope } from './permission-scope';

export interface DefinitionInput { id?: string; description?: string; contained_permission_ids?: string[] }

/** What a create or update answers: the contained ids as sent (sorted, duplicates kept), or `[]`. */
export interface DefinitionAnswer { id: string; description?: string; contained_permission_ids: string[] }

/** A stored custom definition of either scope (the service keeps both in one table keyed by id). */
interface Located { scope: PermissionScope; def: PermissionDefinition }

function locate(project: ProjectRecord, scope: PermissionScope, id: string): Located | undefined {
  for (const s of [scope, otherScope(scope)]) {
    const stored = s.stored(project);
    if (Object.hasOwn(stored, id)) return { scope: s, def: stored[id]! };
  }
  return undefined;
}

/** The service's description rule: a non-empty description, else a system id's own, else none. */
function describe(scope: PermissionScope, id: string, given: string | undefined): string | undefined {
  if (given !== undefined && given !== '') return given;
  return scope.system.find((d) => d.id === id)?.description;
}

/** Contained ids must be custom ids of this scope as stored before the change, or system ids (team scope). */
function checkContained(project: ProjectRecord, scope: PermissionScope, ids: readonly string[]): void {
  const allowed = new Set([...Object.keys(scope.stored(project)), ...scope.system.map((d) => d.id)]);
  const missing = ids.find((id) => !allowed.has(id));
  if (missing !== undefined) throw known('CONTAINED_PERMISSION_NOT_FOUND', { permission_id: missing });
}

function answer(id: string, description: string | undefined, contained: readonly string[] | undefined): DefinitionAnswer {
  return { id, ...(description === undefined ? {} : { description }), contained_permission_ids: [...(contained ?? [])].sort(compareStrings) };
}

function store(scope: PermissionScope, project: ProjectRecord, id: string, description: string | undefined, contained: readonly string[]): void {
  scope.stored(project)[id] = { id, ...(description === undefined ? {} : { description }), containedPermissionIds: [...new Set(contained)] };
}

export function createDefinition(project: ProjectRecord, scope: PermissionScope, input: DefinitionInput & { id: string }): DefinitionAnswer {
  if (locate(project, scope, input.id) !== undefined) throw known('PERMISSION_ID_ALREADY_EXISTS', { permission_id: input.id });
  checkContained(project, scope, input.contained_permission_ids ?? []);
  const description = describe(scope, input.id, input.description);
  store(scope, project, input.id, description, input.contained_permission_ids ?? []);
  return answer(input.id, description, input.contained_permission_ids);
}

/**
 * The service looks the old id up among the custom definitions of BOTH scopes and writes the result into this
 * route's scope: a project definition patched through the team route becomes a team definition.
 */
export function updateDefinition(core: EmulatorCore, project: ProjectRecord, scope: PermissionScope, id: string, input: DefinitionInput): DefinitionAnswer {
  const found = locate(project, scope, id);
  if (found === undefined) throw known('PERMISSION_NOT_FOUND', { permission_id: id });
  const newId = input.id ?? id;
  if (newId !== id && locate(project, scope, newId) !== undefined) throw known('PERMISSION_ID_ALREADY_EXISTS', { permission_id: newId });
  checkContained(project, scope, input.contained_permission_ids ?? []);
  const description = describe(scope, newId, input.description);
  delete found.scope.stored(project)[id];
  renameContained(project, id, newId);
  store(scope, project, newId, description, input.contained_permission_ids ?? []);
  if (newId !== id) renameGrants(core, project, id, newId);
  return answer(newId, description, input.contained_permission_ids);
}

/** Only a custom definition of this very scope can be deleted; anything else is PERMISSION_NOT_FOUND. */
export function deleteDefinition(core: EmulatorCore, project: ProjectRecord, scope: PermissionScope, id: string): void {
  const stored = scope.stored(project);
  if (!Object.hasOwn(stored, id)) throw known('PERMISSION_NOT_FOUND', { permission_id: id });
  delete stored[id];
  renameContained(project, id, null);
  scope.setGrants(core, scope.grants(core).filter((g) => g.projectId !== project.id || g.permissionId !== id));
}

/** Replaces (or, with null, removes) `from` in the contained lists of every custom definition of both scopes. */
function renameContained(project: ProjectRecord, from: string, to: string | null): void {
  for (const defs of [project.config.teamPermissionDefinitions, project.config.projectPermissionDefinitions]) {
    for (const def of Object.values(defs)) {
      def.containedPermissionIds = [...new Set(def.containedPermissionIds.flatMap((x) => (x !== from ? [x] : to === null ? [] : [to])))];
    }
  }
}

/** A rename moves the grants of both tables (the service updates team and project grants alike). */
function renameGrants(core: EmulatorCore, project: ProjectRecord, from: string, to: string): void {
  const s = core.state;
  const teamKeys = new Set<string>();
  s.teamPermissionGrants = s.teamPermissionGrants.map((g) => (g.projectId === project.id && g.permissionId === from ? { ...g, permissionId: to } : g))
    .filter((g) => { const k = JSON.stringify(g); if (teamKeys.has(k)) return false; teamKeys.add(k); return true; });
  const projectKeys = new Set<string>();
  s.projectPermissionGrants = s.projectPermissionGrants.map((g) => (g.projectId === project.id && g.permissionId === from ? { ...g, permissionId: to } : g))
    .filter((g) => { const k = JSON.stringify(g); if (projectKeys.has(k)) return false; projectKeys.add(k); return true; });
}
