/**
 * JwksCache: the project's signing keys, fetched once and kept. A token naming an unknown `kid` (a rotation) fetches
 * them again — at most once per `minRefetchIntervalMs`, so a flood of forged kids cannot hammer the service.
 * Concurrent loads share one request.
 */
import type { ClockPort } from '../../ports/clock.port';
import type { JsonWebKeySet } from '../../ports/jwt-verifier.port';

/** A token with an unknown key fetches the keys again at most this often. */
export const JWKS_MIN_REFETCH_INTERVAL_MS = 30_000;

export class JwksCache {
  readonly #load: () => Promise<JsonWebKeySet>;
  readonly #clock: ClockPort;
  readonly #minRefetchIntervalMs: number;
  #keys: JsonWebKeySet | null = null;
  #fetchedAt = Number.NEGATIVE_INFINITY;
  #inFlight: Promise<JsonWebKeySet> | null = null;

  constructor(load: () => Promise<JsonWebKeySet>, clock: ClockPort, minRefetchIntervalMs = JWKS_MIN_REFETCH_INTERVAL_MS) {
    this.#load = load;
    this.#clock = clock;
    this.#minRefetchIntervalMs = minRefetchIntervalMs;
  }

  /** The cached keys without waiting; null before the first fetch. */
  get cached(): JsonWebKeySet | null {
    return this.#keys;
  }

  /** The cached keys, fetched on first use (a failed fetch throws and the next call tries again). */
  keys(): Promise<JsonWebKeySet> {
    return this.#keys === null ? this.#fetch() : Promise.resolve(this.#keys);
  }

  /**
   * After a token named a key not in `stale`: the newer keys if someone fetched them meanwhile, else a new fetch —
   * unless the last one is less than the interval old, then null (the token is refused without asking).
   */
  async afterUnknownKey(stale: JsonWebKeySet): Promise<JsonWebKeySet | null> {
    if (this.#keys !== null && this.#keys !== stale) return this.#keys;
    if (this.#inFlight !== null) return this.#inFlight;
    if (this.#clock.now() - this.#fetchedAt < this.#minRefetchIntervalMs) return null;
    return this.#fetch();
  }

  #fetch(): Promise<JsonWebKeySet> {
    this.#inFlight ??= this.#fetchOnce().finally(() => {
      this.#inFlight = null;
    });
    return this.#inFlight;
  }

  async #fetchOnce(): Promise<JsonWebKeySet> {
    // Counted from the attempt, so a failing service is not asked again at once either.
    this.#fetchedAt = this.#clock.now();
    const keys = await this.#load();
    this.#keys = keys;
    return keys;
  }
}
