/** Zod schema of session list objects (protocol §2.7); no client call reads it yet, so it stays out of browser bundles. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { epochMsSchema } from '../core/wire/json.schema';

const ipInfoSchema = z.lazy(() => z.looseObject({
  ip: z.string(),
  countryCode: z.optional(z.nullable(z.string())),
  regionCode: z.optional(z.nullable(z.string())),
  cityName: z.optional(z.nullable(z.string())),
  latitude: z.optional(z.nullable(z.number())),
  longitude: z.optional(z.nullable(z.number())),
  tzIdentifier: z.optional(z.nullable(z.string())),
}));

export const sessionWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  user_id: z.string(),
  created_at: epochMsSchema,
  last_used_at: epochMsSchema,
  is_impersonation: z.boolean(),
  is_current_session: z.boolean(),
  last_used_at_end_user_ip_info: z.optional(z.nullable(ipInfoSchema)),
}));

export type SessionIpInfoWire = WireOf<typeof ipInfoSchema>;
export type SessionWire = WireOf<typeof sessionWireSchema>;
