/**
 * `POST /emails/send-email` (upstream apps/backend/src/app/api/latest/emails/send-email): an email to some or all of
 * the project's users, from HTML, a template (with variables) or a draft, checked in the service's order. The body is a
 * union of three shapes; when it matches none the service lists each shape's problems, and so does this.
 */
import type { EmulatorCore } from '../core';
import { sendEmail } from '../email';
import { listTemplates } from '../email-templates/store';
import { known, statusError } from '../http/errors';
import type { ProjectRecord } from '../state/records';
import { findUser, primaryEmailOf } from '../state/users';
import { printedValue } from '../config-override/printed';

type Check = (path: string, value: unknown) => string | undefined;
const typed = (type: 'string' | 'number' | 'boolean', extra?: Check): Check => (path, value) => {
  if (value === null) return `${path} cannot be null`;
  if (typeof value !== type) return `${path} must be a \`${type}\` type, but the final value was: \`${printedValue(value)}\`.`;
  return extra?.(path, value);
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stringArray: Check = (path, value) => {
  if (value === null) return `${path} cannot be null`;
  if (!Array.isArray(value)) return `${path} must be a \`array\` type, but the final value was: \`${printedValue(value)}\`.`;
  for (const [i, item] of value.entries()) {
    const problem = typed('string')(`${path}[${i}]`, item);
    if (problem !== undefined) return problem;
  }
  return undefined;
};

/** The body fields every shape has (upstream bodyBase), in its order, with their checks (theme_id's is not modelled). */
const BASE_FIELDS: ReadonlyArray<readonly [string, Check]> = [
  ['user_ids', stringArray],
  ['all_users', typed('boolean', (path, value) => (value === true ? undefined : `${path} must be one of the following values: true`))],
  ['subject', typed('string')],
  ['notification_category_name', typed('string')],
  ['theme_id', () => undefined],
  ['is_high_priority', typed('boolean')],
  ['scheduled_at_millis', typed('number')],
];
/** The three shapes: each one's required field, and the fields only it allows with their checks. */
const SHAPES: ReadonlyArray<{ required: string; fields: ReadonlyArray<readonly [string, Check]> }> = [
  { required: 'html', fields: [['html', typed('string')]] },
  { required: 'template_id', fields: [['template_id', typed('string', (path, v) => (UUID.test(v as string) ? undefined : `${path} must be a valid UUID`))], ['variables', () => undefined]] },
  { required: 'draft_id', fields: [['draft_id', typed('string')]] },
];
/** The service's notification categories (upstream lib/notification-categories.ts). */
const NOTIFICATION_CATEGORIES = ['Transactional', 'Marketing'];

export interface SendEmailBody {
  user_ids?: string[] | undefined;
  all_users?: true | undefined;
  subject?: string | undefined;
  notification_category_name?: string | undefined;
  html?: string | undefined;
  template_id?: string | undefined;
  variables?: Record<string, unknown> | undefined;
  draft_id?: string | undefined;
  [field: string]: unknown;
}

/** One shape's problems, in the service's order: its own fields, the base fields, then unknown properties (twice). */
function shapeProblems(body: Readonly<Record<string, unknown>>, shape: (typeof SHAPES)[number]): string[] {
  const problems: string[] = [];
  const check = ([field, rule]: readonly [string, Check]): void => {
    if (body[field] === undefined) return;
    const problem = rule(`body.${field}`, body[field]);
    if (problem !== undefined) problems.push(problem);
  };
  if (body[shape.required] === undefined) problems.push(`body.${shape.required} must be defined`);
  shape.fields.forEach(check);
  BASE_FIELDS.forEach(check);
  const known = [...BASE_FIELDS, ...shape.fields].map(([field]) => field);
  const unknown = Object.keys(body).filter((k) => body[k] !== undefined && !known.includes(k));
  // The service prints this line twice (both halves of its concatenated schema report it).
  if (unknown.length > 0) problems.push(...Array<string>(2).fill(`body contains unknown properties: ${unknown.join(', ')}`));
  return problems;
}

/** undefined when the body matches one shape, else the service's one validation line (one block per shape). */
export function sendEmailShapeProblem(body: Readonly<Record<string, unknown>>): string | undefined {
  const all = SHAPES.map((shape) => shapeProblems(body, shape));
  if (all.some((problems) => problems.length === 0)) return undefined;
  const schemas = all.map((problems, i) => [`  Schema ${i}:`, ...problems.map((p) => `    ${p}`)].join('\n'));
  return ['body is not matched by any of the provided schemas:', ...schemas].join('\n');
}

/** The recipients' ids, checked as the service does, after the content is known to resolve. */
function recipients(core: EmulatorCore, project: ProjectRecord, body: SendEmailBody): string[] {
  if (body.all_users === true) {
    return Object.values(core.state.users).filter((u) => u.projectId === project.id).sort((a, b) => a.signedUpAt - b.signedUpAt).map((u) => u.id);
  }
  const ids = body.user_ids ?? [];
  const missing = [...new Set(ids)].find((id) => findUser(core, project.id, id) === undefined);
  if (missing !== undefined) throw known('USER_ID_DOES_NOT_EXIST', { user_id: missing });
  return ids;
}

/** What the email says: the given HTML, or the template's source with the variables listed (the emulator renders no TSX). */
function content(core: EmulatorCore, project: ProjectRecord, body: SendEmailBody): { subject: string; lines: string[] } {
  if (body.template_id !== undefined) {
    const template = listTemplates(core, project)[body.template_id];
    if (template === undefined) throw statusError(400, 'No template found with given template_id');
    const variables = Object.entries(body.variables ?? {}).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
    return { subject: body.subject ?? template.displayName, lines: [`Template: ${template.displayName}`, ...variables] };
  }
  // The emulator keeps no drafts, so every draft id is unknown.
  if (body.draft_id !== undefined) throw statusError(400, 'No draft found with given draft_id');
  return { subject: body.subject ?? '', lines: [body.html ?? ''] };
}

/** Sends to each recipient's primary email (one without is skipped, as the service's queue does); the result lists every id. */
export function sendEmailToUsers(core: EmulatorCore, project: ProjectRecord, body: SendEmailBody): Array<{ user_id: string }> {
  if (project.config.emailConfig.type === 'shared') throw known('REQUIRES_CUSTOM_EMAIL_SERVER');
  if ((body.user_ids !== undefined) === (body.all_users !== undefined)) {
    throw known('SCHEMA_ERROR', { message: 'Exactly one of user_ids or all_users must be provided' });
  }
  const category = body.notification_category_name;
  if (category !== undefined && category !== '' && !NOTIFICATION_CATEGORIES.includes(category)) {
    throw statusError(400, 'Notification category not found with given name');
  }
  const { subject, lines } = content(core, project, body);
  const ids = recipients(core, project, body);
  for (const id of ids) {
    const to = primaryEmailOf(core, id)?.value;
    if (to === undefined) continue;
    sendEmail(core, { projectId: project.id, to, type: 'custom_email', subject, extra: lines });
  }
  return ids.map((user_id) => ({ user_id }));
}
