/** Zod schemas of project permission grants and permission definitions (protocol §3.8); server and admin endpoints only. */
import * as z from 'zod/mini';
import type { PermissionDefinitionWire, ProjectPermissionWire } from '../../../domain/entities/wire';

export const projectPermissionWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  user_id: z.string(),
})) satisfies z.ZodMiniType<ProjectPermissionWire>;

export const permissionDefinitionWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  description: z.optional(z.string()),
  contained_permission_ids: z.array(z.string()),
})) satisfies z.ZodMiniType<PermissionDefinitionWire>;
