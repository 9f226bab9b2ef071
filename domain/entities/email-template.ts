/**
 * Email templates. `EmailTemplate` is the spec §3 shape (type, subject, content, isDefault), which the
 * server's legacy `/email-templates` served until July 2025. Current servers serve TSX sources at
 * `/internal/email-templates` instead (protocol §3.7): that is `EmailTemplateSource`.
 */
import type { JsonValue } from './json-value';

/**
 * The email template kinds: the five known ones, or any other name a newer server uses.
 * @example
 * const type: EmailTemplateType = 'password_reset';
 * await admin.emailTemplates.reset(type);
 * @public
 */
export type EmailTemplateType =
  | 'email_verification' | 'password_reset' | 'magic_link' | 'team_invitation' | 'sign_in_invitation'
  | (string & {});

/**
 * An email template (spec §3): its type, subject, editor document (JSON) and whether it is the default.
 * @example
 * const templates: EmailTemplate[] = await admin.emailTemplates.list();
 * for (const template of templates) console.log(template.type, template.subject, template.isDefault);
 * @public
 */
export interface EmailTemplate {
  readonly type: EmailTemplateType;
  readonly subject: string;
  /** The editor document (JSON). */
  readonly content: JsonValue;
  readonly isDefault: boolean;
}

export interface EmailTemplateSource {
  readonly id: string;
  readonly displayName: string;
  readonly tsxSource: string;
  /** A theme uuid; false = no theme; null = the project's theme (wire: key absent). */
  readonly themeId: string | false | null;
}
