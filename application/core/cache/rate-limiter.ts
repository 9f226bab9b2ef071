/** RateLimiter: runs one task at a time, starts at least `throttleMs` apart, and batches callers who arrive before a start. */
import type { ClockPort, TimerHandle } from '../../../ports/clock.port';

/** The callers who share one run of the task. */
interface Batch<V> {
  readonly promise: Promise<V>;
  readonly resolve: (value: V) => void;
  readonly reject: (error: unknown) => void;
}

function newBatch<V>(): Batch<V> {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The official SDK's `rateLimited({concurrency: 1, throttleMs: 300, batchCalls: true})`, on ClockPort.
 * A caller who arrives while a run is in flight does not join it (it may have started before the
 * caller's reason to ask, e.g. a mutation): it joins the next run, which starts once the current one
 * has settled and `throttleMs` after the current one started. Even the first run starts one promise
 * job later, so callers in the same synchronous turn share it.
 *
 * @example
 * const limiter = new RateLimiter(clock, () => api.getUser(), 300);
 * const [a, b] = await Promise.all([limiter.run(), limiter.run()]); // one request
 * @internal
 */
export class RateLimiter<V> {
  readonly #clock: ClockPort;
  readonly #task: () => Promise<V>;
  readonly #throttleMs: number;
  #queued: Batch<V> | null = null;
  #inFlight: Batch<V> | null = null;
  #lastStartAt: number | null = null;
  #timer: TimerHandle | null = null;
  #startScheduled = false;
  #disposed = false;

  constructor(clock: ClockPort, task: () => Promise<V>, throttleMs: number) {
    this.#clock = clock;
    this.#task = task;
    this.#throttleMs = throttleMs;
  }

  /** Joins the next run (queued, or a new one); settles with that run's outcome. */
  run(): Promise<V> {
    if (this.#disposed) return Promise.reject(new Error('RateLimiter: disposed'));
    this.#queued ??= newBatch<V>();
    const { promise } = this.#queued;
    this.#pump();
    return promise;
  }

  /** True while a run is in flight or callers wait for the next one. */
  isBusy(): boolean {
    return this.#inFlight !== null || this.#queued !== null;
  }

  /** Rejects every waiting caller with `reason` (a run in flight still finishes, its outcome goes nowhere). */
  dispose(reason: unknown): void {
    this.#disposed = true;
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    this.#queued?.reject(reason);
    this.#inFlight?.reject(reason);
    this.#queued = null;
    this.#inFlight = null;
  }

  /** Schedules the queued batch's start: after the run in flight, and not before the throttle allows. */
  #pump(): void {
    if (this.#disposed || this.#inFlight !== null || this.#queued === null) return;
    if (this.#timer !== null || this.#startScheduled) return;
    const waitMs = this.#lastStartAt === null ? 0 : this.#lastStartAt + this.#throttleMs - this.#clock.now();
    if (waitMs > 0) {
      this.#timer = this.#clock.setTimeout(() => {
        this.#timer = null;
        this.#pump();
      }, waitMs);
      return;
    }
    // One promise job of delay (not a clock timer) is what lets same-turn callers batch without time passing.
    this.#startScheduled = true;
    void Promise.resolve().then(() => {
      this.#startScheduled = false;
      this.#start();
    });
  }

  #start(): void {
    const batch = this.#queued;
    if (this.#disposed || this.#inFlight !== null || batch === null) return;
    this.#queued = null;
    this.#inFlight = batch;
    this.#lastStartAt = this.#clock.now();
    const settled = (): void => {
      if (this.#inFlight === batch) this.#inFlight = null;
      this.#pump();
    };
    this.#invokeTask().then(
      (value) => (batch.resolve(value), settled()),
      (error: unknown) => (batch.reject(error), settled()),
    );
  }

  /** A task that throws synchronously counts as a rejected run. */
  #invokeTask(): Promise<V> {
    try {
      return this.#task();
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
