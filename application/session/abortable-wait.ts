/** waitUnlessAborted: one caller stops waiting on a shared promise when its own signal fires; the work goes on. */
import { AbortedError } from '../../domain/errors/aborted-error';
import { TimeoutError } from '../../domain/errors/timeout-error';
import type { AbortSignalLike } from '../../ports/abort-signal';
import type { ClockPort } from '../../ports/clock.port';

export function waitUnlessAborted<T>(shared: Promise<T>, signal: AbortSignalLike | undefined): Promise<T> {
  if (signal === undefined) return shared;
  if (signal.aborted) return Promise.reject(new AbortedError(signal.reason));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new AbortedError(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * waitAtMost: one caller stops waiting on a shared promise after `ms` on the ClockPort (TimeoutError); the work goes on
 * for the others. A request that needs a second refresh round (its session was replaced meanwhile) keeps its original
 * deadline this way instead of starting a new one.
 */
export function waitAtMost<T>(shared: Promise<T>, clock: ClockPort, ms: number): Promise<T> {
  if (ms <= 0) return Promise.reject(new TimeoutError({ timeoutMs: 0, phase: 'deadline' }));
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new TimeoutError({ timeoutMs: ms, phase: 'deadline' })), ms);
    shared.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
