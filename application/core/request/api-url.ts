/** Builds request URLs: `${baseUrl}/api/v1` + a path whose every segment is encoded + an encoded query. */
import { InternalAssertionError } from '../../../domain/errors/internal-assertion-error';
import { describeKind, InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { API_VERSION_PATH } from '../../../domain/urls/api-base-url';

export const API_PREFIX = API_VERSION_PATH;

export type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** encodeURIComponent of one path segment (apiPath has refused the values that cannot be one). */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment);
}

/**
 * Why `value` cannot be a path segment, or null. Empty would address the collection (GET /users lists users instead of
 * reading one); '.' and '..' — also percent-encoded, which URL parsers decode back — would climb the path.
 */
export function segmentProblem(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : `must be a finite number, got ${describeKind(value)}`;
  if (typeof value !== 'string') return `must be a string, got ${describeKind(value)}`;
  if (value === '') return 'must not be empty';
  if (/^(\.|%2e){1,2}$/i.test(value)) return "must not be '.' or '..'";
  return null;
}

/**
 * Tagged template for API paths: literal parts are kept, every interpolated value is one encoded segment. A value that
 * cannot be an id is an InvalidArgumentError naming its place in the path, thrown before anything is sent.
 * @example apiPath`/users/${userId}/sessions` // '/users/a%2Fb/sessions' for userId 'a/b'
 */
export function apiPath(literals: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string {
  return literals.reduce((path, literal, i) => {
    if (i >= values.length) return path + literal;
    const value: unknown = values[i];
    const problem = segmentProblem(value);
    if (problem !== null) {
      const pattern = literals.map((part, j) => part + (j < values.length ? (j === i ? '{…}' : '{}') : '')).join('');
      throw new InvalidArgumentError(`id in ${pattern}`, problem);
    }
    return path + literal + encodePathSegment(String(value as string | number));
  }, '');
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
