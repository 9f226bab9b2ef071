/**
 * SeededRandomAdapter — FOR TESTS ONLY: a deterministic RandomPort (splitmix32), so nonces and jitter
 * are reproducible. Never bind it outside the memory/test composition: it is not a CSPRNG.
 */
import type { RandomPort } from '../../ports/random.port';

export class SeededRandomAdapter implements RandomPort {
  #state: number;

  constructor(seed = 1) {
    this.#state = seed >>> 0;
  }

  bytes(length: number): Uint8Array {
    if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`random byte length must be a non-negative integer, got ${length}`);
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      const word = this.#next();
      for (let j = 0; j < 4 && i + j < length; j++) out[i + j] = (word >>> (8 * j)) & 0xff;
    }
    return out;
  }

  // splitmix32: a well-mixed 32-bit step, good enough for reproducible test data.
  #next(): number {
    this.#state = (this.#state + 0x9e3779b9) >>> 0;
    let z = this.#state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  }
}
