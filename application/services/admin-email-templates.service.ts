/** AdminEmailTemplateService (`admin.emailTemplates`): list, update and reset the project's email templates. */
import { inject, injectable } from 'inversify';
import type { EmailTemplate, EmailTemplateType } from '../../domain/entities/email-template';
import { AdminEmailTemplateEndpoints, type EmailTemplateUpdate } from '../endpoints/admin-email-templates.endpoints';
import { AppContext } from '../shared/app-context';

const EMAIL_TEMPLATES_KEY = ['admin', 'email-templates'] as const;

/**
 * Templates in the spec's shape `{type, subject, content, isDefault}` at `/email-templates`. No expected failure:
 * an unknown type is a bug (the server's schema error throws).
 *
 * @example
 * await admin.emailTemplates.update('magic_link', { subject: 'Your sign-in link' });
 * const templates = await admin.emailTemplates.list();   // magic_link now has isDefault: false
 * await admin.emailTemplates.reset('magic_link');        // back to the default
 * @public
 */
@injectable()
export class AdminEmailTemplateService {
  readonly #ctx: AppContext;
  readonly #endpoints: AdminEmailTemplateEndpoints;

  constructor(@inject(AppContext) ctx: AppContext, @inject(AdminEmailTemplateEndpoints) endpoints: AdminEmailTemplateEndpoints) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
  }

  /** One template per type, overridden or default. */
  list(): Promise<EmailTemplate[]> {
    return this.#ctx.cache.read(EMAIL_TEMPLATES_KEY, () => this.#endpoints.list());
  }

  /** Overrides the subject and/or content of one type; omitted fields keep their value. */
  async update(type: EmailTemplateType, update: EmailTemplateUpdate): Promise<EmailTemplate> {
    const template = await this.#endpoints.update(type, update);
    this.#ctx.afterMutation(EMAIL_TEMPLATES_KEY);
    return template;
  }

  /** Drops the override: the type's default template applies again. */
  async reset(type: EmailTemplateType): Promise<void> {
    await this.#endpoints.reset(type);
    this.#ctx.afterMutation(EMAIL_TEMPLATES_KEY);
  }
}
