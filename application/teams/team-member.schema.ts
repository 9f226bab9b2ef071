/** Zod schema of team member profiles (protocol §3.9); extra keys are tolerated. The server shape: server-team-member.schema.ts. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';

export const profileShape = () => ({
  team_id: z.string(),
  user_id: z.string(),
  display_name: z.nullable(z.string()),
  profile_image_url: z.nullable(z.string()),
});

export const teamMemberProfileWireSchema = z.lazy(() => z.looseObject(profileShape()));

export type TeamMemberProfileWire = WireOf<typeof teamMemberProfileWireSchema>;
