/** Checks shared by the grant endpoints of both scopes (§2.14): the id must be a definition of this scope. */
import { known } from '../http/errors';
import type { ProjectRecord } from '../state/records';
import { isDefined, otherScope, type PermissionScope } from './permission-scope';

/** PERMISSION_NOT_FOUND for unknown ids; WRONG_PERMISSION_SCOPE when the id is defined in the other scope. */
export function requirePermissionInScope(project: ProjectRecord, scope: PermissionScope, permissionId: string): void {
  if (isDefined(project, scope, permissionId)) return;
  const other = otherScope(scope);
  if (isDefined(project, other, permissionId)) {
    throw known('WRONG_PERMISSION_SCOPE', { permission_id: permissionId, expected_scope: scope.name, actual_scope: other.name });
  }
  throw known('PERMISSION_NOT_FOUND', { permission_id: permissionId });
}

/** Code-unit order (what the backend's sort gives for ids), independent of the locale. */
export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
