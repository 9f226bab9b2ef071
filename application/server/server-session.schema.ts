/** Zod schema of a session created for a user by the server (protocol §2.7); server endpoints only. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';

export const createdSessionWireSchema = z.lazy(() => z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
}));

export type CreatedSessionWire = WireOf<typeof createdSessionWireSchema>;
