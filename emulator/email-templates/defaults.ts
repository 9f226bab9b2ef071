/**
 * The wording of the mail the emulator sends, per type: subject and plain-text body with `{{ variable }}`
 * placeholders (protocol §5.2's variable names). The service renders its TSX templates instead (catalogue.ts holds
 * what `/internal/email-templates` lists); the emulator does not run TSX, so its mail keeps this wording (a
 * deliberate departure, docs/protocol-notes.md).
 */

export const EMAIL_TEMPLATE_TYPES = ['email_verification', 'password_reset', 'magic_link', 'team_invitation', 'sign_in_invitation'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export interface TemplateText { subject: string; content: string }

// Subjects as the service words them (its magic-link subject carries the code; an invitation names the team).

export const DEFAULT_TEMPLATES: Record<EmailTemplateType, TemplateText> = {
  email_verification: {
    subject: 'Verify your email at {{ projectDisplayName }}',
    content: 'Please verify your email address for {{ projectDisplayName }}:\n{{ emailVerificationLink }}',
  },
  password_reset: {
    subject: 'Reset your password at {{ projectDisplayName }}',
    content: 'Someone asked to reset your {{ projectDisplayName }} password. If it was you, open:\n{{ passwordResetLink }}',
  },
  magic_link: {
    subject: 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}',
    // The service's wording, the code on a line (a paragraph of the HTML part) of its own, as readers expect it.
    content: 'Hi! This is your one-time-password for signing in:\n{{ otp }}\nOr you can click on this link {{ magicLink }} to sign in\nIf you were not expecting this email, you can safely ignore it.',
  },
  team_invitation: {
    subject: 'You have been invited to join {{ teamDisplayName }}',
    content: 'You have been invited to join the team {{ teamDisplayName }} at {{ projectDisplayName }}.\nAccept the invitation:\n{{ teamInvitationLink }}',
  },
  sign_in_invitation: {
    subject: 'You have been invited to sign in to {{ projectDisplayName }}',
    content: 'You have been invited to {{ projectDisplayName }}. Sign in here:\n{{ signInInvitationLink }}',
  },
};

/** The link variable each template type receives (protocol §5.2). */
export const LINK_VARIABLE: Record<string, string> = {
  email_verification: 'emailVerificationLink',
  password_reset: 'passwordResetLink',
  magic_link: 'magicLink',
  team_invitation: 'teamInvitationLink',
  sign_in_invitation: 'signInInvitationLink',
};

export const isTemplateType = (type: string): type is EmailTemplateType => (EMAIL_TEMPLATE_TYPES as readonly string[]).includes(type);
