/**
 * The second argument of the Node roots: where one server request's session lives. Either the incoming request
 * (read-only: its x-stack-auth header, Authorization: Bearer, or cookies), or a cookie jar the framework gives for this
 * request (e.g. Next.js `cookies()`), which is read and written: a refreshed token goes back through it.
 */
import { CookieJarTokenStoreAdapter } from '../adapters/token-store/cookie-jar-token-store.adapter';
import type { ClockPort } from '../ports/clock.port';
import type { CookiePort } from '../ports/cookie.port';
import type { TokenStorePort } from '../ports/token-store.port';
import type { RequestLikeOption } from '../application/options/token-store-option';
import { ConfigurationError } from '../domain/errors/configuration-error';

/**
 * One request's cookies, read and written: `get`/`getAll` must see this request's own writes (a token refreshed
 * earlier in the request), whether or not the framework lets them reach the response.
 * @example
 * const app = createClientApp(options, { cookieJar: myRequestCookies, secure: true });
 * @public
 */
export interface CookieJarOption {
  readonly cookieJar: CookiePort;
  /** The page is served over https: `__Host-` cookie names and Secure, as the browser client writes them. Default false. */
  readonly secure?: boolean;
}

/**
 * What createClientApp / createServerApp / createAdminApp take after their options on a server: the incoming request
 * (read only) or a per-request cookie jar (read and written).
 * @example
 * const fromRequest = createClientApp(options, request);                  // x-stack-auth, Bearer or cookies
 * const fromJar = createClientApp(options, { cookieJar, secure: true });  // refreshes written back through the jar
 * @public
 */
export type SessionSource = RequestLikeOption | CookieJarOption;

const isFunction = (value: unknown): boolean => typeof value === 'function';

/** Either form, told apart; the request form is checked later with the tokenStore option, the jar form here. */
export function splitSessionSource(source: SessionSource | undefined): { readonly jar?: CookieJarOption; readonly request?: RequestLikeOption } {
  if (typeof source !== 'object' || source === null || !('cookieJar' in source)) return source === undefined ? {} : { request: source };
  return { jar: checkedJar(source) };
}

/** A jar without the four CookiePort functions is a setup mistake, said once, here. */
function checkedJar(source: CookieJarOption): CookieJarOption {
  const jar: unknown = source.cookieJar;
  const complete = typeof jar === 'object' && jar !== null && ['get', 'getAll', 'set', 'remove'].every((k) => isFunction((jar as Record<string, unknown>)[k]));
  if (!complete || (source.secure !== undefined && typeof source.secure !== 'boolean')) {
    const message = 'cookieJar: must be an object with get, getAll, set and remove (a CookiePort), secure a boolean';
    throw new ConfigurationError(`Invalid Portcullis options: ${message}`, {
      issues: [{ code: 'INVALID_REQUEST_OPTION', message, severity: 'error', path: 'cookieJar' }],
    });
  }
  return source;
}

export function cookieJarTokenStore(option: CookieJarOption, clock: ClockPort, projectId: string): TokenStorePort {
  return new CookieJarTokenStoreAdapter(option.cookieJar, clock, { projectId, secure: option.secure === true });
}
