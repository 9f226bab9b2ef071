/** Zod schemas of project API key sets: created (full strings) and read (last four) shapes (protocol §3.4). */
import * as z from 'zod';
import type { ApiKeySetCreatedWire, ApiKeySetWire } from '../../domain/entities/wire';
import { epochMsSchema } from './json.schema';

const scalarShape = {
  id: z.string(),
  description: z.string(),
  created_at_millis: epochMsSchema,
  expires_at_millis: epochMsSchema,
  manually_revoked_at_millis: z.optional(z.nullable(epochMsSchema)),
};

export const apiKeySetCreatedWireSchema = z.looseObject({
  ...scalarShape,
  publishable_client_key: z.string().optional(),
  secret_server_key: z.string().optional(),
  super_secret_admin_key: z.string().optional(),
}) satisfies z.ZodType<ApiKeySetCreatedWire>;

const lastFourSchema = z.looseObject({ last_four: z.string() });

export const apiKeySetWireSchema = z.looseObject({
  ...scalarShape,
  publishable_client_key: lastFourSchema.optional(),
  secret_server_key: lastFourSchema.optional(),
  super_secret_admin_key: lastFourSchema.optional(),
}) satisfies z.ZodType<ApiKeySetWire>;
