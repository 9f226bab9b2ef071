/** WebCryptoRandomAdapter: RandomPort over globalThis.crypto.getRandomValues (browsers, Node ≥ 20, workers). */
import type { RandomPort } from '../../ports/random.port';

/** getRandomValues refuses more than 65,536 bytes per call. */
const MAX_CHUNK = 65_536;
/**
 * Small draws (a request nonce is 28 bytes, every attempt) come from a pool refilled 4 KiB at a time: one
 * getRandomValues call costs about as much for 4 KiB as for 28 bytes, so a request pays ~1/146 of it (Node's
 * randomBytes pools the same way). Each byte is handed out once and copied out, never shared between draws.
 */
const POOL_SIZE = 4_096;
const POOLED_MAX = 256;

export class WebCryptoRandomAdapter implements RandomPort {
  readonly #pool = new Uint8Array(POOL_SIZE);
  #used = POOL_SIZE;

  bytes(length: number): Uint8Array {
    if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`random byte length must be a non-negative integer, got ${length}`);
    if (length <= POOLED_MAX) return this.#fromPool(length);
    const out = new Uint8Array(length);
    for (let offset = 0; offset < length; offset += MAX_CHUNK) {
      globalThis.crypto.getRandomValues(out.subarray(offset, Math.min(length, offset + MAX_CHUNK)));
    }
    return out;
  }

  #fromPool(length: number): Uint8Array {
    if (this.#used + length > POOL_SIZE) {
      globalThis.crypto.getRandomValues(this.#pool);
      this.#used = 0;
    }
    const out = this.#pool.slice(this.#used, this.#used + length);
    this.#pool.fill(0, this.#used, this.#used + length); // drawn bytes do not stay behind in the pool
    this.#used += length;
    return out;
  }
}
