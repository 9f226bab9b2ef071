/**
 * AbortScope: a tiny, pure AbortController + AbortSignalLike for application/ (which has no DOM or Node
 * globals). A scope can follow other signals; abort() runs every listener once, then forgets them.
 */
import type { AbortSignalLike } from '../../ports/abort-signal';

export class AbortScope implements AbortSignalLike {
  #aborted = false;
  #reason: unknown = undefined;
  #listeners = new Set<() => void>();
  #unfollow: Array<() => void> = [];

  get aborted(): boolean {
    return this.#aborted;
  }

  get reason(): unknown {
    return this.#reason;
  }

  /** DOM semantics: a listener added after the abort is never called. */
  addEventListener(_type: 'abort', listener: () => void): void {
    if (!this.#aborted) this.#listeners.add(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    this.#listeners.delete(listener);
  }

  /** Aborts with `reason` (first call wins). A throwing listener cannot stop the others. */
  abort(reason: unknown): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    const listeners = [...this.#listeners];
    this.dispose();
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A listener's failure is its own business; the abort still reaches everyone.
      }
    }
  }

  /** Aborts this scope when `signal` aborts, with `reasonOf(signal.reason)` as the reason. */
  follow(signal: AbortSignalLike | undefined, reasonOf: (reason: unknown) => unknown = (r) => r): void {
    if (signal === undefined || this.#aborted) return;
    if (signal.aborted) return this.abort(reasonOf(signal.reason));
    const onAbort = (): void => this.abort(reasonOf(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    this.#unfollow.push(() => signal.removeEventListener('abort', onAbort));
  }

  /** Detaches from followed signals and drops listeners, so a finished call leaks nothing. */
  dispose(): void {
    for (const unfollow of this.#unfollow) unfollow();
    this.#unfollow = [];
    this.#listeners.clear();
  }
}

/** Settles with `work`, or rejects with the scope's reason as soon as it aborts (even if `work` never settles). */
export function raceScope<T>(work: Promise<T>, scope: AbortScope): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (scope.aborted) {
      work.catch(() => undefined); // nobody waits for it any more
      reject(scope.reason);
      return;
    }
    const onAbort = (): void => reject(scope.reason);
    scope.addEventListener('abort', onAbort);
    work.then(resolve, reject).finally(() => scope.removeEventListener('abort', onAbort));
  });
}
