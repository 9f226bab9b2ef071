/**
 * Email templates as spec §7 describes them (`/email-templates`, type/subject/content/is_default: the legacy
 * shape of protocol §3.7), plus a read-only view in the current shape at `/internal/email-templates`.
 */
import * as z from 'zod';
import { EMAIL_TEMPLATE_TYPES, TEMPLATE_DISPLAY_NAMES, TEMPLATE_IDS } from '../email-templates/defaults';
import { contentText } from '../email-templates/render';
import { getTemplate, resetTemplate, templateJson, updateTemplate, type EmailTemplateView } from '../email-templates/store';
import { json, list, success } from '../http/respond';
import { ADMIN_ACCESS, defineRoute, type Route } from '../http/route';
import type { Json } from '../state/records';

const typeParams = z.strictObject({ type: z.enum(EMAIL_TEMPLATE_TYPES) });
const jsonValue: z.ZodType<Json> = z.json();
const updateBody = z.strictObject({ subject: z.string().optional(), content: jsonValue.optional() });

/** A TSX rendition of a template for the current-shape view; emulator-made, never compiled. */
function tsxSource(t: EmailTemplateView): string {
  const esc = (s: string): string => JSON.stringify(s);
  return [
    `export const subject = ${esc(t.subject)};`,
    `export function EmailTemplate() {`,
    `  return <div style={{ whiteSpace: 'pre-wrap' }}>{${esc(contentText(t.content))}}</div>;`,
    `}`,
  ].join('\n');
}

export const emailTemplateRoutes: Route[] = [
  defineRoute({
    method: 'GET', path: '/email-templates', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => {
      const projectId = requireAuth().project.id;
      return list(EMAIL_TEMPLATE_TYPES.map((type) => templateJson(getTemplate(core, projectId, type))));
    },
  }),
  defineRoute({
    method: 'GET', path: '/email-templates/{type}', access: ADMIN_ACCESS, params: typeParams,
    handler: ({ core, params, requireAuth }) => json(templateJson(getTemplate(core, requireAuth().project.id, params.type))),
  }),
  defineRoute({
    method: 'PATCH', path: '/email-templates/{type}', access: ADMIN_ACCESS, params: typeParams, body: updateBody,
    handler: ({ core, params, body, requireAuth }) => {
      const patch = { ...(body.subject !== undefined ? { subject: body.subject } : {}), ...(body.content !== undefined ? { content: body.content } : {}) };
      return json(templateJson(updateTemplate(core, requireAuth().project.id, params.type, patch)));
    },
  }),
  // Reset to default: the override row goes away and the default comes back with is_default true.
  // A CRUD delete, so `{"success": true}` (protocol §1.5).
  defineRoute({
    method: 'DELETE', path: '/email-templates/{type}', access: ADMIN_ACCESS, params: typeParams,
    handler: ({ core, params, requireAuth }) => {
      resetTemplate(core, requireAuth().project.id, params.type);
      return success();
    },
  }),
  defineRoute({
    method: 'GET', path: '/internal/email-templates', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => {
      const projectId = requireAuth().project.id;
      const templates = EMAIL_TEMPLATE_TYPES.map((type) => {
        const t = getTemplate(core, projectId, type);
        return { id: TEMPLATE_IDS[type], display_name: TEMPLATE_DISPLAY_NAMES[type], tsx_source: tsxSource(t) };
      });
      return json({ templates });
    },
  }),
];
