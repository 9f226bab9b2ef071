/** waitUnlessAborted: one caller stops waiting on a shared promise when its own signal fires; the work goes on. */
import { AbortedError } from '../../domain/errors/aborted-error';
import type { AbortSignalLike } from '../../ports/abort-signal';

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
