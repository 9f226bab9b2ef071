/**
 * UnexpectedResponseError: the server answered, but not in a way the protocol allows — a non-2xx
 * without a known-error header, a header/body code mismatch, or a success body that failed validation.
 */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

export class UnexpectedResponseError extends PortcullisError {
  readonly kind = 'unexpected-response';
  override readonly name = 'UnexpectedResponseError';
  /** The HTTP status (after `x-stack-actual-status` was applied). */
  readonly status: number;
  /** Why the response was rejected, in words. */
  readonly reason: string;

  constructor(info: { readonly status: number; readonly reason: string }, options?: { cause?: unknown }) {
    super(`Unexpected response from the server (HTTP ${info.status}): ${info.reason}`, options);
    this.status = info.status;
    this.reason = info.reason;
  }

  static override isInstance(value: unknown): value is UnexpectedResponseError {
    return portcullisErrorKind(value) === 'unexpected-response';
  }
}
