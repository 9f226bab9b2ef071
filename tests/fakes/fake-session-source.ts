// FakeSessionSource: a SessionSource that hands out scripted token pairs and records which tokens were marked expired.
import type { TokenPair } from '../../ports/token-store.port';
import type { SessionSource } from '../../application/core/session/session-source';

export class FakeSessionSource implements SessionSource {
  readonly marked: string[] = [];
  #current: TokenPair;
  readonly #nextAccessTokens: string[];

  /** After each markAccessTokenExpired, the next access token of `refreshedAccessTokens` is handed out (or the same one). */
  constructor(tokens: TokenPair, refreshedAccessTokens: string[] = []) {
    this.#current = tokens;
    this.#nextAccessTokens = [...refreshedAccessTokens];
  }

  async getTokensForRequest(): Promise<TokenPair> {
    return this.#current;
  }

  markAccessTokenExpired(accessToken: string): void {
    this.marked.push(accessToken);
    const next = this.#nextAccessTokens.shift();
    if (next !== undefined && this.#current.accessToken === accessToken) this.#current = { ...this.#current, accessToken: next };
  }
}
