/**
 * Settings that may come from the options or else the environment, and the setup message (spec §8) when a needed
 * one is missing: it names the option and its environment variables, never a value. Each root's resolver brings
 * its own settings (the server keys' live in server-side-options.ts, out of browser bundles).
 */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { Issue } from '../../domain/shared/issues';
import type { EnvironmentPort } from '../../ports/environment.port';

export interface SetupSetting {
  /** The option's name, as the caller writes it. */
  readonly option: string;
  /** Where it may come from when it is not an option; the first variable set wins. */
  readonly variables: readonly [string, ...string[]];
  /** How the message calls it ('a project id'). */
  readonly what: string;
}

export const PROJECT_ID_SETTING: SetupSetting = {
  option: 'projectId', variables: ['STACK_PROJECT_ID', 'NEXT_PUBLIC_STACK_PROJECT_ID'], what: 'a project id',
};
export const PUBLISHABLE_KEY_SETTING: SetupSetting = {
  option: 'publishableClientKey', variables: ['STACK_PUBLISHABLE_CLIENT_KEY', 'NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY'], what: 'a publishable client key',
};

/** The option when given (an empty string counts as absent, as an unset variable often is), else the environment. */
export function settingFrom(option: string | undefined, setting: SetupSetting, env: EnvironmentPort): string | undefined {
  if (option !== undefined && option !== '') return option;
  return setting.variables.map((name) => env.variable(name)).find((v) => v !== undefined && v !== '');
}

function missingIssue(setting: SetupSetting): Issue {
  const [first, ...others] = setting.variables;
  const variables = others.length === 0 ? first : `${first} (or ${others.join(', ')})`;
  return {
    code: 'MISSING_SETUP_OPTION',
    message: `It seems that you haven't provided ${setting.what}: pass \`${setting.option}\` in the options or set the ${variables} environment variable.`,
    severity: 'error',
    path: setting.option,
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

/** Reads settings one by one and remembers the missing ones, so one message can name them all. */
export class SettingReader {
  readonly #env: EnvironmentPort;
  readonly #missing: SetupSetting[] = [];

  constructor(env: EnvironmentPort) {
    this.#env = env;
  }

  take(option: string | undefined, setting: SetupSetting, required: boolean): string | undefined {
    const value = settingFrom(option, setting, this.#env);
    if (value === undefined && required) this.#missing.push(setting);
    return value;
  }

  /** Throws the setup message when a required setting was missing. */
  assertComplete(): void {
    assertConfigured(this.#missing);
  }
}
