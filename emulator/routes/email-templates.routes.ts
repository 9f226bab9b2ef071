/**
 * The project's email templates as the current service serves them (protocol §3.7): `GET/POST
 * /internal/email-templates`, `PATCH/DELETE /internal/email-templates/{templateId}`, admin only. The legacy
 * `/email-templates` routes of spec §7 are gone from the service, and from here.
 */
import * as z from 'zod';
import { NEW_TEMPLATE_SOURCE } from '../email-templates/catalogue';
import { previewHtml, renderProblem } from '../email-templates/preview';
import { buildAndRunProblem } from '../email-templates/run-template';
import { changeTemplates, listTemplates, orderedTemplates, templateJson } from '../email-templates/store';
import { known, statusError } from '../http/errors';
import { json } from '../http/respond';
import { ADMIN_ACCESS, defineRoute, type Route } from '../http/route';
import { newId } from '../random';
import type { ProjectRecord } from '../state/records';

const idParams = z.strictObject({ templateId: z.uuid() });
// Unknown keys are refused, as the service's schema objects do (measured, issue 20).
const createBody = z.strictObject({ display_name: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A theme uuid, `false` (no theme) or null/absent (the project's theme); anything else "is invalid", in the service's words. */
const themeId = z.unknown()
  .refine((v) => v === undefined || v === null || v === false || (typeof v === 'string' && UUID.test(v)), 'is invalid')
  .transform((v) => v as string | false | null | undefined)
  .optional();
const updateBody = z.strictObject({ tsx_source: z.string(), theme_id: themeId });

/** Templates change only with the project's own SMTP server; then the id must name one of them. */
function changeable(core: Parameters<typeof listTemplates>[0], project: ProjectRecord, templateId?: string): void {
  if (project.config.emailConfig.type === 'shared') throw known('REQUIRES_CUSTOM_EMAIL_SERVER');
  if (templateId !== undefined && !Object.hasOwn(listTemplates(core, project), templateId)) throw statusError(404, 'No template found with given id');
}

export const emailTemplateRoutes: Route[] = [
  defineRoute({
    method: 'GET', path: '/internal/email-templates', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => {
      const templates = orderedTemplates(listTemplates(core, requireAuth().project)).map(([id, t]) => templateJson(id, t));
      return json({ templates });
    },
  }),
  defineRoute({
    method: 'POST', path: '/internal/email-templates', access: ADMIN_ACCESS, body: createBody,
    handler: ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      changeable(core, project);
      const id = newId();
      changeTemplates(core, project, (templates) => {
        templates[id] = { displayName: body.display_name, tsxSource: NEW_TEMPLATE_SOURCE, themeId: null };
      });
      return json({ id });
    },
  }),
  // Saved only if it "renders" (run-template.ts and preview.ts: what the emulator can check); answers the preview.
  defineRoute({
    method: 'PATCH', path: '/internal/email-templates/{templateId}', access: ADMIN_ACCESS, params: idParams, body: updateBody,
    handler: async ({ core, params, body, requireAuth }) => {
      const { project } = requireAuth();
      changeable(core, project, params.templateId);
      // Built and run first (a syntax error or a throw is what the service meets first), then the static checks.
      const problem = await buildAndRunProblem(body.tsx_source, project.displayName) ?? renderProblem(body.tsx_source);
      if (problem !== null) throw known('EMAIL_RENDERING_ERROR', { error: problem });
      changeTemplates(core, project, (templates) => {
        const template = templates[params.templateId]!;
        template.tsxSource = body.tsx_source;
        if (body.theme_id !== undefined) template.themeId = body.theme_id;
      });
      return json({ rendered_html: previewHtml(project.displayName, body.tsx_source) });
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/internal/email-templates/{templateId}', access: ADMIN_ACCESS, params: idParams,
    handler: ({ core, params, requireAuth }) => {
      const { project } = requireAuth();
      changeable(core, project, params.templateId);
      changeTemplates(core, project, (templates) => {
        delete templates[params.templateId];
      });
      return json({});
    },
  }),
];
