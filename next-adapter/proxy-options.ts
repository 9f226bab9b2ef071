/** portcullisProxy's options: the protected path prefixes plus createClientApp's options, checked once at start-up. */
import { ConfigurationError, type ClientOptions } from '../composition/entry-node';

/**
 * @example
 * const options: PortcullisProxyOptions = { protect: ['/dashboard'], urls: { signIn: '/login' } };
 * @public
 */
export interface PortcullisProxyOptions extends ClientOptions {
  /** Path prefixes ('/dashboard' guards /dashboard and /dashboard/…, not /dashboards); each starts with one '/'. */
  readonly protect: readonly string[];
}

function refuse(message: string): never {
  throw new ConfigurationError(`Invalid portcullisProxy options: ${message}`, {
    issues: [{ code: 'INVALID_REQUEST_OPTION', message, severity: 'error', path: 'protect' }],
  });
}

const isPrefix = (value: unknown): value is string => typeof value === 'string' && /^\/(?!\/)/.test(value) && !value.includes('\\');

export function checkProxyOptions(options: PortcullisProxyOptions): { readonly protect: readonly string[]; readonly clientOptions: ClientOptions } {
  if (typeof options !== 'object' || options === null) refuse('pass an object, e.g. { protect: [\'/dashboard\'] }');
  const { protect, ...clientOptions } = options;
  if (!Array.isArray(protect) || protect.length === 0) refuse("protect: a non-empty array of path prefixes, e.g. ['/dashboard']");
  const bad = (protect as readonly unknown[]).findIndex((prefix) => !isPrefix(prefix));
  if (bad !== -1) refuse(`protect[${bad}]: a path starting with one '/', e.g. '/dashboard'`);
  // '/dashboard/' and '/dashboard' guard the same pages.
  return { protect: protect.map((prefix) => prefix.replace(/\/+$/, '') || '/'), clientOptions };
}

/** `pathname` is the prefix itself or below it ('/' guards everything). */
export function isProtectedPath(pathname: string, protect: readonly string[]): boolean {
  return protect.some((prefix) => prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`));
}
