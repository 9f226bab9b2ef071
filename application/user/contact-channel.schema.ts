/** Zod schema of a contact channel (protocol §3.5); extra keys are tolerated. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';

export const contactChannelWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  user_id: z.string(),
  type: z.literal('email'),
  value: z.string(),
  is_primary: z.boolean(),
  is_verified: z.boolean(),
  used_for_auth: z.boolean(),
}));

export type ContactChannelWire = WireOf<typeof contactChannelWireSchema>;
