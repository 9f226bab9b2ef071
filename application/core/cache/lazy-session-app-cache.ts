/**
 * LazySessionAppCache: the AppCache of client apps. The session-keyed cache behind it (SessionAppCache and its engine:
 * entries, throttling, removal timers, session keying) is loaded on the first read or subscription, so a page carries
 * this shell up front. Nothing is cached before that load, so until then peek answers PENDING and invalidate has
 * nothing to mark stale. A failed load rejects the read (a subscriber gets an error snapshot) with a NetworkError; the
 * next use tries again.
 */
import { InternalAssertionError } from '../../../domain/errors/internal-assertion-error';
import type { ClockPort } from '../../../ports/clock.port';
import type { TokenStorePort } from '../../../ports/token-store.port';
import type { SessionManager } from '../session/session-manager';
import type { AppCache, CacheKey } from './app-cache';
import { PENDING, type CacheSnapshot } from './cache-snapshot';
import { loadChunk } from '../load-chunk';
import type { SessionAppCache } from './session-app-cache';

/** A key read without a loader is a bug in Portcullis (every read and subscription names its loader). */
const missingLoader = (key: string): Error => new InternalAssertionError(`no loader for cache key ${key}`);

const cacheModule = () => loadChunk('cache', () => import('./session-app-cache'));

/**
 * @example
 * const cache = new LazySessionAppCache(sessionManager, tokenStore, clock);
 * const me = await cache.read(['users', 'me'], () => users.getMe()); // loads the cache's code, then reads through it
 * @internal
 */
export class LazySessionAppCache implements AppCache {
  readonly #session: SessionManager;
  readonly #tokens: TokenStorePort;
  readonly #clock: ClockPort;
  #cache: SessionAppCache | null = null;
  #disposed = false;

  constructor(session: SessionManager, tokens: TokenStorePort, clock: ClockPort) {
    this.#session = session;
    this.#tokens = tokens;
    this.#clock = clock;
  }

  read<T>(key: CacheKey, load: () => Promise<T>): Promise<T> {
    if (this.#cache !== null) return this.#cache.read(key, load);
    return this.#loaded().then((cache) => cache.read(key, load));
  }

  invalidate(prefix: CacheKey): void {
    this.#cache?.invalidate(prefix);
  }

  subscribe<T>(key: CacheKey, load: () => Promise<T>, listener: (snapshot: CacheSnapshot<T>) => void): () => void {
    if (this.#cache !== null) return this.#cache.subscribe(key, load, listener);
    let active = true;
    let off: (() => void) | null = null;
    this.#loaded().then(
      (cache) => {
        if (!active) return;
        off = cache.subscribe(key, load, listener);
        // The caller saw PENDING; another subscriber's fetch may have settled the entry while this one waited for the
        // code (a signed-out getUser needs no request), and the cache only reports later changes: say it now.
        const now = cache.peek<T>(key);
        if (now.status !== 'pending') listener(now);
      },
      (error: unknown) => {
        if (active) listener({ status: 'error', error, updatedAt: this.#clock.now() });
      },
    );
    return () => {
      active = false;
      off?.();
    };
  }

  peek<T>(key: CacheKey): CacheSnapshot<T> {
    return this.#cache === null ? PENDING : this.#cache.peek<T>(key);
  }

  /** Stops following the session (the container's unbindAll calls it); a cache loaded later starts disposed too. */
  dispose(): void {
    this.#disposed = true;
    this.#cache?.dispose();
  }

  async #loaded(): Promise<SessionAppCache> {
    const { SessionAppCache } = await cacheModule();
    if (this.#cache === null) {
      this.#cache = new SessionAppCache(this.#session, this.#tokens, this.#clock, missingLoader);
      if (this.#disposed) this.#cache.dispose();
    }
    return this.#cache;
  }
}
