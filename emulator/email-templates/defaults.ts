/**
 * The default email templates of the spec's shape (type, subject, content, is_default). Content is a plain
 * text template with `{{ variable }}` placeholders (protocol §5.2's variable names); the real dashboard
 * stored an editor document there, which the emulator does not need to reproduce.
 */

export const EMAIL_TEMPLATE_TYPES = ['email_verification', 'password_reset', 'magic_link', 'team_invitation', 'sign_in_invitation'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export interface TemplateText { subject: string; content: string }

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
    content: 'Your sign-in code for {{ projectDisplayName }} is {{ otp }}.\nOr open this link to sign in:\n{{ magicLink }}',
  },
  team_invitation: {
    subject: 'You have been invited to join a team at {{ projectDisplayName }}',
    content: 'You have been invited to join the team {{ teamDisplayName }} at {{ projectDisplayName }}.\nAccept the invitation:\n{{ teamInvitationLink }}',
  },
  sign_in_invitation: {
    subject: 'You have been invited to sign in to {{ projectDisplayName }}',
    content: 'You have been invited to {{ projectDisplayName }}. Sign in here:\n{{ signInInvitationLink }}',
  },
};

/**
 * Fixed ids for the read-only current-shape view (`GET /internal/email-templates`, protocol §3.7). Chosen by
 * the emulator; the real server's default template ids are its own.
 */
export const TEMPLATE_IDS: Record<EmailTemplateType, string> = {
  email_verification: 'e0a1c3d2-0001-4c6e-9a1b-5e6d7f8a9b01',
  password_reset: 'e0a1c3d2-0002-4c6e-9a1b-5e6d7f8a9b02',
  magic_link: 'e0a1c3d2-0003-4c6e-9a1b-5e6d7f8a9b03',
  team_invitation: 'e0a1c3d2-0004-4c6e-9a1b-5e6d7f8a9b04',
  sign_in_invitation: 'e0a1c3d2-0005-4c6e-9a1b-5e6d7f8a9b05',
};

export const TEMPLATE_DISPLAY_NAMES: Record<EmailTemplateType, string> = {
  email_verification: 'Email Verification',
  password_reset: 'Password Reset',
  magic_link: 'Magic Link/OTP',
  team_invitation: 'Team Invitation',
  sign_in_invitation: 'Sign In Invitation',
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
