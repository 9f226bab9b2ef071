/** ClockPort: the only source of time and timers outside adapters. */

/**
 * Opaque timer handle returned by setTimeout: pass it back to clearTimeout, never inspect it.
 *
 * @example
 * const handle: TimerHandle = clock.setTimeout(refresh, 60_000);
 * clock.clearTimeout(handle);
 * @public
 */
export type TimerHandle = { readonly __timer: unique symbol } | number | object;

/**
 * @example
 * const started = clock.now();
 * const handle = clock.setTimeout(() => console.log(clock.now() - started), 1000);
 * clock.clearTimeout(handle);
 * @public
 */
export interface ClockPort {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
