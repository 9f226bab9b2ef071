/** Builds request URLs: `${baseUrl}/api/v1` + a path whose every segment is encoded + an encoded query. */
import { InternalAssertionError } from '../../domain/errors/internal-assertion-error';
import { API_VERSION_PATH } from '../../domain/urls/api-base-url';

export const API_PREFIX = API_VERSION_PATH;

export type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** encodeURIComponent leaves '.' alone; '.' and '..' segments would be collapsed by URL parsers, so encode them too. */
export function encodePathSegment(segment: string): string {
  if (segment === '.' || segment === '..') return segment.replace(/\./g, '%2E');
  return encodeURIComponent(segment);
}

/**
 * Tagged template for API paths: literal parts are kept, every interpolated value is one encoded segment.
 * @example apiPath`/users/${userId}/sessions` // '/users/a%2Fb/sessions' for userId 'a/b'
 */
export function apiPath(literals: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string {
  return literals.reduce((path, literal, i) => path + literal + (i < values.length ? encodePathSegment(String(values[i])) : ''), '');
}

function encodeQuery(query: Query | undefined): string {
  if (query === undefined) return '';
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The absolute URL of one call. `path` comes from apiPath and starts with '/'; a trailing '/' is stripped (as the SDK does). */
export function buildApiUrl(baseUrl: string, path: string, query?: Query): string {
  if (!path.startsWith('/') || /[?#]/.test(path)) {
    throw new InternalAssertionError(`API paths start with '/' and carry no query or fragment (use the query option).`);
  }
  const base = baseUrl.replace(/\/+$/, '');
  const full = `${base}${API_PREFIX}${path}`.replace(/\/+$/, '');
  return `${full}${encodeQuery(query)}`;
}
