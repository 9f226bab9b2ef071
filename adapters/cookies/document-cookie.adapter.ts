/** DocumentCookieAdapter: the page's cookies through js-cookie (browser). */
import Cookies from 'js-cookie';
import type { CookieOptions, CookiePort } from '../../ports/cookie.port';

type JsCookieAttributes = Record<string, string | number | boolean | undefined>;

/** js-cookie writes any attribute it is given, so max-age and Partitioned go through as named attributes. */
function attributesOf(options: CookieOptions): JsCookieAttributes {
  const attributes: JsCookieAttributes = { path: options.path ?? '/' };
  if (options.maxAgeSeconds !== undefined) attributes['max-age'] = String(Math.floor(options.maxAgeSeconds));
  if (options.domain !== undefined) attributes.domain = options.domain;
  if (options.secure) attributes.secure = true;
  if (options.sameSite !== undefined) attributes.sameSite = options.sameSite;
  if (options.partitioned) attributes.partitioned = true;
  return attributes;
}

/** Never HttpOnly: script cannot set it, and the session engine must be able to read its own cookies. */
export class DocumentCookieAdapter implements CookiePort {
  get(name: string): string | undefined {
    return Cookies.get(name);
  }

  getAll(): Readonly<Record<string, string>> {
    return Cookies.get();
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    Cookies.set(name, value, attributesOf(options));
  }

  remove(name: string, options: Pick<CookieOptions, 'path' | 'domain' | 'secure' | 'sameSite' | 'partitioned'> = {}): void {
    Cookies.remove(name, attributesOf(options));
  }
}
