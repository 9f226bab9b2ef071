/** Zod schemas of team invitations and accept-details (protocol §3.6); extra keys are tolerated. */
import * as z from 'zod/mini';
import type { WireOf } from './wire';
import { epochMsSchema } from './json.schema';

export const teamInvitationWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  team_id: z.string(),
  team_display_name: z.string(),
  expires_at_millis: epochMsSchema,
  recipient_email: z.string(),
}));

export const teamInvitationDetailsWireSchema = z.lazy(() => z.looseObject({
  team_id: z.string(),
  team_display_name: z.string(),
}));

export type TeamInvitationWire = WireOf<typeof teamInvitationWireSchema>;
export type TeamInvitationDetailsWire = WireOf<typeof teamInvitationDetailsWireSchema>;
