/** Zod schemas of project API key sets: created (full strings) and read (last four) shapes (protocol §3.4). */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { epochMsSchema } from '../core/wire/json.schema';

const scalarShape = () => ({
  id: z.string(),
  description: z.string(),
  created_at_millis: epochMsSchema,
  expires_at_millis: epochMsSchema,
  manually_revoked_at_millis: z.optional(z.nullable(epochMsSchema)),
});

export const apiKeySetCreatedWireSchema = z.lazy(() => z.looseObject({
  ...scalarShape(),
  publishable_client_key: z.optional(z.string()),
  secret_server_key: z.optional(z.string()),
  super_secret_admin_key: z.optional(z.string()),
}));

const lastFourSchema = z.lazy(() => z.looseObject({ last_four: z.string() }));

export const apiKeySetWireSchema = z.lazy(() => z.looseObject({
  ...scalarShape(),
  publishable_client_key: z.optional(lastFourSchema),
  secret_server_key: z.optional(lastFourSchema),
  super_secret_admin_key: z.optional(lastFourSchema),
}));

export type ApiKeySetCreatedWire = WireOf<typeof apiKeySetCreatedWireSchema>;
export type ApiKeySetWire = WireOf<typeof apiKeySetWireSchema>;
export type ApiKeyLastFourWire = WireOf<typeof lastFourSchema>;
