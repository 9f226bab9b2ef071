/**
 * ConfigOverrideRejectedError: the service refused a config override (config as code: a push, an update of the
 * pushed config, a replaced level). It says why in a plain-text 400, not a catalogue code — a key its schema does not have, a value of the
 * wrong type, an OAuth provider type it does not know, an environment-only field (an OAuth client secret) at the
 * branch level — so the library names it. Returned as an expected result.
 */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/**
 * @example
 * const pushed = await admin.pushConfig({ 'teams.allowClientTeamCreation': true }, { source: { type: 'unlinked' } });
 * if (!pushed.ok && ConfigOverrideRejectedError.isInstance(pushed.error)) console.log(pushed.error.serverMessage);
 * @public
 */
export class ConfigOverrideRejectedError extends PortcullisError {
  readonly kind = 'config-override-rejected';
  override readonly name = 'ConfigOverrideRejectedError';
  /** The override level that refused it: `branch` for pushed config. */
  readonly level: 'branch' | 'environment';
  /** The service's own text, e.g. `The key "nonExistentField.value" is not valid (nested object not found in schema: "nonExistentField").` */
  readonly serverMessage: string;

  constructor(info: { readonly level: 'branch' | 'environment'; readonly serverMessage: string }, options?: { cause?: unknown }) {
    super(`The service refused the ${info.level} config override: ${info.serverMessage}`, options);
    this.level = info.level;
    this.serverMessage = info.serverMessage;
  }

  static override isInstance(value: unknown): value is ConfigOverrideRejectedError {
    return portcullisErrorKind(value) === 'config-override-rejected';
  }
}
