/** TimeoutError: one attempt, or the whole request's deadline, ran out of time. */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

/** 'attempt': a single try exceeded its budget (may be retried); 'deadline': the overall budget is spent. */
export type TimeoutPhase = 'attempt' | 'deadline';

export class TimeoutError extends PortcullisError {
  readonly kind = 'timeout';
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;
  readonly phase: TimeoutPhase;

  constructor(info: { readonly timeoutMs: number; readonly phase: TimeoutPhase }, options?: { cause?: unknown }) {
    const what = info.phase === 'attempt' ? 'The request attempt' : 'The request';
    super(`${what} timed out after ${info.timeoutMs} ms.`, options);
    this.timeoutMs = info.timeoutMs;
    this.phase = info.phase;
  }

  static override isInstance(value: unknown): value is TimeoutError {
    return portcullisErrorKind(value) === 'timeout';
  }
}
