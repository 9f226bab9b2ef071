import type { AbortSignalLike } from '../../../ports/abort-signal';
import type { TokenPair } from '../../../ports/token-store.port';

/**
 * SessionSource: what the request layer needs from the session engine.
 * The request layer never reads or writes the token store itself.
 */
export interface SessionSource {
  /**
   * Tokens to attach to the next request: the access token is refreshed first when it is missing or
   * expires within the validity window. Resolves with nulls when signed out or known invalid.
   * Never rejects because of a refresh-token error (that signs the session out instead).
   */
  getTokensForRequest(signal?: AbortSignalLike): Promise<TokenPair>;
  /** The server said this access token is invalid: the next getTokensForRequest refreshes. */
  markAccessTokenExpired(accessToken: string): void;
}

/** A request made with no session (sign-in calls, the refresh itself, server calls without a user). */
export const NO_SESSION: SessionSource = {
  getTokensForRequest: async () => ({ refreshToken: null, accessToken: null }),
  markAccessTokenExpired: () => undefined,
};
