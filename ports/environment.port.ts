/** EnvironmentPort: what kind of runtime this is, and its configuration variables. */

/**
 * @example
 * if (env.kind === 'browser') throw new Error('secret keys never belong in a browser');
 * env.variable('STACK_API_URL');
 * @public
 */
export interface EnvironmentPort {
  readonly kind: 'browser' | 'server';
  /** A configuration variable (process.env on Node, build-time constants in a browser), or undefined. */
  variable(name: string): string | undefined;
}
