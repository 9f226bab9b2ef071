/**
 * NodeClockAdapter: the system clock on Node, whose background timers (see ClockPort.setTimeout) are unref'd, so they
 * never hold a process open on their own. Kept out of the browser build, where timer handles are plain numbers.
 */
import type { TimerHandle, TimerOptions } from '../../ports/clock.port';
import { SystemClockAdapter } from './system-clock.adapter';

export class NodeClockAdapter extends SystemClockAdapter {
  override setTimeout(callback: () => void, delayMs: number, options?: TimerOptions): TimerHandle {
    const handle = super.setTimeout(callback, delayMs) as ReturnType<typeof setTimeout>;
    if (options?.background === true) handle.unref();
    return handle;
  }
}
