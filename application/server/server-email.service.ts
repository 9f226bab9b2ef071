/** ServerEmailService: emails to the project's users (ServerApp.sendEmail), with the service's refusals as Results. */
import type { SendEmailOptions } from '../../domain/entities/email-template';
import { EmailTemplateNotFoundError } from '../../domain/errors/email-template-not-found-error';
import { UnexpectedResponseError } from '../../domain/errors/unexpected-response-error';
import type { Result } from '../../domain/shared/result';
import { hasUuidShape } from '../../domain/shared/uuid-shape';
import { expectErrors } from '../core/expect-errors';
import type { ServerEmailEndpoints } from './server-email.endpoints';
import { SEND_EMAIL_ERRORS, type SendEmailError } from './server-email.errors';

/** The service's plain-text 400 for a template id it does not have (no catalogue code). */
const NO_TEMPLATE_TEXT = 'No template found with given template_id';

/**
 * Who an email went to: every user id it was sent for (all of the project's users with allUsers).
 * @example
 * const sent = await server.sendEmail({ allUsers: true, html: '<p>We have moved.</p>', subject: 'News' });
 * if (sent.ok) console.log(`sent to ${sent.value.recipientUserIds.length} users`);
 * @public
 */
export interface SentEmail {
  readonly recipientUserIds: readonly string[];
}

export class ServerEmailService {
  readonly #endpoints: ServerEmailEndpoints;

  constructor(endpoints: ServerEmailEndpoints) {
    this.#endpoints = endpoints;
  }

  sendEmail(email: SendEmailOptions): Promise<Result<SentEmail, SendEmailError>> {
    return expectErrors(this.#send(email), SEND_EMAIL_ERRORS);
  }

  async #send(email: SendEmailOptions): Promise<SentEmail> {
    const templateId = email.templateId;
    // The service's schema takes only a UUID here: another id cannot name a template.
    if (templateId !== undefined && !hasUuidShape(templateId)) throw new EmailTemplateNotFoundError({ templateId, serverMessage: null });
    try {
      return { recipientUserIds: await this.#endpoints.send(email) };
    } catch (error) {
      if (templateId !== undefined && UnexpectedResponseError.isInstance(error) && error.status === 400 && error.reason.includes(NO_TEMPLATE_TEXT)) {
        throw new EmailTemplateNotFoundError({ templateId, serverMessage: error.reason }, { cause: error });
      }
      throw error;
    }
  }
}
