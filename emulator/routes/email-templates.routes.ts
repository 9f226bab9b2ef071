/**
 * The project's email templates as the current service serves them (protocol §3.7): `GET/POST
 * /internal/email-templates`, `PATCH/DELETE /internal/email-templates/{templateId}`, admin only. The legacy
 * `/email-templates` routes of spec §7 are gone from the service, and from here.
 */
import * as z from 'zod';
import { NEW_TEMPLATE_SOURCE } from '../email-templates/catalogue';
import { previewHtml, renderProblem } from '../email-templates/preview';
import { changeTemplates, listTemplates, templateJson } from '../email-templates/store';
import { known, statusError } from '../http/errors';
import { json } from '../http/respond';
import { ADMIN_ACCESS, defineRoute, type Route } from '../http/route';
import { newId } from '../random';
import type { ProjectRecord } from '../state/records';

const idParams = z.strictObject({ templateId: z.uuid() });
// Unknown keys pass, as the service's yup objects let them (only the named fields are read).
const createBody = z.object({ display_name: z.string() });
const themeId = z.union([z.uuid(), z.literal(false)]).nullable().optional();
const updateBody = z.object({ tsx_source: z.string(), theme_id: themeId });

/** Templates change only with the project's own SMTP server; then the id must name one of them. */
function changeable(core: Parameters<typeof listTemplates>[0], project: ProjectRecord, templateId?: string): void {
  if (project.config.emailConfig.type === 'shared') throw known('REQUIRES_CUSTOM_EMAIL_SERVER');
  if (templateId !== undefined && !Object.hasOwn(listTemplates(core, project), templateId)) throw statusError(404, 'No template found with given id');
}

export const emailTemplateRoutes: Route[] = [
  defineRoute({
    method: 'GET', path: '/internal/email-templates', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => {
      const templates = Object.entries(listTemplates(core, requireAuth().project)).map(([id, t]) => templateJson(id, t));
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
  // Saved only if it "renders" (preview.ts: what the emulator can check); answers the preview.
  defineRoute({
    method: 'PATCH', path: '/internal/email-templates/{templateId}', access: ADMIN_ACCESS, params: idParams, body: updateBody,
    handler: ({ core, params, body, requireAuth }) => {
      const { project } = requireAuth();
      changeable(core, project, params.templateId);
      const problem = renderProblem(body.tsx_source);
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
