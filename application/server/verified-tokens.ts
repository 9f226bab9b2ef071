/**
 * VerifiedTokens: access tokens whose signature, issuer, audience and claims were checked, by their exact text, so the
 * next request with the same token skips the signature (the costly part) and only has its expiry checked again. A
 * changed byte is another text, hence a miss (and only canonical texts get here). Each entry remembers the key set
 * that vouched for it: once the keys change (a rotation, a withdrawn key), it is a miss and is checked again. Bounded:
 * the oldest entry goes first.
 */
import type { AccessTokenClaims } from '../../domain/session/access-token';
import type { JsonWebKeySet } from '../../ports/jwt-verifier.port';

export const VERIFIED_TOKENS_LIMIT = 1_000;

interface Entry {
  readonly claims: AccessTokenClaims;
  readonly keys: JsonWebKeySet;
}

export class VerifiedTokens {
  readonly #entries = new Map<string, Entry>();
  readonly #limit: number;

  constructor(limit = VERIFIED_TOKENS_LIMIT) {
    this.#limit = limit;
  }

  /** The claims of `token` when `keys` (the current set) is the set it was verified with. */
  get(token: string, keys: JsonWebKeySet): AccessTokenClaims | undefined {
    const entry = this.#entries.get(token);
    if (entry === undefined) return undefined;
    if (entry.keys === keys) return entry.claims;
    this.#entries.delete(token);
    return undefined;
  }

  add(token: string, claims: AccessTokenClaims, keys: JsonWebKeySet): void {
    if (this.#entries.size >= this.#limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { claims, keys });
  }

  delete(token: string): void {
    this.#entries.delete(token);
  }
}
