/** MemoryTokenStoreAdapter: the session held in one variable, for one app instance (tests, servers, memory env). */
import { EMPTY_TOKENS, type TokenPair, type TokenStorePort } from '../../ports/token-store.port';
import { TokenListeners } from './token-listeners';

const copy = (tokens: TokenPair): TokenPair => Object.freeze({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken });

/** Built with `new` by the roots (bound as a constant), so it carries no injection decorator. */
export class MemoryTokenStoreAdapter implements TokenStorePort {
  #tokens: TokenPair;
  readonly #listeners: TokenListeners;

  constructor(initial: TokenPair = EMPTY_TOKENS) {
    this.#tokens = copy(initial);
    this.#listeners = new TokenListeners(this.#tokens);
  }

  get(): TokenPair {
    return this.#tokens;
  }

  set(tokens: TokenPair): void {
    this.#tokens = copy(tokens);
    this.#listeners.changedTo(this.#tokens);
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    return this.#listeners.add(listener);
  }
}
