/** WebCryptoRandomAdapter: RandomPort over globalThis.crypto.getRandomValues (browsers, Node ≥ 20, workers). */
import type { RandomPort } from '../../ports/random.port';

/** getRandomValues refuses more than 65,536 bytes per call. */
const MAX_CHUNK = 65_536;

export class WebCryptoRandomAdapter implements RandomPort {
  bytes(length: number): Uint8Array {
    if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`random byte length must be a non-negative integer, got ${length}`);
    const out = new Uint8Array(length);
    for (let offset = 0; offset < length; offset += MAX_CHUNK) {
      globalThis.crypto.getRandomValues(out.subarray(offset, Math.min(length, offset + MAX_CHUNK)));
    }
    return out;
  }
}
