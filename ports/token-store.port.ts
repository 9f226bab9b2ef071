/** TokenStorePort: where a session's tokens live (memory, cookies, a request, a custom object). */

/**
 * A session's two tokens; null means absent (signed out, or an access token not fetched yet).
 *
 * @example
 * const pair: TokenPair = { refreshToken: 'rt', accessToken: null }; // refreshed on the next request
 * @public
 */
export interface TokenPair {
  readonly refreshToken: string | null;
  readonly accessToken: string | null;
}

/**
 * The signed-out pair, frozen so it can be shared.
 *
 * @example
 * store.set(EMPTY_TOKENS); // signs the store out
 * @public
 */
export const EMPTY_TOKENS: TokenPair = Object.freeze({ refreshToken: null, accessToken: null });

/**
 * Synchronous on purpose: a read-compare-write in one turn of the event loop is a compare-and-swap,
 * which the session engine relies on so a stale tab can never wipe a newer session.
 *
 * @example
 * store.set({ refreshToken: 'rt', accessToken: 'jwt' });
 * const off = store.subscribe((tokens) => console.log(tokens.refreshToken !== null));
 * off();
 * const refreshed = await store.runExclusive?.(async () => 'one tab at a time');
 * @public
 */
export interface TokenStorePort {
  get(): TokenPair;
  set(tokens: TokenPair): void;
  /** Called with the new pair whenever it changes, including changes made by other tabs. */
  subscribe(listener: (tokens: TokenPair) => void): () => void;
  /**
   * Optional: runs `task` while no other tab (or client) sharing this storage runs one, so a refresh happens once
   * between them. Stores no one else shares leave it out. It must not wait forever for a holder that never lets go.
   */
  runExclusive?<T>(task: () => Promise<T>): Promise<T>;
}
