/**
 * portcullisProxy: Next's proxy.ts (middleware.ts before Next 16) guarding path prefixes. A request under a protected
 * prefix without a session goes to the sign-in page with `after_auth_return_to` (a same-origin path only); with one, an
 * expired access token is refreshed here and the new cookies go both on the response (the browser) and on the request
 * (so the page rendered next reads them and does not refresh again). No request to the service while the access token
 * is fresh. Pages still check the user (getUser): a proxy is a first gate, not the only one.
 */
import { NextResponse, type NextRequest } from 'next/server.js';
import { createClientApp, type ClientOptions } from '../composition/entry-node';
import { NextCookieJar, type RecordedCookieWrite } from './next-cookie-jar';
import { checkProxyOptions, isProtectedPath, type PortcullisProxyOptions } from './proxy-options';
import { relativeReturnTarget, signInUrlWithReturn } from './return-target';

export type { PortcullisProxyOptions };

/** The page's request carries the refreshed cookies; the response sets them in the browser. */
function withWrites(response: NextResponse, writes: readonly RecordedCookieWrite[]): NextResponse {
  for (const { name, value, options } of writes) response.cookies.set(name, value, options);
  return response;
}

function continueWith(request: NextRequest, writes: readonly RecordedCookieWrite[]): NextResponse {
  if (writes.length === 0) return NextResponse.next();
  for (const { name, value } of writes) {
    if (value === '') request.cookies.delete(name);
    else request.cookies.set(name, value);
  }
  return withWrites(NextResponse.next({ request: { headers: request.headers } }), writes);
}

/**
 * Returns the proxy function; throws ConfigurationError at once on bad options.
 * @example
 * // proxy.ts
 * import { portcullisProxy } from 'portcullis/next';
 * export default portcullisProxy({ protect: ['/dashboard', '/settings'] });
 * export const config = { matcher: ['/dashboard/:path*', '/settings/:path*'] };
 * @public
 */
export function portcullisProxy(options: PortcullisProxyOptions): (request: NextRequest) => Promise<NextResponse> {
  const { protect, clientOptions } = checkProxyOptions(options);
  return async (request) => {
    const { pathname, search, protocol } = request.nextUrl;
    if (!isProtectedPath(pathname, protect)) return NextResponse.next();
    const jar = new NextCookieJar(request.cookies, null);
    const app = createClientApp(clientOptions satisfies ClientOptions, { cookieJar: jar, secure: protocol === 'https:' });
    // Refreshes an expired access token first; null when there is no session or the service refused its refresh token.
    const refreshToken = await app.tokens.getRefreshToken();
    if (refreshToken !== null) return continueWith(request, jar.writes);
    const target = signInUrlWithReturn(app.urls.signIn, request.url, relativeReturnTarget(pathname, search));
    return withWrites(NextResponse.redirect(target), jar.writes);
  };
}
