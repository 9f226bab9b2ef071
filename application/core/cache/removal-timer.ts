/** RemovalTimer: TanStack's Removable on ClockPort — one replaceable timer that drops an unobserved entry. */
import type { ClockPort, TimerHandle } from '../../../ports/clock.port';

/**
 * `schedule()` replaces any pending timer (so the delay always counts from the latest reason to keep
 * the entry); `cancel()` is for a returning subscriber.
 *
 * @example
 * const timer = new RemovalTimer(clock, 5000, () => entries.delete(hash));
 * timer.schedule(); // fires 5 s from now unless cancelled or rescheduled
 * timer.cancel();
 * @internal
 */
export class RemovalTimer {
  readonly #clock: ClockPort;
  readonly #delayMs: number;
  readonly #onDue: () => void;
  #handle: TimerHandle | null = null;

  constructor(clock: ClockPort, delayMs: number, onDue: () => void) {
    this.#clock = clock;
    this.#delayMs = delayMs;
    this.#onDue = onDue;
  }

  schedule(): void {
    this.cancel();
    // In the background: an unused entry's removal is no reason for a Node program to stay alive.
    this.#handle = this.#clock.setTimeout(() => {
      this.#handle = null;
      this.#onDue();
    }, this.#delayMs, { background: true });
  }

  cancel(): void {
    if (this.#handle === null) return;
    this.#clock.clearTimeout(this.#handle);
    this.#handle = null;
  }
}
