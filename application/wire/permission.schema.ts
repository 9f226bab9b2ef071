/** Zod schemas of permission grants and definitions (protocol §3.8); extra keys are tolerated. */
import * as z from 'zod';
import type {
  PermissionDefinitionWire, PermissionWire, ProjectPermissionWire, TeamPermissionWire,
} from '../../domain/entities/wire';

export const permissionWireSchema = z.looseObject({ id: z.string() }) satisfies z.ZodType<PermissionWire>;

export const teamPermissionWireSchema = z.looseObject({
  id: z.string(),
  user_id: z.string(),
  team_id: z.string(),
}) satisfies z.ZodType<TeamPermissionWire>;

export const projectPermissionWireSchema = z.looseObject({
  id: z.string(),
  user_id: z.string(),
}) satisfies z.ZodType<ProjectPermissionWire>;

export const permissionDefinitionWireSchema = z.looseObject({
  id: z.string(),
  description: z.string().optional(),
  contained_permission_ids: z.array(z.string()),
}) satisfies z.ZodType<PermissionDefinitionWire>;
