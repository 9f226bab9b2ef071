/** Zod schema of a contact channel (protocol §3.5); extra keys are tolerated. */
import * as z from 'zod/mini';
import type { ContactChannelWire } from '../../domain/entities/wire';

export const contactChannelWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  user_id: z.string(),
  type: z.literal('email'),
  value: z.string(),
  is_primary: z.boolean(),
  is_verified: z.boolean(),
  used_for_auth: z.boolean(),
})) satisfies z.ZodMiniType<ContactChannelWire>;
