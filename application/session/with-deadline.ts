/**
 * withDeadline: runs work that settles within `timeoutMs` on the ClockPort, so no session waiter hangs forever.
 * The work receives a signal that is aborted at the deadline, so an abandoned call (a hanging refresh) is also
 * cancelled at the transport instead of staying open in the background.
 */
import { TimeoutError } from '../../domain/errors/timeout-error';
import type { AbortSignalLike } from '../../ports/abort-signal';
import type { ClockPort } from '../../ports/clock.port';
import { AbortScope } from './abort-scope';

export function withDeadline<T>(work: (signal: AbortSignalLike) => Promise<T>, clock: ClockPort, timeoutMs: number): Promise<T> {
  const scope = new AbortScope();
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => {
      const timeout = new TimeoutError({ timeoutMs, phase: 'deadline' });
      scope.abort(timeout);
      reject(timeout);
    }, timeoutMs);
    work(scope).then(
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
