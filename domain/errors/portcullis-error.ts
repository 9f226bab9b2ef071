/** PortcullisError: the common base of every error this library throws, with a cross-realm brand. */

/**
 * A registry symbol, so two copies of this library (another realm, a duplicated bundle, an isolated
 * module registry) recognise each other's errors without relying on `instanceof`.
 */
export const PORTCULLIS_ERROR_BRAND: unique symbol = Symbol.for('portcullis/error') as never;

/** The brand value of one error family: known errors from the server or one SDK-side class. */
export type PortcullisErrorKind =
  | 'known'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'unexpected-response'
  | 'internal-assertion'
  | 'configuration'
  | 'not-allowed'
  | 'invalid-argument'
  | 'email-template-not-found'
  | 'config-override-rejected';

/** Reads the brand of any value; `undefined` when it is not one of our errors. */
export function portcullisErrorKind(value: unknown): PortcullisErrorKind | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const kind: unknown = (value as { [PORTCULLIS_ERROR_BRAND]?: unknown })[PORTCULLIS_ERROR_BRAND];
  return typeof kind === 'string' ? (kind as PortcullisErrorKind) : undefined;
}

export abstract class PortcullisError extends Error {
  /** Which family this error belongs to; also the cross-realm brand. */
  abstract readonly kind: PortcullisErrorKind;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
  }

  /** The brand lives on the prototype, so it is non-enumerable and never ends up in JSON. */
  get [PORTCULLIS_ERROR_BRAND](): PortcullisErrorKind {
    return this.kind;
  }

  /** True for any Portcullis error, from this copy of the library or another one. */
  static isInstance(value: unknown): value is PortcullisError {
    return portcullisErrorKind(value) !== undefined;
  }
}
