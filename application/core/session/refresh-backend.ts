import type { AbortSignalLike } from '../../../ports/abort-signal';

/** Outcome of one refresh-token grant. Transient failures (network, 5xx, malformed 200) reject instead. */
export type RefreshOutcome =
  /** `refreshToken`: the successor, when the server rotated the refresh token (RFC 9700 §4.14.2); Stack never does. */
  | { readonly kind: 'refreshed'; readonly accessToken: string; readonly refreshToken?: string }
  /** The server rejected the refresh token (REFRESH_TOKEN_ERROR family): the session is over. */
  | { readonly kind: 'invalid'; readonly error: Error };

/**
 * RefreshBackend: the two server calls the session engine makes. Implemented over the request layer
 * (POST /auth/oauth/token with the refresh_token grant; DELETE /auth/sessions/current).
 */
export interface RefreshBackend {
  refresh(refreshToken: string, signal?: AbortSignalLike): Promise<RefreshOutcome>;
  /** Best effort: the session engine clears the session whatever this does. */
  revokeCurrentSession(accessToken: string, refreshToken: string | null): Promise<void>;
}
