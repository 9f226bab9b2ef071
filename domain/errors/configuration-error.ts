/** ConfigurationError: the library was set up wrongly (missing project id or key, bad options). */
import type { Issue } from '../shared/issues';
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/**
 * Thrown when an app is created (or a framework helper set up) with options it cannot work with; `issues` names each
 * bad option, never its value.
 * @example
 * try { createClientApp({ projectId: 'not-a-uuid' }); } catch (error) { if (ConfigurationError.isInstance(error)) console.error(error.issues); }
 * @public
 */
export class ConfigurationError extends PortcullisError {
  readonly kind = 'configuration';
  override readonly name = 'ConfigurationError';
  /** The validation issues behind this error, when it came from an options check. */
  readonly issues: readonly Issue[];

  constructor(message: string, options?: { readonly issues?: readonly Issue[]; readonly cause?: unknown }) {
    super(message, options);
    this.issues = options?.issues ?? [];
  }

  /** The setup message for missing options; names the options, never their values. */
  static missing(optionNames: readonly string[]): ConfigurationError {
    const list = optionNames.join(' and ');
    return new ConfigurationError(
      `Portcullis is not configured: missing ${list}. Pass ${optionNames.length === 1 ? 'it' : 'them'} in the client options ` +
        '(find the project id and publishable client key in your project settings).',
    );
  }

  static override isInstance(value: unknown): value is ConfigurationError {
    return portcullisErrorKind(value) === 'configuration';
  }
}
