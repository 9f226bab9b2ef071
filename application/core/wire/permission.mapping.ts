/** Permission grant mappings: `{id}` both ways, team grants wire → entity. Project grants and definitions: project-permission.mapping.ts. */
import type { Permission, TeamPermission } from '../../../domain/entities/permission';
import type { PermissionWire, TeamPermissionWire } from './permission.schema';

/** Copies only `id`, dropping whatever else the server sends with it. */
export const permissionFromWire = (w: PermissionWire): Permission => ({ id: w.id });

export const permissionToWire = (p: Permission): PermissionWire => ({ id: p.id });

export function teamPermissionFromWire(w: TeamPermissionWire): TeamPermission {
  return { id: w.id, teamId: w.team_id, userId: w.user_id };
}
