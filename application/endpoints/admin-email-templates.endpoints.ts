/**
 * AdminEmailTemplateEndpoints: the spec's email templates (`/email-templates`, `{type, subject, content,
 * is_default}`; protocol §3.7 calls it the legacy shape): list, update, reset to the default.
 */
import { inject, injectable } from 'inversify';
import type { JsonValue } from '../../domain/entities/json-value';
import type { EmailTemplate, EmailTemplateType } from '../../domain/entities/email-template';
import { emailTemplateFromWire } from '../../domain/entities/wire/email-template-mapping';
import { omitUndefined } from '../../domain/entities/wire/omit-undefined';
import { apiPath } from '../request/api-url';
import type { RequestLayer } from '../request/request-layer';
import { REQUEST_IDS } from '../request/request.identifiers';
import { NO_SESSION } from '../session/session-source';
import { emailTemplateWireSchema } from '../wire/email-template.schema';
import { listEnvelopeSchema } from '../wire/list.schema';

/**
 * What an update may change; omitted fields keep their current value.
 * @example
 * const update: EmailTemplateUpdate = { subject: 'Your sign-in link' };
 * await admin.emailTemplates.update('magic_link', update);
 * @public
 */
export interface EmailTemplateUpdate {
  readonly subject?: string;
  /** The editor document (JSON). */
  readonly content?: JsonValue;
}

const listSchema = listEnvelopeSchema(emailTemplateWireSchema);

@injectable()
export class AdminEmailTemplateEndpoints {
  readonly #requests: RequestLayer;

  constructor(@inject(REQUEST_IDS.RequestLayer) requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /email-templates: one per type, overridden or default. */
  async list(): Promise<EmailTemplate[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/email-templates', session: NO_SESSION, schema: listSchema });
    return response.body.items.map(emailTemplateFromWire);
  }

  /** PATCH /email-templates/{type}. */
  async update(type: EmailTemplateType, update: EmailTemplateUpdate): Promise<EmailTemplate> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/email-templates/${type}`, body: omitUndefined({ subject: update.subject, content: update.content }),
      session: NO_SESSION, schema: emailTemplateWireSchema,
    });
    return emailTemplateFromWire(response.body);
  }

  /** DELETE /email-templates/{type}: drops the override, so the default applies again. */
  async reset(type: EmailTemplateType): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/email-templates/${type}`, session: NO_SESSION });
  }
}
