/**
 * Zod schemas of the server team and membership shapes (protocol §3.2, §2.12); extra keys are tolerated. Server
 * endpoints only: zod calls at module top level are not tree-shaken, so keeping them here keeps them out of browsers.
 */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { epochMsSchema, jsonSchema } from '../core/wire/json.schema';
import { teamShape } from '../teams/team.schema';

export const serverTeamWireSchema = z.lazy(() => z.looseObject({
  ...teamShape(),
  created_at_millis: epochMsSchema,
  server_metadata: jsonSchema,
}));

export const teamMembershipWireSchema = z.lazy(() => z.looseObject({
  team_id: z.string(),
  user_id: z.string(),
}));

export type ServerTeamWire = WireOf<typeof serverTeamWireSchema>;
export type TeamMembershipWire = WireOf<typeof teamMembershipWireSchema>;
