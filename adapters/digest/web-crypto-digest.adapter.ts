/** WebCryptoDigestAdapter: DigestPort over globalThis.crypto.subtle (browsers in secure contexts, Node ≥ 20, workers). */
import type { DigestPort } from '../../ports/digest.port';

export class WebCryptoDigestAdapter implements DigestPort {
  async sha256(data: Uint8Array): Promise<Uint8Array> {
    const subtle = globalThis.crypto?.subtle;
    // Browsers expose crypto.subtle only in secure contexts (https, localhost): say so instead of a TypeError.
    if (subtle === undefined) throw new Error('SHA-256 needs Web Crypto (crypto.subtle): serve the page over https or from localhost.');
    return new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  }
}
