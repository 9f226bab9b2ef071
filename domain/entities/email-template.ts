/**
 * Email templates as the current service keeps them (`/internal/email-templates`, protocol §3.7): a React email
 * component in TSX, with a display name and a theme. The spec's older shape (type, subject, content, is_default at
 * `/email-templates`) is gone from the service, so the library no longer models it.
 */
import type { JsonValue } from './json-value';

/**
 * One of the project's email templates: the built-in ones (email verification, password reset, magic link/OTP,
 * team invitation, sign-in invitation, payment receipt, payment failed) and any the project created.
 * @example
 * const templates: EmailTemplate[] = await admin.listEmailTemplates();
 * const reset = templates.find((t) => t.displayName === 'Password Reset');
 * @public
 */
export interface EmailTemplate {
  readonly id: string;
  readonly displayName: string;
  /** The template's source: a TSX module exporting `EmailTemplate` (with `<Subject>` and `<NotificationCategory>`). */
  readonly tsxSource: string;
  /** A theme id; false = no theme; null = the project's active theme. */
  readonly themeId: string | false | null;
}

/**
 * A new source for a template, and optionally its theme (a theme id, false for none, null for the project's active
 * theme; omitted: unchanged).
 * @example
 * const update: EmailTemplateUpdate = { tsxSource: 'export function EmailTemplate() { … }', themeId: false };
 * @public
 */
export interface EmailTemplateUpdate {
  readonly tsxSource: string;
  readonly themeId?: string | false | null;
}

/**
 * An email to some or all of the project's users (ServerApp.sendEmail): exactly one of `userIds` / `allUsers`, and
 * exactly one of `html` / `templateId` (`variables` fill the template's). The project must send with its own SMTP
 * server.
 * @example
 * const email: SendEmailOptions = { userIds: [userId], html: '<p>Your order has shipped.</p>', subject: 'Shipped',
 *   notificationCategoryName: 'Transactional' };
 * @public
 */
export interface SendEmailOptions {
  readonly userIds?: readonly string[];
  readonly allUsers?: true;
  readonly html?: string;
  /** One of the project's email templates (admin.listEmailTemplates). */
  readonly templateId?: string;
  /** The template's variables (with templateId only). */
  readonly variables?: { readonly [name: string]: JsonValue };
  /** Overrides the subject the content gives. */
  readonly subject?: string;
  /** 'Transactional' (the default) or 'Marketing': users may unsubscribe from the latter. */
  readonly notificationCategoryName?: string;
  /** A theme id; false = no theme; null or omitted = the project's active theme. */
  readonly themeId?: string | false | null;
  /** When to send (epoch ms); omitted = now. */
  readonly scheduledAt?: number;
  /** Jumps the project's email queue. */
  readonly isHighPriority?: boolean;
}
