/** FakeClockAdapter: a manual ClockPort for tests; time moves only when advance()/set() say so. */
import type { ClockPort, TimerHandle } from '../../ports/clock.port';

interface FakeTimer {
  readonly id: number;
  readonly dueAt: number;
  readonly callback: () => void;
}

/** Lets queued promise jobs run (setImmediate runs after the whole microtask queue drains). */
const flushPromiseJobs = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * Timers fire in due order (ties in scheduling order), including timers scheduled by fired callbacks
 * that fall due within the same advance. A timer with a delay of 0 fires on the next advance, even
 * advance(0).
 */
export class FakeClockAdapter implements ClockPort {
  #now: number;
  #nextId = 1;
  #timers: FakeTimer[] = [];

  constructor(startMs = 0) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    const id = this.#nextId++;
    this.#timers.push({ id, dueAt: this.#now + Math.max(0, delayMs), callback });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.#timers = this.#timers.filter((t) => t.id !== handle);
  }

  /** Moves the clock to `ms` without firing anything (a wall-clock jump; timers stay due at their times). */
  set(ms: number): void {
    this.#now = ms;
  }

  /** Moves time forward by `ms`, firing every timer that falls due, synchronously, in order. */
  advance(ms: number): void {
    const target = this.#now + Math.max(0, ms);
    for (let timer = this.#takeDue(target); timer; timer = this.#takeDue(target)) timer.callback();
    this.#now = Math.max(this.#now, target);
  }

  /** Like advance(), but lets promise jobs run before and after each timer, so async chains can schedule more timers. */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.#now + Math.max(0, ms);
    await flushPromiseJobs();
    for (let timer = this.#takeDue(target); timer; timer = this.#takeDue(target)) {
      timer.callback();
      await flushPromiseJobs();
    }
    this.#now = Math.max(this.#now, target);
    await flushPromiseJobs();
  }

  /** Advances to the next pending timer (async flavour) until none is left or `maxTimers` fired; returns how many fired. */
  async runAllAsync(maxTimers = 1000): Promise<number> {
    let fired = 0;
    await flushPromiseJobs();
    while (fired < maxTimers && this.#timers.length > 0) {
      const next = this.nextDueAt()!;
      await this.advanceAsync(Math.max(0, next - this.#now));
      fired++;
    }
    return fired;
  }

  /** Number of timers scheduled and not yet fired or cleared. */
  pending(): number {
    return this.#timers.length;
  }

  /** Due time of the earliest pending timer, or null. */
  nextDueAt(): number | null {
    return this.#timers.reduce<number | null>((min, t) => (min === null || t.dueAt < min ? t.dueAt : min), null);
  }

  #takeDue(target: number): FakeTimer | undefined {
    let best: FakeTimer | undefined;
    for (const t of this.#timers) if (t.dueAt <= target && (best === undefined || t.dueAt < best.dueAt)) best = t;
    if (best === undefined) return undefined;
    this.#timers = this.#timers.filter((t) => t !== best);
    this.#now = Math.max(this.#now, best.dueAt);
    return best;
  }
}
