/** Project permission grants and permission definitions: wire → entity, definition input → wire. */
import type { PermissionDefinition, PermissionDefinitionInput, ProjectPermission } from '../../../domain/entities/permission';
import { omitUndefined } from './omit-undefined';
import type { PermissionDefinitionWire, ProjectPermissionWire } from './project-permission.schema';

export function projectPermissionFromWire(w: ProjectPermissionWire): ProjectPermission {
  return { id: w.id, userId: w.user_id };
}

export function permissionDefinitionFromWire(w: PermissionDefinitionWire): PermissionDefinition {
  return { id: w.id, description: w.description ?? null, containedPermissionIds: [...w.contained_permission_ids] };
}

/** Create and update body (`id` renames on update). */
export function permissionDefinitionToWire(d: PermissionDefinitionInput) {
  return omitUndefined({
    id: d.id,
    description: d.description,
    contained_permission_ids: d.containedPermissionIds === undefined ? undefined : [...d.containedPermissionIds],
  });
}
