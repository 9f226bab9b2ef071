/** Zod schemas of permission grants and definitions (protocol §3.8); extra keys are tolerated. */
import * as z from 'zod/mini';
import type {
  PermissionDefinitionWire, PermissionWire, ProjectPermissionWire, TeamPermissionWire,
} from '../../domain/entities/wire';

export const permissionWireSchema = z.looseObject({ id: z.string() }) satisfies z.ZodMiniType<PermissionWire>;

export const teamPermissionWireSchema = z.looseObject({
  id: z.string(),
  user_id: z.string(),
  team_id: z.string(),
}) satisfies z.ZodMiniType<TeamPermissionWire>;

export const projectPermissionWireSchema = z.looseObject({
  id: z.string(),
  user_id: z.string(),
}) satisfies z.ZodMiniType<ProjectPermissionWire>;

export const permissionDefinitionWireSchema = z.looseObject({
  id: z.string(),
  description: z.optional(z.string()),
  contained_permission_ids: z.array(z.string()),
}) satisfies z.ZodMiniType<PermissionDefinitionWire>;
