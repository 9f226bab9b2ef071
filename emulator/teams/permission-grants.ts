/** Checks shared by the grant endpoints of both scopes (§2.14): the id must be a definition of this scope. */
import { known } from '../http/errors';
import type { ProjectRecord } from '../state/records';
import { isDefined, otherScope, type PermissionScope } from './permission-scope';

/**
 * PERMISSION_NOT_FOUND for unknown ids; WRONG_PERMISSION_SCOPE when the id is a custom definition of the other
 * scope (a `$` system id granted in project scope is simply not found: the service only looks at stored ones).
 */
export function requirePermissionInScope(project: ProjectRecord, scope: PermissionScope, permissionId: string): void {
  if (isDefined(project, scope, permissionId)) return;
  const other = otherScope(scope);
  if (Object.hasOwn(other.stored(project), permissionId)) {
    throw known('WRONG_PERMISSION_SCOPE', { permission_id: permissionId, expected_scope: scope.name, actual_scope: other.name });
  }
  throw known('PERMISSION_NOT_FOUND', { permission_id: permissionId });
}

/** Code-unit order (what the backend's sort gives for ids), independent of the locale. */
export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The service grants a new member's default permissions one by one inside the transaction that adds them, so a
 * default naming a since renamed or deleted definition fails the whole request (and creates nothing).
 */
export function assertDefaultsGrantable(project: ProjectRecord, scope: PermissionScope, ids: readonly string[]): void {
  // Measured: with two stale ids the service names the first in id order, not in the order they were set.
  for (const id of [...ids].sort(compareStrings)) requirePermissionInScope(project, scope, id);
}
