/**
 * A client's clock: the shared fake clock plus a fixed offset (a machine whose clock is wrong); timers run on the shared
 * one. It records the longest timer asked for: browsers fire a setTimeout of 2^31 ms or more at once (I3).
 */
import type { ClockPort, TimerHandle } from '../../ports/clock.port';

export class SkewedClock implements ClockPort {
  readonly #base: ClockPort;
  readonly #offsetMs: number;
  maxDelayMs = 0;

  constructor(base: ClockPort, offsetMs: number) {
    this.#base = base;
    this.#offsetMs = offsetMs;
  }

  now(): number {
    return this.#base.now() + this.#offsetMs;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    this.maxDelayMs = Math.max(this.maxDelayMs, delayMs);
    return this.#base.setTimeout(callback, delayMs);
  }

  clearTimeout(handle: TimerHandle): void {
    this.#base.clearTimeout(handle);
  }
}
