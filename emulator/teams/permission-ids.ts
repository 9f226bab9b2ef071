/**
 * Permission ids (§2.14) as the service checks them. Its messages for these are written without the field's path
 * (`Invalid system permission`, `Only lowercase letters, …`), so the schemas only check the type and the routes
 * report the id rules themselves with `assertPermissionIds`, word for word.
 */
import * as z from 'zod';
import { SYSTEM_TEAM_PERMISSIONS } from '../state/project-defaults';

const SYSTEM_IDS = new Set(SYSTEM_TEAM_PERMISSIONS.map((d) => d.id));

export const CUSTOM_ID_RULE = 'Only lowercase letters, numbers, ":", "_" are allowed';
export const ID_RULE = 'Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed';
export const INVALID_SYSTEM_ID = 'Invalid system permission';

/** Type-only schemas; the id rules are checked by `assertPermissionIds`. */
export const customPermissionId = z.string();
export const permissionId = z.string();

/** The service's complaints about one id (none when it is fine). `custom`: no `$` ids at all. */
export function permissionIdProblems(id: string, custom: boolean): string[] {
  if (custom) return /^[a-z0-9_:]+$/.test(id) ? [] : [CUSTOM_ID_RULE];
  const problems = /^\$?[a-z0-9_:]+$/.test(id) ? [] : [ID_RULE];
  if (id.startsWith('$') && !SYSTEM_IDS.has(id)) problems.push(INVALID_SYSTEM_ID);
  return problems;
}

/** SCHEMA_ERROR with the service's lines when any id breaks its rule. */
export function assertPermissionIds(schemaError: (...lines: string[]) => never, ids: { custom?: readonly (string | undefined)[]; any?: readonly (string | undefined)[] }): void {
  const lines = [
    ...(ids.custom ?? []).flatMap((id) => (id === undefined ? [] : permissionIdProblems(id, true))),
    ...(ids.any ?? []).flatMap((id) => (id === undefined ? [] : permissionIdProblems(id, false))),
  ];
  if (lines.length > 0) schemaError(...lines);
}
