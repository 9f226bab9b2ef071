/** Web Crypto's SHA-256 (PKCE), counting digests in flight: they run on the thread pool, so the driver waits for them. */
import { WebCryptoDigestAdapter } from '../../adapters/digest/web-crypto-digest.adapter';
import type { DigestPort } from '../../ports/digest.port';

export class CountingDigest implements DigestPort {
  readonly #inner = new WebCryptoDigestAdapter();
  inFlight = 0;

  async sha256(data: Uint8Array): Promise<Uint8Array> {
    this.inFlight++;
    try {
      return await this.#inner.sha256(data);
    } finally {
      this.inFlight--;
    }
  }
}
