/**
 * SessionTokens: the current session's tokens for the app's own API (`app.tokens`, `user.tokens`), each read through
 * the session engine, so an access token near expiry is refreshed first, as before any request. Never logged: they
 * are for the app to send in headers, not URLs.
 */
import type { SessionManager } from './session-manager';

/**
 * The `x-stack-auth` header's JSON: what a server's `authenticateRequest` (or the official SDK) reads.
 * @example
 * const json: AuthJson = await app.tokens.getAuthJson();
 * await fetch('/api/orders', { headers: { 'x-stack-auth': JSON.stringify(json) } });
 * @public
 */
export interface AuthJson {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
}

/**
 * @example
 * const header = await app.tokens.getAuthorizationHeader(); // 'Bearer eyJ…', or null when signed out
 * const response = await fetch('/api/orders', header === null ? {} : { headers: { authorization: header } });
 * @public
 */
export class SessionTokens {
  readonly #session: SessionManager;

  constructor(session: SessionManager) {
    this.#session = session;
  }

  /**
   * Both tokens as one JSON object, for an `x-stack-auth` header: `JSON.stringify(await app.tokens.getAuthJson())`.
   * The access token is refreshed first when it expires within 30 s; nulls when signed out. A refresh that fails for a
   * transient reason throws unless the stored token is still unexpired; a refused refresh signs out (nulls).
   */
  async getAuthJson(): Promise<AuthJson> {
    const { accessToken, refreshToken } = await this.#session.getTokensForRequest();
    return { accessToken, refreshToken };
  }

  /** `{ 'x-stack-auth': JSON.stringify(getAuthJson()) }`: headers for a fetch to your server (tokens as getAuthJson). */
  async getAuthHeaders(): Promise<{ readonly 'x-stack-auth': string }> {
    return { 'x-stack-auth': JSON.stringify(await this.getAuthJson()) };
  }

  /** A fresh access token, or null when signed out (as getAuthJson). */
  async getAccessToken(): Promise<string | null> {
    return (await this.getAuthJson()).accessToken;
  }

  /** The session's refresh token, or null when signed out (after the same freshness step as getAuthJson). */
  async getRefreshToken(): Promise<string | null> {
    return (await this.getAuthJson()).refreshToken;
  }

  /** `Bearer <access token>` for an `Authorization` header, or null when signed out. */
  async getAuthorizationHeader(): Promise<string | null> {
    const token = await this.getAccessToken();
    return token === null ? null : `Bearer ${token}`;
  }
}
