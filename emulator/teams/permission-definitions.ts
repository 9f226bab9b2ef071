/**
 * Creating, renaming and deleting permission definitions (§2.14) with their cascades: a rename rewrites
 * grants, other definitions' contained lists and the default lists; a delete removes the id from all three.
 */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { PermissionDefinition, ProjectRecord } from '../state/records';
import { isDefined, isSystemId, otherScope, type PermissionScope } from './permission-scope';

export interface DefinitionInput { id?: string; description?: string; contained_permission_ids?: string[] }

function assertIdFree(project: ProjectRecord, scope: PermissionScope, id: string): void {
  // Team and project definitions share one id space in the backend's config.
  if (isDefined(project, scope, id) || isDefined(project, otherScope(scope), id)) throw known('PERMISSION_ID_ALREADY_EXISTS', { permission_id: id });
}

function checkContained(project: ProjectRecord, scope: PermissionScope, ids: readonly string[], selfId: string): string[] {
  for (const id of ids) {
    if (id !== selfId && !isDefined(project, scope, id)) throw known('CONTAINED_PERMISSION_NOT_FOUND', { permission_id: id });
  }
  return [...new Set(ids)].sort();
}

/** The stored (editable) definition; system `$` ids and unknown ids are PERMISSION_NOT_FOUND. */
export function requireStoredDefinition(project: ProjectRecord, scope: PermissionScope, id: string): PermissionDefinition {
  const stored = scope.stored(project);
  if (isSystemId(id) || !Object.hasOwn(stored, id)) throw known('PERMISSION_NOT_FOUND', { permission_id: id });
  return stored[id]!;
}

export function createDefinition(project: ProjectRecord, scope: PermissionScope, input: DefinitionInput & { id: string }): PermissionDefinition {
  assertIdFree(project, scope, input.id);
  const def: PermissionDefinition = {
    id: input.id, ...(input.description === undefined ? {} : { description: input.description }),
    containedPermissionIds: checkContained(project, scope, input.contained_permission_ids ?? [], input.id),
  };
  scope.stored(project)[def.id] = def;
  return def;
}

export function updateDefinition(core: EmulatorCore, project: ProjectRecord, scope: PermissionScope, id: string, input: DefinitionInput): PermissionDefinition {
  const current = requireStoredDefinition(project, scope, id);
  const newId = input.id ?? id;
  if (newId !== id) assertIdFree(project, scope, newId);
  const contained = checkContained(project, scope, input.contained_permission_ids ?? current.containedPermissionIds, newId);
  const description = input.description ?? current.description;
  const next: PermissionDefinition = { id: newId, ...(description === undefined ? {} : { description }), containedPermissionIds: contained };
  if (newId !== id) rewriteReferences(core, project, scope, id, newId);
  delete scope.stored(project)[id];
  scope.stored(project)[newId] = next;
  // A list naming the old id (including its own) now names the new one.
  next.containedPermissionIds = [...new Set(next.containedPermissionIds.map((c) => (c === id ? newId : c)))].sort();
  return next;
}

export function deleteDefinition(core: EmulatorCore, project: ProjectRecord, scope: PermissionScope, id: string): void {
  requireStoredDefinition(project, scope, id);
  delete scope.stored(project)[id];
  rewriteReferences(core, project, scope, id, null);
}

/** Replaces `from` by `to` (or removes it when `to` is null) in contained lists, default lists and grants. */
function rewriteReferences(core: EmulatorCore, project: ProjectRecord, scope: PermissionScope, from: string, to: string | null): void {
  const swap = (ids: readonly string[]): string[] => [...new Set(ids.flatMap((x) => (x !== from ? [x] : to === null ? [] : [to])))];
  for (const def of Object.values(scope.stored(project))) def.containedPermissionIds = swap(def.containedPermissionIds).sort();
  for (const listOfIds of scope.defaultLists(project.config)) listOfIds.splice(0, listOfIds.length, ...swap(listOfIds));
  const seen = new Set<string>();
  const rows = scope.grants(core).flatMap((g) => {
    if (g.projectId !== project.id || g.permissionId !== from) return [g];
    return to === null ? [] : [{ ...g, permissionId: to }];
  }).filter((g) => {
    const key = JSON.stringify(g);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  scope.setGrants(core, rows);
}
