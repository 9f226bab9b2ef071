/** NetworkError: the server could not be reached (after every allowed attempt). */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/**
 * What went wrong, for a support ticket. The caller strips tokens and keys from `url` before
 * building this: the class stores exactly what it is given.
 */
export interface NetworkDiagnostics {
  readonly method: string;
  readonly url: string;
  readonly attempts: number;
  /** The message of the last underlying failure (e.g. fetch's TypeError). */
  readonly causeMessage: string;
}

export class NetworkError extends PortcullisError {
  readonly kind = 'network';
  override readonly name = 'NetworkError';
  readonly diagnostics: NetworkDiagnostics;

  constructor(diagnostics: NetworkDiagnostics, options?: { cause?: unknown }) {
    const tries = diagnostics.attempts === 1 ? '1 attempt' : `${diagnostics.attempts} attempts`;
    super(`Unable to reach the server: ${diagnostics.method} ${diagnostics.url} failed after ${tries} (${diagnostics.causeMessage}).`, options);
    this.diagnostics = { ...diagnostics };
  }

  static override isInstance(value: unknown): value is NetworkError {
    return portcullisErrorKind(value) === 'network';
  }
}
