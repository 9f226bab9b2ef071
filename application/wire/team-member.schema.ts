/** Zod schemas of team member profiles (protocol §3.9); extra keys are tolerated. */
import * as z from 'zod/mini';
import type { ServerTeamMemberProfileWire, TeamMemberProfileWire } from '../../domain/entities/wire';
import { serverUserWireSchema } from './user.schema';

const profileShape = {
  team_id: z.string(),
  user_id: z.string(),
  display_name: z.nullable(z.string()),
  profile_image_url: z.nullable(z.string()),
};

export const teamMemberProfileWireSchema = z.looseObject(profileShape) satisfies z.ZodMiniType<TeamMemberProfileWire>;

export const serverTeamMemberProfileWireSchema = z.looseObject({
  ...profileShape,
  user: serverUserWireSchema,
}) satisfies z.ZodMiniType<ServerTeamMemberProfileWire>;
