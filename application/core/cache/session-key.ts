/** SessionKey: a store of the current session's cache key — a generation id, never a token. */
import type { TokenPair } from '../../../ports/token-store.port';
import { Store, type ReadableStore } from './store';

/** Prefix of the key while nobody is signed in (protocol §6.7's `not-logged-in`). */
export const NOT_LOGGED_IN = 'not-logged-in';
/** Prefix of the key while a session is held. */
export const SESSION = 'session';

/**
 * Anything that announces session changes after committing them: the SessionManager's `subscribe`.
 *
 * @example
 * const changes: SessionChanges = sessionManager;
 * @public
 */
export interface SessionChanges {
  subscribe(listener: () => void): () => void;
}

/**
 * Synchronous read of the current tokens: the TokenStorePort the SessionManager writes to.
 *
 * @example
 * const tokens: SessionTokens = tokenStore;
 * @public
 */
export interface SessionTokens {
  get(): TokenPair;
}

/** Protocol §6.7 identity: the refresh token, else the access token, else none. Stays private to SessionKey. */
const identityOf = (pair: TokenPair): string | null => pair.refreshToken ?? pair.accessToken;

/**
 * The session is identified as in the official SDK (refresh token, else access token, else
 * not-logged-in), but the key exposed is `session:<n>` or `not-logged-in:<n>`, with a generation
 * number bumped each time that identity changes: keys get logged and shown in dev tools, tokens must
 * not. A refresh of the access token under the same refresh token keeps the key; a sign-in, sign-out,
 * invalidation or another tab's session gives a new one. Signed-out periods are numbered too, so a
 * fetch still in flight from the signed-out period before user A can never share a key with the
 * signed-out period after A.
 *
 * @example
 * const sessionKey = new SessionKey(sessionManager, tokenStore);
 * sessionKey.getSnapshot();                  // 'not-logged-in:0', later 'session:1'
 * const off = sessionKey.subscribe((key) => console.log('session is now', key));
 * off();
 * sessionKey.dispose();
 * @public
 */
export class SessionKey implements ReadableStore<string> {
  readonly #tokens: SessionTokens;
  readonly #store: Store<string>;
  readonly #unsubscribe: () => void;
  #identity: string | null;
  #generation = 0;

  constructor(changes: SessionChanges, tokens: SessionTokens) {
    this.#tokens = tokens;
    this.#identity = identityOf(tokens.get());
    this.#store = new Store(this.#keyFor(this.#identity));
    this.#unsubscribe = changes.subscribe(() => this.#recheck());
    this.getSnapshot = this.getSnapshot.bind(this);
    this.subscribe = this.subscribe.bind(this);
  }

  /** The current key: `'not-logged-in:<n>'` or `'session:<n>'`. */
  getSnapshot(): string {
    return this.#store.getSnapshot();
  }

  /** Called with the new key after each session change. */
  subscribe(listener: (key: string) => void): () => void {
    return this.#store.subscribe(listener);
  }

  /** Stops following the session. */
  dispose(): void {
    this.#unsubscribe();
  }

  #recheck(): void {
    const identity = identityOf(this.#tokens.get());
    if (identity === this.#identity) return;
    this.#identity = identity;
    this.#store.set(this.#keyFor(identity));
  }

  /** The first key is generation 0; every identity change takes the next number. */
  #keyFor(identity: string | null): string {
    const generation = this.#generation++;
    return `${identity === null ? NOT_LOGGED_IN : SESSION}:${generation}`;
  }
}
