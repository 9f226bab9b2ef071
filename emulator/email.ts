/** Sending email = writing to the outbox, with the subjects of protocol §5.2. */
import type { EmulatorCore } from './core';
import { plainMailToHtml } from './email-templates/render-html';
import { renderTemplateEmail } from './email-templates/render-email';
import type { OutboxEmail } from './outbox';

export interface EmailToSend {
  projectId: string;
  to: string;
  /** email_verification | password_reset | magic_link | team_invitation | sign_in_invitation | … */
  type: string;
  subject?: string;
  link?: string | null;
  code?: string | null;
  otp?: string;
  /** Extra lines for the body (e.g. the team name of an invitation). */
  extra?: string[];
  /** Template variables beyond the derived ones (protocol §5.2), e.g. `{ teamDisplayName }`. */
  variables?: Record<string, string>;
}

function defaultSubject(type: string, projectName: string): string {
  switch (type) {
    case 'email_verification': return `Verify your email at ${projectName}`;
    case 'password_reset': return `Reset your password at ${projectName}`;
    case 'magic_link': return `Sign in to ${projectName}`;
    case 'team_invitation': return `You have been invited to join a team at ${projectName}`;
    default: return `${projectName}: ${type}`;
  }
}

export function sendEmail(core: EmulatorCore, email: EmailToSend): OutboxEmail {
  const projectName = core.state.projects[email.projectId]?.displayName ?? email.projectId;
  // The built-in wording of this type, with its variables filled in.
  const rendered = renderTemplateEmail(projectName, email);
  const subject = email.subject ?? rendered?.subject ?? defaultSubject(email.type, projectName);
  const body = (rendered !== null ? [rendered.body, ...(email.extra ?? [])] : [
    subject,
    ...(email.extra ?? []),
    ...(email.link ? [`Link: ${email.link}`] : []),
    ...(email.otp !== undefined ? [`One-time code: ${email.otp}`] : []),
  ]).join('\n');
  // Templated mail goes out as HTML as well as text, as the service sends it.
  const html = rendered !== null ? { html: plainMailToHtml(subject, body) } : {};
  return core.outbox.send({
    projectId: email.projectId, to: email.to, type: email.type, subject, body, ...html, link: email.link ?? null,
    code: email.code ?? null, ...(email.otp !== undefined ? { otp: email.otp } : {}),
  }, core.clock.now());
}
