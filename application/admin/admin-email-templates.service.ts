/**
 * AdminEmailTemplateService: the project's email templates (TSX sources at `/internal/email-templates`) behind
 * AdminApp's listEmailTemplates / createEmailTemplate / updateEmailTemplate / deleteEmailTemplate.
 */
import type { EmailTemplate, EmailTemplateUpdate } from '../../domain/entities/email-template';
import { EmailTemplateNotFoundError } from '../../domain/errors/email-template-not-found-error';
import { UnexpectedResponseError } from '../../domain/errors/unexpected-response-error';
import type { Result } from '../../domain/shared/result';
import { hasUuidShape } from '../../domain/shared/uuid-shape';
import type { AdminEmailTemplateEndpoints } from './admin-email-templates.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import {
  CREATE_EMAIL_TEMPLATE_ERRORS, DELETE_EMAIL_TEMPLATE_ERRORS, UPDATE_EMAIL_TEMPLATE_ERRORS,
  type CreateEmailTemplateError, type DeleteEmailTemplateError, type UpdateEmailTemplateError,
} from './admin.errors';

const EMAIL_TEMPLATES_KEY = ['admin', 'email-templates'] as const;
/** The service's plain-text 404 for an unknown template id (no catalogue code). */
const NOT_FOUND_TEXT = 'No template found with given id';

export class AdminEmailTemplateService {
  readonly #ctx: AppContext;
  readonly #endpoints: AdminEmailTemplateEndpoints;

  constructor(ctx: AppContext, endpoints: AdminEmailTemplateEndpoints) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
  }

  list(): Promise<EmailTemplate[]> {
    return this.#ctx.cache.read(EMAIL_TEMPLATES_KEY, () => this.#endpoints.list());
  }

  async create(displayName: string): Promise<Result<{ readonly id: string }, CreateEmailTemplateError>> {
    return this.#after(await expectErrors(this.#endpoints.create(displayName), CREATE_EMAIL_TEMPLATE_ERRORS));
  }

  async update(id: string, update: EmailTemplateUpdate): Promise<Result<{ readonly renderedHtml: string }, UpdateEmailTemplateError>> {
    return this.#after(await expectErrors(this.#known(id, () => this.#endpoints.update(id, update)), UPDATE_EMAIL_TEMPLATE_ERRORS));
  }

  async delete(id: string): Promise<Result<void, DeleteEmailTemplateError>> {
    return this.#after(await expectErrors(this.#known(id, () => this.#endpoints.delete(id)), DELETE_EMAIL_TEMPLATE_ERRORS));
  }

  /** Runs `work` for a template id: a non-UUID id or the service's plain-text 404 becomes EmailTemplateNotFoundError. */
  async #known<T>(id: string, work: () => Promise<T>): Promise<T> {
    if (!hasUuidShape(id)) throw new EmailTemplateNotFoundError({ templateId: id, serverMessage: null });
    try {
      return await work();
    } catch (error) {
      if (UnexpectedResponseError.isInstance(error) && error.status === 404 && error.reason.includes(NOT_FOUND_TEXT)) {
        throw new EmailTemplateNotFoundError({ templateId: id, serverMessage: error.reason }, { cause: error });
      }
      throw error;
    }
  }

  #after<R extends Result<unknown, unknown>>(result: R): R {
    if (result.ok) this.#ctx.afterMutation(EMAIL_TEMPLATES_KEY);
    return result;
  }
}
