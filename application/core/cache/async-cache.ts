/** AsyncCache: the registry of keyed entries — get (write-only), read/subscribe (read-write), invalidate, set, refresh. */
import type { ClockPort } from '../../../ports/clock.port';
import { serialiseKey } from './cache-key';
import { CacheEntry, type SnapshotListener } from './cache-entry';
import { CacheEntryRemovedError } from './cache-entry-removed-error';
import { resolveCacheOptions, type CacheOptions, type ResolvedCacheOptions } from './cache-options';
import { PENDING, type CacheSnapshot } from './cache-snapshot';

/**
 * Which entries an operation applies to: one key, or every key the predicate accepts.
 *
 * @example
 * const allTeams: KeyTarget<[string, string]> = ([kind]) => kind === 'team';
 * @public
 */
export type KeyTarget<K extends readonly unknown[]> = K | ((key: K) => boolean);

const ignore = (): void => undefined;

/**
 * The official SDK's AsyncCache (protocol §6.7) on ClockPort. Per key: at most one fetch in flight,
 * starts ≥ 300 ms apart, callers of one turn batched onto one request; an entry is dropped 5 s after
 * its last subscriber leaves, or 5 s after it was last written if nobody ever subscribed.
 * Keys are tuples of JSON data, serialised with sorted object keys.
 *
 * @example
 * const users = new AsyncCache<[userId: string], User>(clock, ([id]) => api.getUser(id));
 * const fresh = await users.get(['u1']);                        // always fetches ("write-only")
 * const off = users.subscribe(['u1'], (s) => render(s));         // serves the cache, fetches if missing
 * users.set(['u1'], { ...fresh, displayName: 'Ada' });          // optimistic write after a mutation
 * users.invalidate(([id]) => id === 'u1');                      // observed entries refetch now
 * off();
 * @public
 */
export class AsyncCache<K extends readonly unknown[], V> {
  readonly #clock: ClockPort;
  readonly #fetcher: (key: K) => Promise<V>;
  readonly #options: ResolvedCacheOptions;
  readonly #entries = new Map<string, { readonly key: K; readonly entry: CacheEntry<V> }>();

  constructor(clock: ClockPort, fetcher: (key: K) => Promise<V>, options?: CacheOptions) {
    this.#clock = clock;
    this.#fetcher = fetcher;
    this.#options = resolveCacheOptions(options);
  }

  /** "Write-only" (the SDK's getX): always fetches, stores the outcome, resolves or rejects with it. */
  get(key: K): Promise<V> {
    return this.#ensureEntry(key).fetch();
  }

  /** "Read-write": the cached snapshot now; starts a background fetch when missing or stale. */
  read(key: K): CacheSnapshot<V> {
    const entry = this.#ensureEntry(key);
    entry.ensure();
    return entry.getSnapshot();
  }

  /** The cached snapshot without side effects (PENDING when there is no entry). For getSnapshot() bridges. */
  peek(key: K): CacheSnapshot<V> {
    return this.#entries.get(serialiseKey(key))?.entry.getSnapshot() ?? PENDING;
  }

  /** Observes a key: fetches when missing or stale; the listener hears each later state change once. */
  subscribe(key: K, listener: SnapshotListener<V>): () => void {
    return this.#ensureEntry(key).subscribe(listener);
  }

  /** Optimistic write after a mutation; creates the entry if needed. */
  set(key: K, value: V): void {
    this.#ensureEntry(key).set(value);
  }

  /** Marks entries stale: those with subscribers refetch now, the others when next read. */
  invalidate(target: KeyTarget<K>): void {
    for (const entry of this.#select(target)) entry.invalidate();
  }

  /** Refetches an existing entry (errors become its state); resolves when that fetch settled. No entry, no fetch. */
  async refresh(key: K): Promise<void> {
    await this.#entries.get(serialiseKey(key))?.entry.fetch().catch(ignore);
  }

  /** Drops entries now; their waiting get() callers reject with `reason`, their listeners hear nothing more. */
  remove(target: KeyTarget<K>, reason: unknown = new CacheEntryRemovedError('The cache entry was removed.')): void {
    for (const [hash, { key, entry }] of [...this.#entries]) {
      if (!this.#matches(target, key, hash)) continue;
      this.#entries.delete(hash);
      entry.remove(reason);
    }
  }

  /** True while an entry exists for the key. */
  has(key: K): boolean {
    return this.#entries.has(serialiseKey(key));
  }

  /** True while the key's entry has a fetch in flight or queued. */
  isFetching(key: K): boolean {
    return this.#entries.get(serialiseKey(key))?.entry.isFetching() ?? false;
  }

  /** Number of live entries. */
  get size(): number {
    return this.#entries.size;
  }

  #ensureEntry(key: K): CacheEntry<V> {
    const hash = serialiseKey(key);
    const existing = this.#entries.get(hash);
    if (existing !== undefined) return existing.entry;
    const frozenKey = Object.freeze([...key]) as unknown as K;
    const entry: CacheEntry<V> = new CacheEntry<V>({
      clock: this.#clock,
      options: this.#options,
      fetch: () => this.#fetcher(frozenKey),
      // Only forget this very entry: a newer one under the same hash is not ours to drop.
      onExpired: () => {
        if (this.#entries.get(hash)?.entry === entry) this.#entries.delete(hash);
      },
    });
    this.#entries.set(hash, { key: frozenKey, entry });
    return entry;
  }

  #select(target: KeyTarget<K>): CacheEntry<V>[] {
    return [...this.#entries].filter(([hash, { key }]) => this.#matches(target, key, hash)).map(([, { entry }]) => entry);
  }

  #matches(target: KeyTarget<K>, key: K, hash: string): boolean {
    return typeof target === 'function' ? target(key) : serialiseKey(target) === hash;
  }
}
