/**
 * EmailTemplateNotFoundError: the project has no email template with that id. The service says so with a plain-text
 * 404 ("No template found with given id"), not a catalogue code, so the library names it; an id that is not a UUID
 * cannot name a template and gets it without a request. Returned as an expected result.
 */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/**
 * @example
 * const deleted = await admin.deleteEmailTemplate('a70fb3a4-56c1-4e42-af25-49d25603abd0');
 * if (!deleted.ok && EmailTemplateNotFoundError.isInstance(deleted.error)) console.log(deleted.error.templateId);
 * @public
 */
export class EmailTemplateNotFoundError extends PortcullisError {
  readonly kind = 'email-template-not-found';
  override readonly name = 'EmailTemplateNotFoundError';
  readonly templateId: string;
  /** The service's own text ("No template found with given id"); null when the id was refused before any request. */
  readonly serverMessage: string | null;

  constructor(info: { readonly templateId: string; readonly serverMessage: string | null }, options?: { cause?: unknown }) {
    super(`The project has no email template with id ${info.templateId}.`, options);
    this.templateId = info.templateId;
    this.serverMessage = info.serverMessage;
  }

  static override isInstance(value: unknown): value is EmailTemplateNotFoundError {
    return portcullisErrorKind(value) === 'email-template-not-found';
  }
}
