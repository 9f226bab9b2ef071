/**
 * Cross-tab mutual exclusion over the Web Locks API (`navigator.locks`), for the cookie token store: tabs sharing the
 * cookies refresh one at a time, so an expired token is refreshed once between them. A holder that never lets go (a
 * frozen or crashed tab) blocks the others only until the acquire timeout, after which the lock is stolen.
 */
import type { ClockPort } from '../../ports/clock.port';

/** The part of the Web Locks API the store uses (exclusive mode only). */
export interface LockManagerLike {
  request<T>(name: string, options: { readonly signal?: AbortSignal; readonly steal?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** Fault class C6 (bench/faults/) proposes ≤ 10 s: long enough for a slow refresh, short enough that a frozen tab is not noticed. */
export const LOCK_ACQUIRE_TIMEOUT_MS = 10_000;

export interface TabLockOptions {
  readonly locks: LockManagerLike;
  readonly clock: ClockPort;
  readonly name: string;
  readonly acquireTimeoutMs?: number;
}

/**
 * Runs `task` while holding the named lock. When the lock cannot be had within the acquire timeout, it is stolen
 * (`steal: true` releases the frozen holder's claim) and the task runs anyway: a duplicate refresh is harmless, a
 * page stuck behind a frozen tab is not. Errors of the task pass through unchanged.
 */
export async function runWithTabLock<T>(options: TabLockOptions, task: () => Promise<T>): Promise<T> {
  const { locks, clock, name } = options;
  const controller = new AbortController();
  // Once started, the task's own outcome is the answer: when another tab steals the lock meanwhile (it timed out behind
  // us), the lock request rejects with an AbortError, but the task keeps running and its result is still ours.
  let running: Promise<T> | null = null;
  const run = (): Promise<T> => (running = task());
  const timer = clock.setTimeout(() => controller.abort(), options.acquireTimeoutMs ?? LOCK_ACQUIRE_TIMEOUT_MS);
  try {
    return await locks.request(name, { signal: controller.signal }, () => {
      clock.clearTimeout(timer);
      return run();
    });
  } catch (error) {
    if (running !== null) return running;
    if (!controller.signal.aborted) throw error;
    return await locks.request(name, { steal: true }, run).catch((stolenFrom: unknown) => {
      if (running !== null) return running;
      throw stolenFrom;
    });
  } finally {
    clock.clearTimeout(timer);
  }
}
