/** RequestHeadersCookieAdapter: a server request's cookies — reads its Cookie header, queues Set-Cookie on a response sink. */
import { parseCookieHeader } from '../../domain/shared/cookie-header';
import type { CookieOptions, CookiePort } from '../../ports/cookie.port';

/** Where Set-Cookie lines go: e.g. `(line) => response.headers.append('set-cookie', line)`. */
export interface SetCookieSink {
  appendSetCookie(line: string): void;
}

/** Percent-encodes like js-cookie, so a value written here reads back the same in a browser. */
const encodeValue = (value: string): string =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

export function serialiseSetCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${encodeURIComponent(name)}=${encodeValue(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (options.domain !== undefined) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  if (options.sameSite !== undefined) parts.push(`SameSite=${options.sameSite}`);
  if (options.partitioned) parts.push('Partitioned');
  return parts.join('; ');
}

/**
 * Reads see this request's writes (a later read in the same request gets the new value), so the cookie
 * token store works unchanged on a server. Never HttpOnly, so the browser side can read the session too.
 */
export class RequestHeadersCookieAdapter implements CookiePort {
  readonly #cookies: Record<string, string>;
  readonly #sink: SetCookieSink;

  constructor(cookieHeader: string | null | undefined, sink: SetCookieSink) {
    this.#cookies = parseCookieHeader(cookieHeader);
    this.#sink = sink;
  }

  get(name: string): string | undefined {
    return Object.hasOwn(this.#cookies, name) ? this.#cookies[name] : undefined;
  }

  getAll(): Readonly<Record<string, string>> {
    return { ...this.#cookies };
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) delete this.#cookies[name];
    else this.#cookies[name] = value;
    this.#sink.appendSetCookie(serialiseSetCookie(name, value, options));
  }

  remove(name: string, options: Pick<CookieOptions, 'path' | 'domain' | 'secure' | 'sameSite' | 'partitioned'> = {}): void {
    delete this.#cookies[name];
    this.#sink.appendSetCookie(`${serialiseSetCookie(name, '', { ...options, maxAgeSeconds: 0 })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  }
}
