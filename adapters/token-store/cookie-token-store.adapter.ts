/** CookieTokenStoreAdapter: the session in the cookies of protocol §6.3, through a CookiePort, seeing other tabs' changes. */
import type { ClockPort, TimerHandle } from '../../ports/clock.port';
import type { CookieOptions, CookiePort } from '../../ports/cookie.port';
import type { LoggerPort } from '../../ports/logger.port';
import { EMPTY_TOKENS, type TokenPair, type TokenStorePort } from '../../ports/token-store.port';
import { CROSS_TAB_MESSAGE, type CookieChangeEventsLike, type CrossTabChannelLike } from './cross-tab-signals';
import { runWithTabLock, type LockManagerLike } from './tab-lock';
import {
  ACCESS_COOKIE_MAX_AGE_SECONDS, ACCESS_COOKIE_NAME, REFRESH_COOKIE_MAX_AGE_SECONDS, defaultRefreshCookieName,
  readTokenPair, refreshCookieNames, serialiseAccessCookie, serialiseRefreshCookie,
} from './session-cookie-rules';
import { TokenListeners, sameTokenPair } from './token-listeners';

/** Spec §9: the cookie store is re-read every 100 ms when no change event is available. */
export const COOKIE_POLL_INTERVAL_MS = 100;

export interface CookieTokenStoreOptions {
  readonly projectId: string;
  /** The page is served over https (composition reads `location.protocol`): `__Host-` names and Secure. */
  readonly secure: boolean;
  /** A BroadcastChannel: posted after each write, listened to for other tabs' writes. */
  readonly channel?: CrossTabChannelLike | null;
  /** `cookieStore`, where supported: its change events replace polling. */
  readonly cookieChanges?: CookieChangeEventsLike | null;
  readonly pollIntervalMs?: number;
  /** `navigator.locks`, where supported: tabs refresh one at a time (see runExclusive). */
  readonly locks?: LockManagerLike | null;
  /** How long a tab waits for another tab's lock before stealing it (default LOCK_ACQUIRE_TIMEOUT_MS). */
  readonly lockAcquireTimeoutMs?: number;
}

/** Cookies hold an access token only next to its refresh token (`[refresh, access]`), so an access-only pair is stored as empty. */
const storable = (tokens: TokenPair): TokenPair => (tokens.refreshToken === null ? EMPTY_TOKENS : tokens);

/**
 * Every write rewrites the default refresh cookie and the access cookie and deletes every other refresh
 * cookie of the project (legacy ones included); clearing deletes them all. Never HttpOnly. When a write does
 * not read back (cookies blocked, or an access cookie over the browser's 4096-byte limit), the session is kept in
 * memory for this page with one warning, instead of signing the user out — until the cookies, which read back a
 * refresh token after that write, read none: another tab signed out, and this page follows (no zombie session).
 * Other changes by other tabs are not followed while blocked: with a refused access cookie every tab needs its own
 * access token, and under a rotating server following each other's rotated refresh token would make tabs refresh in
 * turn without end.
 */
export class CookieTokenStoreAdapter implements TokenStorePort {
  readonly #cookies: CookiePort;
  readonly #clock: ClockPort;
  readonly #logger: LoggerPort;
  readonly #options: CookieTokenStoreOptions;
  readonly #listeners: TokenListeners;
  #blocked = false;
  #memory: TokenPair = EMPTY_TOKENS;
  /** What the cookies read back after the write they did not keep (a refresh token when only the access cookie was refused). */
  #readBackWhenBlocked: TokenPair = EMPTY_TOKENS;
  #stopWatching: (() => void) | null = null;
  /**
   * Only with Web Locks (TokenStorePort.runExclusive). Without them it is absent and each tab refreshes on its own,
   * which costs a request, never a session (Stack does not rotate refresh tokens).
   */
  readonly runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;

  constructor(cookies: CookiePort, clock: ClockPort, logger: LoggerPort, options: CookieTokenStoreOptions) {
    this.#cookies = cookies;
    this.#clock = clock;
    this.#logger = logger;
    this.#options = options;
    this.#listeners = new TokenListeners(this.get());
    const { locks, projectId, lockAcquireTimeoutMs: acquireTimeoutMs } = options;
    if (locks !== undefined && locks !== null) {
      const lock = { locks, clock, name: `portcullis-session:${projectId}`, acquireTimeoutMs };
      this.runExclusive = (task) => runWithTabLock(lock, task);
    }
  }

  get(): TokenPair {
    const inCookies = readTokenPair(this.#cookies.getAll(), this.#options.projectId);
    if (!this.#blocked) return inCookies;
    if (inCookies.refreshToken !== null || this.#readBackWhenBlocked.refreshToken === null) return this.#memory;
    this.#blocked = false; // the refresh cookie this page's write left is gone: another tab signed out
    return inCookies;
  }

  set(tokens: TokenPair): void {
    const wanted = storable(tokens);
    this.#writeCookies(wanted);
    const readBack = readTokenPair(this.#cookies.getAll(), this.#options.projectId);
    const blocked = !sameTokenPair(readBack, wanted);
    if (blocked && !this.#blocked) {
      this.#logger.warn('Cookies are blocked (a write did not read back): the session is kept in memory for this page only.');
    }
    this.#blocked = blocked;
    this.#readBackWhenBlocked = readBack;
    this.#memory = wanted;
    this.#options.channel?.postMessage(CROSS_TAB_MESSAGE);
    this.#listeners.changedTo(this.get());
  }

  subscribe(listener: (tokens: TokenPair) => void): () => void {
    if (this.#listeners.size === 0) {
      this.#listeners.resetTo(this.get());
      this.#stopWatching = this.#watch();
    }
    const remove = this.#listeners.add(listener);
    return () => {
      remove();
      if (this.#listeners.size === 0) {
        this.#stopWatching?.();
        this.#stopWatching = null;
      }
    };
  }

  #attributes(name: string): Pick<CookieOptions, 'path' | 'secure' | 'sameSite'> {
    // A __Host- cookie can only be written or deleted with Secure, whatever this page's scheme.
    return { path: '/', sameSite: 'Lax', secure: this.#options.secure || name.startsWith('__Host-') };
  }

  #writeCookies(tokens: TokenPair): void {
    const existing = refreshCookieNames(this.#cookies.getAll(), this.#options.projectId);
    const defaultName = defaultRefreshCookieName(this.#options.projectId, this.#options.secure);
    const { refreshToken, accessToken } = tokens;
    if (refreshToken !== null) {
      const value = serialiseRefreshCookie(refreshToken, this.#clock.now());
      this.#cookies.set(defaultName, value, { ...this.#attributes(defaultName), maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_SECONDS });
    }
    for (const name of existing) {
      if (refreshToken === null || name !== defaultName) this.#cookies.remove(name, this.#attributes(name));
    }
    if (refreshToken !== null && accessToken !== null) {
      const value = serialiseAccessCookie(refreshToken, accessToken);
      this.#cookies.set(ACCESS_COOKIE_NAME, value, { ...this.#attributes(ACCESS_COOKIE_NAME), maxAgeSeconds: ACCESS_COOKIE_MAX_AGE_SECONDS });
    } else {
      this.#cookies.remove(ACCESS_COOKIE_NAME, this.#attributes(ACCESS_COOKIE_NAME));
    }
  }

  /** Event-driven where the browser allows; polling on the ClockPort otherwise. Returns the stop function. */
  #watch(): () => void {
    const check = (): void => this.#listeners.changedTo(this.get());
    const { channel, cookieChanges } = this.#options;
    channel?.addEventListener('message', check);
    cookieChanges?.addEventListener('change', check);
    const stopPolling = cookieChanges ? () => undefined : this.#poll(check);
    return () => {
      channel?.removeEventListener('message', check);
      cookieChanges?.removeEventListener('change', check);
      stopPolling();
    };
  }

  #poll(check: () => void): () => void {
    const interval = this.#options.pollIntervalMs ?? COOKIE_POLL_INTERVAL_MS;
    let handle: TimerHandle | null = null;
    const tick = (): void => {
      handle = this.#clock.setTimeout(tick, interval);
      check();
    };
    handle = this.#clock.setTimeout(tick, interval);
    return () => {
      if (handle !== null) this.#clock.clearTimeout(handle);
      handle = null;
    };
  }
}
