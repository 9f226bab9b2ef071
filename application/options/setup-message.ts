/**
 * The project id and publishable client key, from the options or else the environment, and the setup
 * message (spec §8) when either is missing: it names the option and its environment variables, never a value.
 */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { Issue } from '../../domain/shared/issues';
import type { EnvironmentPort } from '../../ports/environment.port';

/** Where each setting may come from when it is not an option; the first variable set wins. */
export const SETUP_VARIABLES = {
  projectId: ['STACK_PROJECT_ID', 'NEXT_PUBLIC_STACK_PROJECT_ID'],
  publishableClientKey: ['STACK_PUBLISHABLE_CLIENT_KEY', 'NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY'],
  secretServerKey: ['STACK_SECRET_SERVER_KEY'],
  superSecretAdminKey: ['STACK_SUPER_SECRET_ADMIN_KEY'],
} as const satisfies Record<string, readonly string[]>;

export type SetupSetting = keyof typeof SETUP_VARIABLES;

const WHAT: Record<SetupSetting, string> = {
  projectId: 'a project id',
  publishableClientKey: 'a publishable client key',
  secretServerKey: 'a secret server key',
  superSecretAdminKey: 'a super-secret admin key',
};

/** The option when given (an empty string counts as absent, as an unset variable often is), else the environment. */
export function settingFrom(option: string | undefined, setting: SetupSetting, env: EnvironmentPort): string | undefined {
  if (option !== undefined && option !== '') return option;
  return SETUP_VARIABLES[setting].map((name) => env.variable(name)).find((v) => v !== undefined && v !== '');
}

function missingIssue(setting: SetupSetting): Issue {
  const [first, ...others] = SETUP_VARIABLES[setting];
  const variables = others.length === 0 ? first : `${first} (or ${others.join(', ')})`;
  return {
    code: 'MISSING_SETUP_OPTION',
    message: `It seems that you haven't provided ${WHAT[setting]}: pass \`${setting}\` in the options or set the ${variables} environment variable.`,
    severity: 'error',
    path: setting,
  };
}

/** Throws the setup message naming every missing setting; returns quietly when none is missing. */
export function assertConfigured(missing: readonly SetupSetting[]): void {
  if (missing.length === 0) return;
  const issues = missing.map(missingIssue);
  throw new ConfigurationError(
    `Welcome to Portcullis! ${issues.map((i) => i.message).join(' ')} ` +
      'You find both in your project settings on the Stack dashboard; the local emulator (`npm start`) prints its demo project\'s.',
    { issues },
  );
}
