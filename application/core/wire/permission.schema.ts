/** Zod schemas of team permission grants (protocol §3.8); extra keys are tolerated. Project-level ones: project-permission.schema.ts. */
import * as z from 'zod/mini';
import type { PermissionWire, TeamPermissionWire } from '../../../domain/entities/wire';

export const permissionWireSchema = z.lazy(() => z.looseObject({ id: z.string() })) satisfies z.ZodMiniType<PermissionWire>;

export const teamPermissionWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  user_id: z.string(),
  team_id: z.string(),
})) satisfies z.ZodMiniType<TeamPermissionWire>;
