/** Permission mappings: grants and definitions wire → entity, definition input → wire. */
import type {
  Permission, PermissionDefinition, PermissionDefinitionInput, ProjectPermission, TeamPermission,
} from '../permission';
import { omitUndefined } from './omit-undefined';
import type {
  PermissionDefinitionInputWire, PermissionDefinitionWire, PermissionWire, ProjectPermissionWire, TeamPermissionWire,
} from './permission-wire';

/** Copies only `id`, dropping whatever else the server sends with it. */
export const permissionFromWire = (w: PermissionWire): Permission => ({ id: w.id });

export const permissionToWire = (p: Permission): PermissionWire => ({ id: p.id });

export function teamPermissionFromWire(w: TeamPermissionWire): TeamPermission {
  return { id: w.id, teamId: w.team_id, userId: w.user_id };
}

export function projectPermissionFromWire(w: ProjectPermissionWire): ProjectPermission {
  return { id: w.id, userId: w.user_id };
}

export function permissionDefinitionFromWire(w: PermissionDefinitionWire): PermissionDefinition {
  return { id: w.id, description: w.description ?? null, containedPermissionIds: [...w.contained_permission_ids] };
}

export function permissionDefinitionToWire(d: PermissionDefinitionInput): PermissionDefinitionInputWire {
  return omitUndefined({
    id: d.id,
    description: d.description,
    contained_permission_ids: d.containedPermissionIds === undefined ? undefined : [...d.containedPermissionIds],
  });
}
