/**
 * writeSessionCookies: one write of protocol §6.3's session cookies through a CookiePort, for the server cookie-jar
 * store. The browser's CookieTokenStoreAdapter writes the same cookies with its own private copy of these lines: moving
 * it onto this function cost +8 B gzip up front, over the bundle ceiling (bench/bundle-ceiling.json) once merged.
 */
import type { CookieOptions, CookiePort } from '../../ports/cookie.port';
import type { TokenPair } from '../../ports/token-store.port';
import {
  ACCESS_COOKIE_MAX_AGE_SECONDS, ACCESS_COOKIE_NAME, REFRESH_COOKIE_MAX_AGE_SECONDS, defaultRefreshCookieName,
  refreshCookieNames, serialiseAccessCookie, serialiseRefreshCookie,
} from './session-cookie-rules';

export interface SessionCookieTarget {
  readonly projectId: string;
  /** https: `__Host-` names and Secure. */
  readonly secure: boolean;
}

/** Path /, Lax; Secure on https, and always for a `__Host-` cookie (it can only be written or deleted with Secure). */
export function sessionCookieAttributes(name: string, secure: boolean): Pick<CookieOptions, 'path' | 'secure' | 'sameSite'> {
  return { path: '/', sameSite: 'Lax', secure: secure || name.startsWith('__Host-') };
}

/**
 * Rewrites the default refresh cookie and the access cookie and deletes every other refresh cookie of the project
 * (legacy ones included); the empty pair deletes them all. `nowMillis` stamps the refresh cookie (newest wins on read).
 */
export function writeSessionCookies(cookies: CookiePort, target: SessionCookieTarget, tokens: TokenPair, nowMillis: number): void {
  const existing = refreshCookieNames(cookies.getAll(), target.projectId);
  const defaultName = defaultRefreshCookieName(target.projectId, target.secure);
  const { refreshToken, accessToken } = tokens;
  if (refreshToken !== null) {
    const value = serialiseRefreshCookie(refreshToken, nowMillis);
    cookies.set(defaultName, value, { ...sessionCookieAttributes(defaultName, target.secure), maxAgeSeconds: REFRESH_COOKIE_MAX_AGE_SECONDS });
  }
  for (const name of existing) {
    if (refreshToken === null || name !== defaultName) cookies.remove(name, sessionCookieAttributes(name, target.secure));
  }
  if (refreshToken !== null && accessToken !== null) {
    const value = serialiseAccessCookie(refreshToken, accessToken);
    cookies.set(ACCESS_COOKIE_NAME, value, { ...sessionCookieAttributes(ACCESS_COOKIE_NAME, target.secure), maxAgeSeconds: ACCESS_COOKIE_MAX_AGE_SECONDS });
  } else {
    cookies.remove(ACCESS_COOKIE_NAME, sessionCookieAttributes(ACCESS_COOKIE_NAME, target.secure));
  }
}
