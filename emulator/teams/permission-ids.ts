/**
 * zod schemas of permission ids (§2.14), with the service's own messages: a custom id is `^[a-z0-9_:]+$`; where a
 * system id is allowed too, a leading `$` must name one of the six system permissions.
 */
import * as z from 'zod';
import { SYSTEM_TEAM_PERMISSIONS } from '../state/project-defaults';

const SYSTEM_IDS = new Set(SYSTEM_TEAM_PERMISSIONS.map((d) => d.id));

export const customPermissionId = z.string().regex(/^[a-z0-9_:]+$/, 'Only lowercase letters, numbers, ":", "_" are allowed');

/** Any `$` id that is not a system permission is a schema error, not PERMISSION_NOT_FOUND. */
export const permissionId = z.string()
  .regex(/^\$?[a-z0-9_:]+$/, 'Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed')
  .refine((id) => !id.startsWith('$') || SYSTEM_IDS.has(id), 'Invalid system permission');
