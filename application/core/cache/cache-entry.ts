/** CacheEntry: one keyed value — state transitions, rate-limited fetches, observers and its removal timer. */
import type { ClockPort } from '../../../ports/clock.port';
import { PENDING, type CacheSnapshot } from './cache-snapshot';
import type { ResolvedCacheOptions } from './cache-options';
import { RateLimiter } from './rate-limiter';
import { RemovalTimer } from './removal-timer';
import { Subscribable } from './subscribable';

/** Listener of one entry: called once per state change with the new snapshot. */
export type SnapshotListener<V> = (snapshot: CacheSnapshot<V>) => void;

/** What the entry needs from its owner. */
export interface CacheEntryDeps<V> {
  readonly clock: ClockPort;
  readonly options: ResolvedCacheOptions;
  readonly fetch: () => Promise<V>;
  /** Called when the removal timer finds the entry unobserved and idle: the owner forgets it. */
  readonly onExpired: () => void;
}

const ignore = (): void => undefined;

/**
 * Fetch outcomes are written only if nothing made them obsolete meanwhile: a removed entry (the
 * session changed) takes no writes at all, and a `set()` after the fetch started (an optimistic
 * write after a mutation) wins over the older answer. An invalidation during a fetch keeps the entry
 * stale, so the pre-mutation answer is not taken as fresh.
 *
 * @example
 * const entry = new CacheEntry<string>({ clock, options: resolveCacheOptions(), fetch: () => api.getName(), onExpired: () => {} });
 * const off = entry.subscribe((snapshot) => console.log(snapshot.status)); // starts a fetch
 * off(); // dropped 5 s later unless someone subscribes again
 * @internal
 */
export class CacheEntry<V> extends Subscribable<SnapshotListener<V>> {
  readonly #deps: CacheEntryDeps<V>;
  readonly #limiter: RateLimiter<V>;
  readonly #removal: RemovalTimer;
  #snapshot: CacheSnapshot<V> = PENDING;
  #stale = false;
  #sets = 0;
  #invalidations = 0;
  #removed = false;

  constructor(deps: CacheEntryDeps<V>) {
    super();
    this.#deps = deps;
    this.#limiter = new RateLimiter(deps.clock, () => this.#runFetch(), deps.options.throttleMs);
    this.#removal = new RemovalTimer(deps.clock, deps.options.gcAfterMs, () => this.#expireIfUnused());
    this.#removal.schedule();
  }

  getSnapshot(): CacheSnapshot<V> {
    return this.#snapshot;
  }

  /** "Write-only": always fetches (batched, rate-limited), stores the outcome, and settles with it. */
  fetch(): Promise<V> {
    return this.#limiter.run();
  }

  /** "Read-write": fetches in the background when there is no value yet or it is stale, unless already fetching. */
  ensure(): void {
    if (this.#removed || this.#limiter.isBusy()) return;
    if (this.#snapshot.status === 'pending' || this.#stale) this.fetch().catch(ignore);
  }

  /** Marks the value stale; an observed entry refetches now, an unobserved one on its next read. */
  invalidate(): void {
    this.#invalidations++;
    this.#stale = true;
    if (this.hasListeners()) this.fetch().catch(ignore);
  }

  /** Optimistic write (after a mutation): replaces the value at once; fetches already started cannot overwrite it. */
  set(value: V): void {
    if (this.#removed) return;
    this.#sets++;
    this.#stale = false;
    this.#write({ status: 'success', value, updatedAt: this.#deps.clock.now() });
  }

  /** True while a fetch is in flight or queued. */
  isFetching(): boolean {
    return this.#limiter.isBusy();
  }

  /** Drops the entry now: waiting callers get `reason`, late fetch outcomes go nowhere, listeners hear nothing more. */
  remove(reason: unknown): void {
    if (this.#removed) return;
    this.#removed = true;
    this.#removal.cancel();
    this.#limiter.dispose(reason);
  }

  protected override onSubscribe(): void {
    this.#removal.cancel();
    this.ensure();
  }

  protected override onUnsubscribe(): void {
    if (!this.hasListeners() && !this.#removed) this.#removal.schedule();
  }

  async #runFetch(): Promise<V> {
    const sets = this.#sets;
    const invalidations = this.#invalidations;
    try {
      const value = await this.#deps.fetch();
      this.#commit(sets, invalidations, { status: 'success', value, updatedAt: this.#deps.clock.now() });
      return value;
    } catch (error) {
      this.#commit(sets, invalidations, { status: 'error', error, updatedAt: this.#deps.clock.now() });
      throw error;
    } finally {
      // Even an outcome that was not written (a set() won) restarts the countdown the busy fetch postponed.
      if (!this.#removed && !this.hasListeners()) this.#removal.schedule();
    }
  }

  #commit(sets: number, invalidations: number, next: CacheSnapshot<V>): void {
    if (this.#removed || sets !== this.#sets) return;
    this.#stale = invalidations !== this.#invalidations;
    this.#write(next);
  }

  /** Every write restarts the unobserved entry's countdown ("dropped ~5 s after being set"). */
  #write(next: CacheSnapshot<V>): void {
    this.#snapshot = next;
    if (!this.hasListeners()) this.#removal.schedule();
    this.notify(next);
  }

  /** A fetch in flight keeps the entry: its settling writes and so re-arms the timer. */
  #expireIfUnused(): void {
    if (this.#removed || this.hasListeners() || this.#limiter.isBusy()) return;
    this.remove(new Error('CacheEntry: expired'));
    this.#deps.onExpired();
  }
}
