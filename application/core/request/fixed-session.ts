/** fixedSession: a SessionSource that yields one given token pair (sign-out with the tokens being revoked). */
import type { TokenPair } from '../../../ports/token-store.port';
import type { SessionSource } from '../session/session-source';

/** Marking its access token expired drops it, so a resend goes without it rather than repeating a rejected token. */
export function fixedSession(tokens: TokenPair): SessionSource {
  let current = tokens;
  return {
    getTokensForRequest: async () => current,
    markAccessTokenExpired: (accessToken) => {
      if (current.accessToken === accessToken) current = { ...current, accessToken: null };
    },
  };
}
