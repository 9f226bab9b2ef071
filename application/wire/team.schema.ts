/** Zod schemas of the team and membership response shapes (protocol §3.2, §2.12); extra keys are tolerated. */
import * as z from 'zod/mini';
import type { ServerTeamWire, TeamMembershipWire, TeamWire } from '../../domain/entities/wire';
import { epochMsSchema, jsonSchema } from './json.schema';

const teamShape = {
  id: z.string(),
  display_name: z.string(),
  profile_image_url: z.nullable(z.string()),
  client_metadata: jsonSchema,
  client_read_only_metadata: jsonSchema,
};

export const teamWireSchema = z.looseObject(teamShape) satisfies z.ZodMiniType<TeamWire>;

export const serverTeamWireSchema = z.looseObject({
  ...teamShape,
  created_at_millis: epochMsSchema,
  server_metadata: jsonSchema,
}) satisfies z.ZodMiniType<ServerTeamWire>;

export const teamMembershipWireSchema = z.looseObject({
  team_id: z.string(),
  user_id: z.string(),
}) satisfies z.ZodMiniType<TeamMembershipWire>;
