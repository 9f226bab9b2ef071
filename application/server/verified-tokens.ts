/**
 * VerifiedTokens: access tokens whose signature, issuer, audience and claims were checked, by their exact text, so the
 * next request with the same token skips the signature (the costly part) and only has its expiry checked again. A
 * changed byte is another text, hence a miss. Bounded: the oldest entry goes first; cleared when the keys change.
 */
import type { AccessTokenClaims } from '../../domain/session/access-token';

export const VERIFIED_TOKENS_LIMIT = 1_000;

export class VerifiedTokens {
  readonly #entries = new Map<string, AccessTokenClaims>();
  readonly #limit: number;

  constructor(limit = VERIFIED_TOKENS_LIMIT) {
    this.#limit = limit;
  }

  get(token: string): AccessTokenClaims | undefined {
    return this.#entries.get(token);
  }

  add(token: string, claims: AccessTokenClaims): void {
    if (this.#entries.size >= this.#limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, claims);
  }

  delete(token: string): void {
    this.#entries.delete(token);
  }

  clear(): void {
    this.#entries.clear();
  }
}
