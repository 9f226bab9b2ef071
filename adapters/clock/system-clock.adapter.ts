/** SystemClockAdapter: ClockPort over Date.now and the global timers (wrapped in arrows, so test spies still work). */
import type { ClockPort, TimerHandle, TimerOptions } from '../../ports/clock.port';

export class SystemClockAdapter implements ClockPort {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, delayMs: number, options?: TimerOptions): TimerHandle {
    const handle = setTimeout(() => callback(), Math.max(0, delayMs));
    // Node's handles can stop holding the process open; a browser's are numbers and have nothing to let go of.
    if (options?.background === true && typeof (handle as { unref?: unknown }).unref === 'function') (handle as { unref(): void }).unref();
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  }
}
