/**
 * portcullisProxy: Next's proxy.ts (middleware.ts before Next 16) guarding path prefixes. A request under a protected
 * prefix passes only with a session whose access token verifies locally (signature against the project's key set,
 * issuer, audience, expiry: a forged cookie is no session); an expired or unverifiable one is refreshed here with the
 * refresh token first, and the new cookies go both on the response (the browser) and on the request (so the page
 * rendered next reads them and does not refresh again). Otherwise, the sign-in page with `after_auth_return_to` (a
 * same-origin path, under Next's basePath). No request to the service while the access token is fresh and the cached
 * keys are (5 minutes). Pages still check the user (getUser): a proxy is a first gate, not the only one.
 */
import { NextResponse, type NextRequest } from 'next/server.js';
import { createAccessTokenVerifier, createClientApp, type AccessTokenVerifier, type ClientOptions } from '../composition/entry-node';
import { NextCookieJar, type RecordedCookieWrite } from './next-cookie-jar';
import { checkProxyOptions, isProtectedPath, type PortcullisProxyOptions } from './proxy-options';
import { relativeReturnTarget, signInUrlWithReturn } from './return-target';

export type { PortcullisProxyOptions };

/** The session's access-token cookie (protocol §6.3): dropped from this request's view so the session refreshes. */
const ACCESS_COOKIE = 'stack-access';

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
  // One per proxy: it keeps the key set and the tokens it verified between requests.
  const verifier = createAccessTokenVerifier(clientOptions);
  return async (request) => {
    const { pathname, search, protocol, basePath } = request.nextUrl;
    if (!isProtectedPath(pathname, protect)) return NextResponse.next();
    const jar = new NextCookieJar(request.cookies, null);
    const session = { clientOptions, jar, secure: protocol === 'https:' };
    if (await hasVerifiedSession(session, verifier)) return continueWith(request, jar.writes);
    const signIn = createClientApp(clientOptions, { cookieJar: jar }).urls.signIn;
    const target = signInUrlWithReturn(signIn, request.url, relativeReturnTarget(pathname, search), basePath);
    return withWrites(NextResponse.redirect(target), jar.writes);
  };
}

interface ProxySession {
  readonly clientOptions: ClientOptions;
  readonly jar: NextCookieJar;
  readonly secure: boolean;
}

/** The session's access token (refreshed first when it expired) verifies. */
async function accessTokenVerifies({ clientOptions, jar, secure }: ProxySession, verifier: AccessTokenVerifier): Promise<boolean | null> {
  const accessToken = await createClientApp(clientOptions, { cookieJar: jar, secure }).tokens.getAccessToken();
  if (accessToken === null) return null; // signed out, or the service refused the refresh token (cookies cleared)
  return (await verifier.verifyAccessToken(accessToken)).ok;
}

/**
 * A session whose access token verifies; when it does not (forged, signed by a withdrawn key), the refresh token gets
 * a new one, which must verify in turn. A forged refresh token is refused by the service: signed out.
 */
async function hasVerifiedSession(session: ProxySession, verifier: AccessTokenVerifier): Promise<boolean> {
  const first = await accessTokenVerifies(session, verifier);
  if (first !== false) return first === true;
  session.jar.remove(ACCESS_COOKIE, { path: '/' });
  return (await accessTokenVerifies(session, verifier)) === true;
}
