/** SystemClockAdapter: ClockPort over Date.now and the global timers (wrapped in arrows, so test spies still work). */
import type { ClockPort, TimerHandle } from '../../ports/clock.port';

export class SystemClockAdapter implements ClockPort {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return setTimeout(() => callback(), Math.max(0, delayMs));
  }

  clearTimeout(handle: TimerHandle): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  }
}
