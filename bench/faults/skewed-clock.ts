/** A client's clock: the shared fake clock plus a fixed offset (a machine whose clock is wrong); timers run on the shared one. */
import type { ClockPort, TimerHandle } from '../../ports/clock.port';

export class SkewedClock implements ClockPort {
  readonly #base: ClockPort;
  readonly #offsetMs: number;

  constructor(base: ClockPort, offsetMs: number) {
    this.#base = base;
    this.#offsetMs = offsetMs;
  }

  now(): number {
    return this.#base.now() + this.#offsetMs;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return this.#base.setTimeout(callback, delayMs);
  }

  clearTimeout(handle: TimerHandle): void {
    this.#base.clearTimeout(handle);
  }
}
