/** TokenListeners: the subscriber set every token store shares; notifies only when the pair really changed. */
import type { TokenPair } from '../../ports/token-store.port';

export const sameTokenPair = (a: TokenPair, b: TokenPair): boolean =>
  a.refreshToken === b.refreshToken && a.accessToken === b.accessToken;

export class TokenListeners {
  readonly #listeners = new Set<(tokens: TokenPair) => void>();
  #lastNotified: TokenPair;

  constructor(initial: TokenPair) {
    this.#lastNotified = initial;
  }

  get size(): number {
    return this.#listeners.size;
  }

  add(listener: (tokens: TokenPair) => void): () => void {
    const entry = (tokens: TokenPair): void => listener(tokens);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  /**
   * Tells subscribers about `tokens` unless they already know it. A throwing listener neither stops the
   * others nor fails the write that caused the change (the store has committed by then).
   */
  changedTo(tokens: TokenPair): void {
    if (sameTokenPair(tokens, this.#lastNotified)) return;
    this.#lastNotified = tokens;
    for (const listener of [...this.#listeners]) {
      try {
        listener(tokens);
      } catch {
        // Swallowed on purpose: see above. The session engine reports its own listeners' errors.
      }
    }
  }

  /** Re-bases the comparison without notifying (e.g. when the first subscriber arrives). */
  resetTo(tokens: TokenPair): void {
    this.#lastNotified = tokens;
  }
}
