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

/** How a timer relates to the process (see ClockPort.setTimeout). @public */
export interface TimerOptions {
  readonly background?: boolean;
}

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
  /**
   * `background`: housekeeping (dropping an unused cache entry) that must not keep a process alive on its own — a Node
   * script or a serverless function ends when its work does, not when the timer fires. Work someone awaits (a retry's
   * wait, a request's deadline) never sets it.
   */
  setTimeout(callback: () => void, delayMs: number, options?: TimerOptions): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
