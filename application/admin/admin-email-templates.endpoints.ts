/**
 * AdminEmailTemplateEndpoints: the project's email templates at `/internal/email-templates` (protocol §3.7) — list,
 * create, update (the service renders the new source and answers with the HTML), delete.
 */
import type { EmailTemplate, EmailTemplateUpdate } from '../../domain/entities/email-template';
import { emailTemplateFromWire } from './email-template.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { emailTemplateCreatedWireSchema, emailTemplateListWireSchema, emailTemplateRenderedWireSchema } from './email-template.schema';

export class AdminEmailTemplateEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /internal/email-templates: the built-in templates and the project's own. */
  async list(): Promise<EmailTemplate[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/internal/email-templates', session: NO_SESSION, schema: emailTemplateListWireSchema });
    return response.body.templates.map(emailTemplateFromWire);
  }

  /** POST /internal/email-templates {display_name}: a new template with the service's starter source; its id. */
  async create(displayName: string): Promise<{ readonly id: string }> {
    const response = await this.#requests.send({
      method: 'POST', path: '/internal/email-templates', body: { display_name: displayName }, session: NO_SESSION, schema: emailTemplateCreatedWireSchema,
    });
    return { id: response.body.id };
  }

  /** PATCH /internal/email-templates/{id} {tsx_source, theme_id?}: saved only if it renders; the preview HTML. */
  async update(id: string, update: EmailTemplateUpdate): Promise<{ readonly renderedHtml: string }> {
    const body = update.themeId === undefined ? { tsx_source: update.tsxSource } : { tsx_source: update.tsxSource, theme_id: update.themeId };
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/internal/email-templates/${id}`, body, session: NO_SESSION, schema: emailTemplateRenderedWireSchema,
    });
    return { renderedHtml: response.body.rendered_html };
  }

  /** DELETE /internal/email-templates/{id}. */
  async delete(id: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/internal/email-templates/${id}`, session: NO_SESSION });
  }
}
