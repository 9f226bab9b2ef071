/** Bridges the ports' AbortSignalLike to a real AbortController (fetch, ky and Request need a real AbortSignal). */
import type { AbortSignalLike } from '../../ports/abort-signal';

export interface AbortBridge {
  readonly signal: AbortSignal;
  /** Detaches the listener from the caller's signal; call when the exchange is over. */
  dispose(): void;
}

export function bridgeAbortSignal(source: AbortSignalLike | undefined): AbortBridge {
  const controller = new AbortController();
  if (source === undefined) return { signal: controller.signal, dispose: () => undefined };
  const onAbort = (): void => controller.abort(source.reason);
  if (source.aborted) onAbort();
  else source.addEventListener('abort', onAbort, { once: true });
  return { signal: controller.signal, dispose: () => source.removeEventListener('abort', onAbort) };
}

/**
 * Settles with `work`, or rejects with `onAbort()` as soon as the signal fires — even when the work
 * ignores the signal, so a caller never waits on a transport that hangs.
 */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      work.catch(() => undefined); // settles later with its own abort error: nobody listens any more
      reject(onAbort());
      return;
    }
    const abort = (): void => reject(onAbort());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
