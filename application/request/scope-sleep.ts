/** sleepInScope: waits `ms` on the ClockPort, or rejects with the scope's reason when it aborts first; never leaks a timer. */
import type { ClockPort } from '../../ports/clock.port';
import type { AbortScope } from '../session/abort-scope';

export function sleepInScope(clock: ClockPort, ms: number, scope: AbortScope): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (scope.aborted) return reject(scope.reason);
    const onAbort = (): void => {
      clock.clearTimeout(timer);
      reject(scope.reason);
    };
    const timer = clock.setTimeout(() => {
      scope.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    scope.addEventListener('abort', onAbort);
  });
}
