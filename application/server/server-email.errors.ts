/** The expected failures of ServerApp.sendEmail, as a matcher list (for expectErrors) and its union. */
import { EmailTemplateNotFoundError } from '../../domain/errors/email-template-not-found-error';
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../core/expect-errors';

export const SEND_EMAIL_ERRORS = [KnownErrors.RequiresCustomEmailServer, KnownErrors.UserIdDoesNotExist, EmailTemplateNotFoundError] as const;
/**
 * REQUIRES_CUSTOM_EMAIL_SERVER (the project sends with the shared email server), USER_ID_DOES_NOT_EXIST (one of
 * userIds is no user of the project; details.user_id says which), EmailTemplateNotFoundError (templateId names none of
 * the project's templates).
 * @example
 * const r = await server.sendEmail({ userIds: [userId], html: '<p>Hi</p>', subject: 'Hello' });
 * if (!r.ok && KnownErrors.RequiresCustomEmailServer.isInstance(r.error)) console.log('Set up your SMTP server first');
 * @public
 */
export type SendEmailError = ErrorsOf<typeof SEND_EMAIL_ERRORS>;
