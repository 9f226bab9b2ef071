/** The argument check of ServerApp.sendEmail: the service's one-of rules, refused before anything is sent. */
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { checkObject, checkString } from '../core/arguments';
import { assertJsonBody } from '../core/request/json-body-check';

const given = (value: unknown): boolean => value !== undefined;

function checkOptional(argument: string, value: unknown, kind: 'string' | 'number' | 'boolean'): void {
  if (value !== undefined && typeof value !== kind) throw new InvalidArgumentError(argument, `must be a ${kind}, got ${describeKind(value)}`);
}

function checkRecipients(email: Record<string, unknown>): void {
  if (given(email.userIds) === given(email.allUsers)) throw new InvalidArgumentError('email', 'needs exactly one of userIds and allUsers');
  if (given(email.allUsers) && email.allUsers !== true) throw new InvalidArgumentError('email.allUsers', 'must be true when given');
  if (given(email.userIds)) {
    if (!Array.isArray(email.userIds)) throw new InvalidArgumentError('email.userIds', `must be an array of user ids, got ${describeKind(email.userIds)}`);
    email.userIds.forEach((id: unknown, i) => checkString(`email.userIds[${i}]`, id));
  }
}

function checkContent(email: Record<string, unknown>): void {
  if (given(email.html) === given(email.templateId)) throw new InvalidArgumentError('email', 'needs exactly one of html and templateId');
  checkOptional('email.html', email.html, 'string');
  checkOptional('email.templateId', email.templateId, 'string');
  if (given(email.variables)) {
    if (!given(email.templateId)) throw new InvalidArgumentError('email.variables', 'go with templateId only');
    checkObject('email.variables', email.variables);
  }
}

export function checkSendEmail(email: unknown): void {
  checkObject('email', email);
  const fields = email as Record<string, unknown>;
  checkRecipients(fields);
  checkContent(fields);
  checkOptional('email.subject', fields.subject, 'string');
  checkOptional('email.notificationCategoryName', fields.notificationCategoryName, 'string');
  checkOptional('email.scheduledAt', fields.scheduledAt, 'number');
  checkOptional('email.isHighPriority', fields.isHighPriority, 'boolean');
  const theme = fields.themeId;
  if (theme !== undefined && theme !== null && theme !== false && typeof theme !== 'string') {
    throw new InvalidArgumentError('email.themeId', `must be a theme id, false or null, got ${describeKind(theme)}`);
  }
  assertJsonBody(fields);
}
