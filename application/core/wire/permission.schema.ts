/** Zod schemas of team permission grants (protocol §3.8); extra keys are tolerated. Project-level ones: project-permission.schema.ts. */
import * as z from 'zod/mini';
import type { WireOf } from './wire';

export const permissionWireSchema = z.lazy(() => z.looseObject({ id: z.string() }));

export const teamPermissionWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  user_id: z.string(),
  team_id: z.string(),
}));

export type PermissionWire = WireOf<typeof permissionWireSchema>;
export type TeamPermissionWire = WireOf<typeof teamPermissionWireSchema>;
