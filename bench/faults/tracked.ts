/** A promise under observation: whether and when it settled, with what. Rejections are kept, never unhandled. */
import type { ClockPort } from '../../ports/clock.port';

export class Tracked<T> {
  settled = false;
  settledAt: number | null = null;
  value: T | undefined;
  error: unknown;
  rejected = false;
  readonly startedAt: number;

  constructor(promise: Promise<T>, clock: ClockPort) {
    this.startedAt = clock.now();
    promise.then(
      (value) => {
        this.value = value;
        this.#settle(clock);
      },
      (error: unknown) => {
        this.error = error;
        this.rejected = true;
        this.#settle(clock);
      },
    );
  }

  get fulfilled(): boolean {
    return this.settled && !this.rejected;
  }

  #settle(clock: ClockPort): void {
    this.settled = true;
    this.settledAt = clock.now();
  }
}
