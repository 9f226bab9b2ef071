/** Zod schemas of project permission grants and permission definitions (protocol §3.8); server and admin endpoints only. */
import * as z from 'zod/mini';
import type { WireOf } from './wire';

export const projectPermissionWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  user_id: z.string(),
}));

export const permissionDefinitionWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  description: z.optional(z.string()),
  contained_permission_ids: z.array(z.string()),
}));

export type ProjectPermissionWire = WireOf<typeof projectPermissionWireSchema>;
export type PermissionDefinitionWire = WireOf<typeof permissionDefinitionWireSchema>;
