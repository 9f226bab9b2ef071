/** InternalAssertionError: a bug in Portcullis (an invariant did not hold); never retried. */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

export class InternalAssertionError extends PortcullisError {
  readonly kind = 'internal-assertion';
  override readonly name = 'InternalAssertionError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(`Internal assertion failed: ${message} This is a bug in Portcullis; please report it.`, options);
  }

  static override isInstance(value: unknown): value is InternalAssertionError {
    return portcullisErrorKind(value) === 'internal-assertion';
  }
}

/** Throws an InternalAssertionError unless `condition` holds. */
export function assertInternal(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InternalAssertionError(message);
}
