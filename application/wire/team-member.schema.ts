/** Zod schemas of team member profiles (protocol §3.9); extra keys are tolerated. */
import * as z from 'zod';
import type { ServerTeamMemberProfileWire, TeamMemberProfileWire } from '../../domain/entities/wire';
import { serverUserWireSchema } from './user.schema';

const profileShape = {
  team_id: z.string(),
  user_id: z.string(),
  display_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
};

export const teamMemberProfileWireSchema = z.looseObject(profileShape) satisfies z.ZodType<TeamMemberProfileWire>;

export const serverTeamMemberProfileWireSchema = z.looseObject({
  ...profileShape,
  user: serverUserWireSchema,
}) satisfies z.ZodType<ServerTeamMemberProfileWire>;
