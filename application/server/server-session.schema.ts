/** Zod schema of a session created for a user by the server (protocol §2.7); server endpoints only. */
import * as z from 'zod/mini';
import type { CreatedSessionWire } from '../../domain/entities/wire';

export const createdSessionWireSchema = z.lazy(() => z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
})) satisfies z.ZodMiniType<CreatedSessionWire>;
