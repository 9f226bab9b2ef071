/** Store<T>: a synchronous value with subscribe and a referentially stable getSnapshot (session and user snapshots). */
import { Subscribable } from './subscribable';

/**
 * The read side of a store: exactly what React's useSyncExternalStore needs.
 *
 * @example
 * const read = (store: ReadableStore<string>): string => store.getSnapshot();
 * @public
 */
export interface ReadableStore<T> {
  /** The current value; the same reference until the value changes. */
  getSnapshot(): T;
  /** Listener called with the new value after each change; returns unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
}

/**
 * Listeners run only when `equals` says the value really changed (Object.is by default), so a
 * snapshot stays the same reference between changes.
 *
 * @example
 * const store = new Store<number>(0);
 * const off = store.subscribe((n) => console.log(n));
 * store.set(1);              // logs 1
 * store.set(1);              // no change, nothing logged
 * store.update((n) => n + 1); // logs 2
 * off();
 * @public
 */
export class Store<T> extends Subscribable<(value: T) => void> implements ReadableStore<T> {
  #value: T;
  readonly #equals: (a: T, b: T) => boolean;

  constructor(initial: T, equals: (a: T, b: T) => boolean = Object.is) {
    super();
    this.#value = initial;
    this.#equals = equals;
    this.getSnapshot = this.getSnapshot.bind(this);
  }

  getSnapshot(): T {
    return this.#value;
  }

  /** Replaces the value and notifies, unless it equals the current one. */
  set(value: T): void {
    if (this.#equals(this.#value, value)) return;
    this.#value = value;
    this.notify(value);
  }

  /** set(fn(current)). */
  update(fn: (current: T) => T): void {
    this.set(fn(this.#value));
  }
}
