/** Email template mappings, wire → entity, for the legacy (spec) shape and the current TSX shape. */
import type { EmailTemplate, EmailTemplateSource } from '../email-template';
import type { EmailTemplateSourceWire, EmailTemplateWire } from './email-template-wire';

export function emailTemplateFromWire(w: EmailTemplateWire): EmailTemplate {
  return { type: w.type, subject: w.subject, content: w.content, isDefault: w.is_default };
}

export function emailTemplateSourceFromWire(w: EmailTemplateSourceWire): EmailTemplateSource {
  return { id: w.id, displayName: w.display_name, tsxSource: w.tsx_source, themeId: w.theme_id ?? null };
}
