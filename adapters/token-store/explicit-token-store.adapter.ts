/** ExplicitTokenStoreAdapter: `{accessToken, refreshToken}` given by the caller; later writes stay in this object. */
import type { TokenPair, TokenStorePort } from '../../ports/token-store.port';
import { MemoryTokenStoreAdapter } from './memory-token-store.adapter';

export interface ExplicitTokens {
  readonly accessToken?: string | null;
  readonly refreshToken?: string | null;
}

/** A fresh store per call, as in the official SDK: refreshes update this object only, never a shared session. */
export class ExplicitTokenStoreAdapter implements TokenStorePort {
  readonly #inner: MemoryTokenStoreAdapter;

  constructor(tokens: ExplicitTokens) {
    this.#inner = new MemoryTokenStoreAdapter({ refreshToken: tokens.refreshToken ?? null, accessToken: tokens.accessToken ?? null });
  }

  get(): TokenPair {
    return this.#inner.get();
  }

  set(tokens: TokenPair): void {
    this.#inner.set(tokens);
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    return this.#inner.subscribe(listener);
  }
}
