/** CookiePort: read and write cookies of the current page or request. */

/**
 * Attributes of a cookie write; unset ones keep the browser's defaults (session cookie, current path and host).
 *
 * @example
 * cookies.set('stack-refresh-abc', token, { maxAgeSeconds: 31_536_000, path: '/', secure: true, sameSite: 'Lax' });
 * @public
 */
export interface CookieOptions {
  readonly maxAgeSeconds?: number;
  readonly path?: string;
  readonly domain?: string;
  readonly secure?: boolean;
  readonly sameSite?: 'Lax' | 'Strict' | 'None';
  readonly partitioned?: boolean;
}

/**
 * Never sets HttpOnly: script-written cookies cannot be HttpOnly.
 *
 * @example
 * cookies.set('stack-oauth-outer-abc', verifier, { maxAgeSeconds: 3600, sameSite: 'Lax', secure: true });
 * cookies.get('stack-oauth-outer-abc');
 * @public
 */
export interface CookiePort {
  get(name: string): string | undefined;
  getAll(): Readonly<Record<string, string>>;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain' | 'secure' | 'sameSite' | 'partitioned'>): void;
}
