/** Zod schemas of the email templates at `/internal/email-templates` (protocol §3.7). */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';

export const emailTemplateWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  display_name: z.string(),
  tsx_source: z.string(),
  theme_id: z.optional(z.nullable(z.union([z.string(), z.literal(false)]))),
}));

export const emailTemplateListWireSchema = z.lazy(() => z.looseObject({
  templates: z.array(emailTemplateWireSchema),
}));

/** POST /internal/email-templates: the new template's id. */
export const emailTemplateCreatedWireSchema = z.looseObject({ id: z.string() });

/** PATCH /internal/email-templates/{id}: the template rendered with preview variables. */
export const emailTemplateRenderedWireSchema = z.looseObject({ rendered_html: z.string() });

export type EmailTemplateWire = WireOf<typeof emailTemplateWireSchema>;
export type EmailTemplateListWire = WireOf<typeof emailTemplateListWireSchema>;
