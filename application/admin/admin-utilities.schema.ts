/** Zod schemas of the admin utility replies (protocol §2.17): Svix token, metrics, test-email result. */
import * as z from 'zod/mini';
import { jsonSchema } from '../core/wire/json.schema';

/** `POST /webhooks/svix-token` → 201 `{token, url?}`. */
export const svixTokenWireSchema = z.lazy(() => z.looseObject({ token: z.string(), url: z.optional(z.string()) }));

/** `POST /internal/send-test-email` → `{success, error_message?}` (an SMTP failure is data, not an error). */
export const sendTestEmailWireSchema = z.lazy(() => z.looseObject({ success: z.boolean(), error_message: z.optional(z.string()) }));

const dailySchema = z.lazy(() => z.array(z.looseObject({ date: z.string(), activity: z.number() })));
const jsonObjectSchema = z.lazy(() => z.record(z.string(), jsonSchema));

/**
 * `GET /internal/metrics`: the fields every server sends are checked; the overviews (which grow with each
 * backend release) are any JSON object, so a new field never breaks the call.
 */
export const metricsWireSchema = z.lazy(() => z.looseObject({
  total_users: z.number(),
  daily_users: dailySchema,
  daily_active_users: dailySchema,
  users_by_country: z.record(z.string(), z.number()),
  recently_registered: z.array(jsonObjectSchema),
  recently_active: z.array(jsonObjectSchema),
  login_methods: z.array(z.looseObject({ method: z.string(), count: z.number() })),
  auth_overview: z.optional(jsonObjectSchema),
  payments_overview: z.optional(jsonObjectSchema),
  email_overview: z.optional(jsonObjectSchema),
  analytics_overview: z.optional(jsonObjectSchema),
}));

export type MetricsWire = z.output<typeof metricsWireSchema>;
