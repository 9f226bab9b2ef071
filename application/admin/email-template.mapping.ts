/** Email template mapping, wire → entity. */
import type { EmailTemplate } from '../../domain/entities/email-template';
import type { EmailTemplateWire } from './email-template.schema';

export function emailTemplateFromWire(w: EmailTemplateWire): EmailTemplate {
  return { id: w.id, displayName: w.display_name, tsxSource: w.tsx_source, themeId: w.theme_id ?? null };
}
