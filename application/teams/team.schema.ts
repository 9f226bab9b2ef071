/** Zod schema of the client team shape (protocol §3.2); extra keys are tolerated. Server shapes: server-team.schema.ts. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { jsonSchema } from '../core/wire/json.schema';

export const teamShape = () => ({
  id: z.string(),
  display_name: z.string(),
  profile_image_url: z.nullable(z.string()),
  client_metadata: jsonSchema,
  client_read_only_metadata: jsonSchema,
});

export const teamWireSchema = z.lazy(() => z.looseObject(teamShape()));

export type TeamWire = WireOf<typeof teamWireSchema>;
