/** withDeadline: a promise that settles within `timeoutMs` on the ClockPort, so no session waiter hangs forever. */
import { TimeoutError } from '../../domain/errors/timeout-error';
import type { ClockPort } from '../../ports/clock.port';

export function withDeadline<T>(work: Promise<T>, clock: ClockPort, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new TimeoutError({ timeoutMs, phase: 'deadline' })), timeoutMs);
    work.then(
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
