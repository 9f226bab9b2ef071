/** Zod schemas of email templates: legacy spec shape and current TSX shape (protocol §3.7). */
import * as z from 'zod/mini';
import type { EmailTemplateSourceWire, EmailTemplateWire } from '../../domain/entities/wire';
import { jsonSchema } from './json.schema';

export const emailTemplateWireSchema = z.lazy(() => z.looseObject({
  type: z.string(),
  subject: z.string(),
  content: jsonSchema,
  is_default: z.boolean(),
})) satisfies z.ZodMiniType<EmailTemplateWire>;

export const emailTemplateSourceWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  display_name: z.string(),
  tsx_source: z.string(),
  theme_id: z.optional(z.union([z.string(), z.literal(false)])),
})) satisfies z.ZodMiniType<EmailTemplateSourceWire>;
