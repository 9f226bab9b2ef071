/** Pkce: a fresh PKCE S256 verifier, its challenge and a state (RFC 7636), from the RandomPort and the DigestPort. */
import { PKCE_RANDOM_BYTES } from '../../domain/oauth/pkce';
import { base64UrlEncodeBytes } from '../../domain/shared/base64url';
import { utf8Encode } from '../../domain/shared/utf8';
import type { DigestPort } from '../../ports/digest.port';
import type { RandomPort } from '../../ports/random.port';

export interface PkcePair {
  /** 43 characters, kept by the client. */
  readonly verifier: string;
  /** base64url(SHA-256(verifier)), sent with the authorize request. */
  readonly challenge: string;
  /** 256 random bits, base64url: ties the callback to this browser's verifier. */
  readonly state: string;
}

export class Pkce {
  readonly #random: RandomPort;
  readonly #digest: DigestPort;

  constructor(random: RandomPort, digest: DigestPort) {
    this.#random = random;
    this.#digest = digest;
  }

  async newPair(): Promise<PkcePair> {
    const verifier = base64UrlEncodeBytes(this.#random.bytes(PKCE_RANDOM_BYTES));
    const state = base64UrlEncodeBytes(this.#random.bytes(PKCE_RANDOM_BYTES));
    const challenge = base64UrlEncodeBytes(await this.#digest.sha256(utf8Encode(verifier)));
    return { verifier, challenge, state };
  }
}
