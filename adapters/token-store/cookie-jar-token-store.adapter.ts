/**
 * CookieJarTokenStoreAdapter: the session in one server request's cookies (protocol §6.3), through a request-scoped
 * CookiePort — e.g. Next.js `cookies()`. Unlike the browser's cookie store it watches nothing (no other tab shares a
 * request, and a poll timer per request would outlive it): it reads the jar, and writes go back through the jar, which
 * decides whether they reach the response (a Route Handler or Server Action) or stay with this request (a Server
 * Component, where the framework forbids Set-Cookie). Build one per request.
 */
import type { ClockPort } from '../../ports/clock.port';
import type { CookiePort } from '../../ports/cookie.port';
import { EMPTY_TOKENS, type TokenPair, type TokenStorePort } from '../../ports/token-store.port';
import { writeSessionCookies, type SessionCookieTarget } from './session-cookie-writer';
import { readTokenPair } from './session-cookie-rules';
import { TokenListeners } from './token-listeners';

/** Cookies hold an access token only next to its refresh token (`[refresh, access]`), so an access-only pair is stored as empty. */
const storable = (tokens: TokenPair): TokenPair => (tokens.refreshToken === null ? EMPTY_TOKENS : tokens);

export class CookieJarTokenStoreAdapter implements TokenStorePort {
  readonly #cookies: CookiePort;
  readonly #clock: ClockPort;
  readonly #target: SessionCookieTarget;
  readonly #listeners: TokenListeners;

  constructor(cookies: CookiePort, clock: ClockPort, target: SessionCookieTarget) {
    this.#cookies = cookies;
    this.#clock = clock;
    this.#target = target;
    this.#listeners = new TokenListeners(this.get());
  }

  /** Read through each time: the jar sees this request's own writes (a refresh earlier in the same request). */
  get(): TokenPair {
    return readTokenPair(this.#cookies.getAll(), this.#target.projectId);
  }

  set(tokens: TokenPair): void {
    writeSessionCookies(this.#cookies, this.#target, storable(tokens), this.#clock.now());
    this.#listeners.changedTo(this.get());
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    return this.#listeners.add(listener);
  }
}
