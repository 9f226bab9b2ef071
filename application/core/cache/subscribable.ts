/** Subscribable: a set of listeners; subscribe() returns its own unsubscribe; hooks for the first and last listener. */

/** What happens to an error thrown by a listener; the default hands it to the host's unhandled-rejection report. */
export type ListenerErrorReporter = (error: unknown) => void;

// A throwing listener must not stop the others nor break the state change that notified it, so the
// error is reported out of band (like a throwing DOM event listener), not thrown into the notifier.
const reportToHost: ListenerErrorReporter = (error) => {
  void Promise.reject(error);
};

/**
 * The TanStack shape: subclasses override `onSubscribe`/`onUnsubscribe` to start work when observed
 * and schedule removal when not. `subscribe` is bound in the constructor, so it can be passed around
 * unbound (React's useSyncExternalStore does exactly that).
 *
 * @example
 * class Counter extends Subscribable<(n: number) => void> {
 *   #n = 0;
 *   increment(): void { this.notify(++this.#n); }
 * }
 * const counter = new Counter();
 * const off = counter.subscribe((n) => console.log(n));
 * counter.increment(); // logs 1
 * off();
 * @public
 */
export class Subscribable<TListener extends (...args: never[]) => void> {
  // One wrapper object per subscription: the same function subscribed twice is two subscriptions.
  readonly #listeners = new Set<{ readonly listener: TListener }>();
  readonly #reportError: ListenerErrorReporter;

  constructor(reportError: ListenerErrorReporter = reportToHost) {
    this.#reportError = reportError;
    this.subscribe = this.subscribe.bind(this);
  }

  /** Adds a listener; the returned function removes it (calling it again does nothing). */
  subscribe(listener: TListener): () => void {
    const entry = { listener };
    this.#listeners.add(entry);
    this.onSubscribe();
    return () => {
      if (!this.#listeners.delete(entry)) return;
      this.onUnsubscribe();
    };
  }

  /** True while at least one listener is subscribed. */
  hasListeners(): boolean {
    return this.#listeners.size > 0;
  }

  /** Calls every listener once, over a copy of the set: a listener may (un)subscribe while being called. */
  protected notify(...args: Parameters<TListener>): void {
    for (const { listener } of [...this.#listeners]) {
      try {
        listener(...args);
      } catch (error) {
        this.#reportError(error);
      }
    }
  }

  /** Called after a listener was added. */
  protected onSubscribe(): void {
    // Nothing by default.
  }

  /** Called after a listener was removed. */
  protected onUnsubscribe(): void {
    // Nothing by default.
  }
}
