/**
 * Cancellation and waiting, one idea in six forms: AbortScope (a pure AbortController for application/, which has no DOM
 * or Node globals) and raceScope; waitUnlessAborted and waitAtMost (one caller stops waiting on shared work, which goes
 * on for the others); withDeadline (work that settles within a time on the ClockPort, its signal aborted at the
 * deadline); sleepInScope (a wait that an abort ends, never leaking a timer).
 */
import { AbortedError } from '../../domain/errors/aborted-error';
import { TimeoutError } from '../../domain/errors/timeout-error';
import type { AbortSignalLike } from '../../ports/abort-signal';
import type { ClockPort } from '../../ports/clock.port';

/** AbortScope: a scope can follow other signals; abort() runs every listener once, then forgets them. */
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

/** waitUnlessAborted: one caller stops waiting on a shared promise when its own signal fires; the work goes on. */
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

/**
 * withDeadline: runs work that settles within `timeoutMs` on the ClockPort, so no session waiter hangs forever.
 * The work receives a signal that is aborted at the deadline, so an abandoned call (a hanging refresh) is also
 * cancelled at the transport instead of staying open in the background.
 */
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

/** sleepInScope: waits `ms` on the ClockPort, or rejects with the scope's reason when it aborts first; never leaks a timer. */
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
