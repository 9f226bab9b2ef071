/**
 * What `GET /internal/email-templates` lists for a project that has not changed its templates: the service's seven
 * built-in templates under the service's ids and display names. Their TSX sources are the emulator's own (short
 * React email components with the same subjects and variables), not the service's text.
 */

export interface TemplateRecord {
  displayName: string;
  tsxSource: string;
  /** A theme id; false = no theme; null = the project's active theme (as `theme_id: null` on the wire). Absent = the same, with no key on the wire. */
  themeId?: string | false | null;
}

/** Builds a template module: a typed variables schema, the subject, a transactional category and a short body. */
function source(variables: readonly string[], subject: string, body: string): string {
  const fields = variables.map((v) => `  ${v}: 'string',`).join('\n');
  const preview = variables.map((v) => `  ${v}: '#',`).join('\n');
  return [
    `import { type } from 'arktype';`,
    `import { Section, Text } from '@react-email/components';`,
    `import { Subject, NotificationCategory, Props } from '@stackframe/emails';`,
    ``,
    `export const variablesSchema = type({`,
    fields,
    `});`,
    ``,
    `export function EmailTemplate({ user, project, variables }: Props<typeof variablesSchema.infer>) {`,
    `  return (`,
    `    <>`,
    `      <Subject value={${subject}} />`,
    `      <NotificationCategory value="Transactional" />`,
    `      <Section>`,
    `        ${body}`,
    `      </Section>`,
    `    </>`,
    `  );`,
    `}`,
    ``,
    `EmailTemplate.PreviewVariables = {`,
    preview,
    `} satisfies typeof variablesSchema.infer;`,
    ``,
  ].join('\n');
}

const greeting = `<Text>Hello{user.displayName ? ' ' + user.displayName : ''},</Text>`;

/** The built-in templates by id (the service's ids), in the service's order. */
export const BUILT_IN_TEMPLATES: Readonly<Record<string, TemplateRecord>> = {
  'e7d009ce-8d47-4528-b245-5bf119f2ffa3': {
    displayName: 'Email Verification',
    tsxSource: source(['emailVerificationLink'], '`Verify your email at ${project.displayName}`',
      `${greeting}<Text>Confirm this address: <a href={variables.emailVerificationLink}>verify my email</a>.</Text>`),
  },
  'a70fb3a4-56c1-4e42-af25-49d25603abd0': {
    displayName: 'Password Reset',
    tsxSource: source(['passwordResetLink'], '`Reset your password at ${project.displayName}`',
      `${greeting}<Text>Choose a new password: <a href={variables.passwordResetLink}>reset my password</a>.</Text>`),
  },
  '822687fe-8d0a-4467-a0d1-416b6e639478': {
    displayName: 'Magic Link/OTP',
    tsxSource: source(['magicLink', 'otp'], '`Sign in to ${project.displayName}: Your code is ${variables.otp}`',
      `${greeting}<Text>Your code: {variables.otp}. Or <a href={variables.magicLink}>sign in with this link</a>.</Text>`),
  },
  'e84de395-2076-4831-9c19-8e9a96a868e4': {
    displayName: 'Team Invitation',
    tsxSource: source(['teamDisplayName', 'teamInvitationLink'], '`You have been invited to join ${variables.teamDisplayName}`',
      `${greeting}<Text><a href={variables.teamInvitationLink}>Join {variables.teamDisplayName}</a>.</Text>`),
  },
  '066dd73c-36da-4fd0-b6d6-ebf87683f8bc': {
    displayName: 'Sign In Invitation',
    tsxSource: source(['signInInvitationLink', 'teamDisplayName'], '`You have been invited to sign in to ${project.displayName}`',
      `${greeting}<Text><a href={variables.signInInvitationLink}>Sign in</a> to join {variables.teamDisplayName}.</Text>`),
  },
  '70372aee-0441-4d80-974c-2e858e40123a': {
    displayName: 'Payment Receipt',
    tsxSource: source(['productName', 'amount'], '`Your receipt from ${project.displayName}`',
      `${greeting}<Text>You paid {variables.amount} for {variables.productName}.</Text>`),
  },
  'f64b1afe-27ec-4a28-a277-7178f3261f9a': {
    displayName: 'Payment Failed',
    tsxSource: source(['productName', 'amount'], '`Payment failed for ${project.displayName}`',
      `${greeting}<Text>Your payment of {variables.amount} for {variables.productName} did not go through.</Text>`),
  },
};

/** The source a template created with POST starts with (its subject is its purpose, to be edited). */
export const NEW_TEMPLATE_SOURCE = source([], `'New email'`, `${greeting}<Text>Write your message here.</Text>`);
