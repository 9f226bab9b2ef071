/**
 * NodeClockAdapter: the system clock on Node, whose background timers (see ClockPort.setTimeout) are unref'd, so they
 * never hold a process open on their own. Kept out of the browser build, where timer handles are plain numbers.
 */
import type { TimerHandle, TimerOptions } from '../../ports/clock.port';
import { SystemClockAdapter } from './system-clock.adapter';

export class NodeClockAdapter extends SystemClockAdapter {
  override setTimeout(callback: () => void, delayMs: number, options?: TimerOptions): TimerHandle {
    const handle = super.setTimeout(callback, delayMs);
    // Node's handles can let go of the process; where a global timer gives a number (jsdom in tests), there is nothing to do.
    if (options?.background === true && typeof (handle as { unref?: unknown }).unref === 'function') (handle as { unref(): void }).unref();
    return handle;
  }
}
