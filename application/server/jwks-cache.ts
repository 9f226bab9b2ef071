/**
 * JwksCache: the project's signing keys, fetched on first use and kept for at most `maxAgeMs`, then fetched again
 * before the next verification, so a key the project withdrew stops being trusted within that time. A token naming
 * an unknown `kid` (a rotation) fetches them early, at most once per `minRefetchIntervalMs`, so a flood of forged kids
 * cannot hammer the service; a failed fetch is not repeated before a back-off (1 s, doubling to that interval), so
 * neither can a flood of tokens while the service is down. Concurrent loads share one request.
 */
import type { ClockPort } from '../../ports/clock.port';
import type { JsonWebKeySet } from '../../ports/jwt-verifier.port';

/**
 * The longest a fetched key set is trusted: as jose's `createRemoteJWKSet` (`cacheMaxAge`), halved. A withdrawn key
 * is refused at most 5 minutes after it left the set, at the cost of one small request per 5 minutes per process.
 */
export const JWKS_MAX_AGE_MS = 300_000;
/** A token with an unknown key fetches the keys again at most this often (jose's `cooldownDuration`). */
export const JWKS_MIN_REFETCH_INTERVAL_MS = 30_000;
/** The first wait after a failed fetch; it doubles with each failure in a row, up to JWKS_MIN_REFETCH_INTERVAL_MS. */
export const JWKS_FIRST_BACK_OFF_MS = 1_000;

export interface JwksCacheTimings {
  readonly maxAgeMs: number;
  readonly minRefetchIntervalMs: number;
  readonly firstBackOffMs: number;
}

const DEFAULT_TIMINGS: JwksCacheTimings = {
  maxAgeMs: JWKS_MAX_AGE_MS, minRefetchIntervalMs: JWKS_MIN_REFETCH_INTERVAL_MS, firstBackOffMs: JWKS_FIRST_BACK_OFF_MS,
};

/** The last failed fetch: its error is given again, without a request, until `retryAt`. */
interface Failure {
  readonly error: unknown;
  readonly retryAt: number;
  readonly inARow: number;
}

const sameKeys = (a: JsonWebKeySet, b: JsonWebKeySet): boolean => JSON.stringify(a) === JSON.stringify(b);

export class JwksCache {
  readonly #load: () => Promise<JsonWebKeySet>;
  readonly #clock: ClockPort;
  readonly #timings: JwksCacheTimings;
  #keys: JsonWebKeySet | null = null;
  #fetchedAt = Number.NEGATIVE_INFINITY;
  #attemptedAt = Number.NEGATIVE_INFINITY;
  #failure: Failure | null = null;
  #inFlight: Promise<JsonWebKeySet> | null = null;

  constructor(load: () => Promise<JsonWebKeySet>, clock: ClockPort, timings: Partial<JwksCacheTimings> = {}) {
    this.#load = load;
    this.#clock = clock;
    this.#timings = { ...DEFAULT_TIMINGS, ...timings };
  }

  /**
   * The keys, fetched on first use and again once older than the maximum age. While a failed fetch backs off, its
   * error is thrown again without a request; stale keys are never used past their age.
   */
  keys(): Promise<JsonWebKeySet> {
    if (this.#keys !== null && this.#clock.now() - this.#fetchedAt < this.#timings.maxAgeMs) return Promise.resolve(this.#keys);
    return this.#fetch();
  }

  /**
   * After a token named a key not in `stale`: the newer keys if someone fetched them meanwhile, else a new fetch —
   * unless the last attempt is less than the interval old, then null (the token is refused without asking).
   */
  async afterUnknownKey(stale: JsonWebKeySet): Promise<JsonWebKeySet | null> {
    if (this.#keys !== null && this.#keys !== stale) return this.#keys;
    if (this.#inFlight !== null) return this.#inFlight;
    if (this.#clock.now() - this.#attemptedAt < this.#timings.minRefetchIntervalMs) return null;
    return this.#fetch();
  }

  #fetch(): Promise<JsonWebKeySet> {
    if (this.#inFlight !== null) return this.#inFlight;
    const failure = this.#failure;
    if (failure !== null && this.#clock.now() < failure.retryAt) return Promise.reject(failure.error);
    this.#inFlight = this.#fetchOnce().finally(() => {
      this.#inFlight = null;
    });
    return this.#inFlight;
  }

  async #fetchOnce(): Promise<JsonWebKeySet> {
    this.#attemptedAt = this.#clock.now();
    try {
      const keys = await this.#load();
      // The same keys keep the same object: what was verified with them (and jose's imported keys) stays valid.
      if (this.#keys === null || !sameKeys(this.#keys, keys)) this.#keys = keys;
      this.#fetchedAt = this.#clock.now();
      this.#failure = null;
      return this.#keys;
    } catch (error) {
      this.#failure = this.#backOffAfter(error);
      throw error;
    }
  }

  #backOffAfter(error: unknown): Failure {
    const inARow = (this.#failure?.inARow ?? 0) + 1;
    const wait = Math.min(this.#timings.firstBackOffMs * 2 ** (inARow - 1), this.#timings.minRefetchIntervalMs);
    return { error, retryAt: this.#clock.now() + wait, inARow };
  }
}
