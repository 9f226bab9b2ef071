/** AbortedError: the caller's AbortSignal fired; never retried. */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/** Only a string or an Error's message goes into the text; other reasons stay on `.reason`. */
function describeReason(reason: unknown): string {
  if (typeof reason === 'string' && reason !== '') return `: ${reason}`;
  if (reason instanceof Error && reason.message !== '') return `: ${reason.message}`;
  return '.';
}

export class AbortedError extends PortcullisError {
  readonly kind = 'aborted';
  override readonly name = 'AbortedError';
  /** The signal's `reason`, as given. */
  readonly reason: unknown;

  constructor(reason?: unknown) {
    super(`The request was aborted${describeReason(reason)}`, { cause: reason });
    this.reason = reason;
  }

  static override isInstance(value: unknown): value is AbortedError {
    return portcullisErrorKind(value) === 'aborted';
  }
}
