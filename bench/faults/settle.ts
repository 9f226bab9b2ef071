/**
 * Driving a scenario on the fake clock: let every queued job run, then jump to the next due timer, until the
 * watched promises settle or the horizon passes. What is still pending then is hung.
 */
import type { FakeClockAdapter } from '../../adapters/clock/fake-clock.adapter';
import type { Tracked } from './tracked';

const macrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function flushJobs(rounds = 2): Promise<void> {
  for (let i = 0; i < rounds; i++) await macrotask();
}

/** What changes when the system makes progress: pending timers and the earliest one, settled promises. */
const signature = (clock: FakeClockAdapter, watched: readonly Tracked<unknown>[]): string =>
  `${clock.pending()}:${clock.nextDueAt()}:${watched.filter((t) => t.settled).length}`;

/**
 * Runs queued work until nothing moves for QUIET_ROUNDS macrotasks in a row (reading an in-memory Response body takes
 * a few), so the clock never jumps to a timeout while an answer is still on its way.
 */
const QUIET_ROUNDS = 6;
async function quiesce(clock: FakeClockAdapter, watched: readonly Tracked<unknown>[], busy: () => boolean): Promise<void> {
  let quiet = 0;
  let last = signature(clock, watched);
  while (quiet < QUIET_ROUNDS || busy()) {
    await macrotask();
    const now = signature(clock, watched);
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

/** Returns how many of `watched` are still pending after `horizonMs` of virtual time. */
export async function settle(clock: FakeClockAdapter, watched: readonly Tracked<unknown>[], horizonMs: number, busy: () => boolean): Promise<number> {
  const end = clock.now() + horizonMs;
  for (;;) {
    await quiesce(clock, watched, busy);
    if (watched.every((t) => t.settled)) return 0;
    const next = clock.nextDueAt();
    if (next === null || next > end) break;
    clock.advance(Math.max(0, next - clock.now()));
  }
  return watched.filter((t) => !t.settled).length;
}

/** Lets `ms` of virtual time pass, running every timer in order with its async follow-ups. */
export async function idle(clock: FakeClockAdapter, ms: number, busy: () => boolean): Promise<void> {
  const end = clock.now() + ms;
  for (;;) {
    await quiesce(clock, [], busy);
    const next = clock.nextDueAt();
    if (next === null || next > end) break;
    clock.advance(Math.max(0, next - clock.now()));
  }
  clock.advance(Math.max(0, end - clock.now()));
  await flushJobs();
}
