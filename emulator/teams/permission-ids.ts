/** zod schemas of permission ids (§2.14): custom `^[a-z0-9_:]+$`, or one of the six `$` system ids in team scope. */
import * as z from 'zod';
import { SYSTEM_TEAM_PERMISSIONS } from '../state/project-defaults';

const SYSTEM_IDS = new Set(SYSTEM_TEAM_PERMISSIONS.map((d) => d.id));

export const customPermissionId = z.string().regex(/^[a-z0-9_:]+$/, 'must match ^[a-z0-9_:]+$');

/** Any `$` id that is not a system permission is a schema error, not PERMISSION_NOT_FOUND. */
export const permissionId = z.string().refine(
  (id) => (id.startsWith('$') ? SYSTEM_IDS.has(id) : /^[a-z0-9_:]+$/.test(id)),
  'must be a custom permission id (^[a-z0-9_:]+$) or a system permission id',
);
