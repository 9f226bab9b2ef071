/**
 * The common bad inputs a service validates, as variants of a good request: one field replaced by an invalid email,
 * an invalid URL, an empty string, an over-long value, a wrong type, null, or left out; plus an unknown field.
 */
import type { WireRequest } from './targets';

export type BadKind = 'email' | 'url' | 'empty' | 'long' | 'type' | 'null' | 'missing' | { label: string; value: unknown };

/** `body.email`, `body.nested.field`, `query.user_id`, `params.user_id`. */
export type FieldPath = `${'body' | 'query' | 'params'}.${string}`;

export const BAD_EMAIL = 'not-an-email';
export const BAD_URL = 'not a url';

/** The bad value for `kind`, shaped after the good one (a long email stays an email, a wrong type is not the good type). */
export function badValue(kind: Exclude<BadKind, 'missing'>, good: unknown): unknown {
  if (typeof kind === 'object') return kind.value;
  switch (kind) {
    case 'email': return BAD_EMAIL;
    case 'url': return BAD_URL;
    case 'empty': return '';
    case 'null': return null;
    case 'type': return typeof good === 'string' ? 12345 : 'not-a-' + (good === null ? 'null' : Array.isArray(good) ? 'array' : typeof good);
    case 'long':
      if (typeof good === 'string' && good.includes('@')) return `${'a'.repeat(260)}@example.com`;
      if (typeof good === 'string' && /^https?:\/\//.test(good)) return `http://localhost:3000/${'a'.repeat(5000)}`;
      return 'x'.repeat(5000);
  }
}

export const kindLabel = (kind: BadKind): string => (typeof kind === 'object' ? kind.label : kind);

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A copy of `spec` with the field at `path` set to the bad variant (or removed for 'missing'). */
export function withBadField(spec: WireRequest, path: FieldPath, kind: BadKind): WireRequest {
  const [part, ...rest] = path.split('.') as ['body' | 'query' | 'params', ...string[]];
  const out: WireRequest = { ...spec, body: clone(spec.body), query: { ...spec.query }, params: { ...spec.params } };
  if (part === 'body') {
    if (out.body === undefined || out.body === null || typeof out.body !== 'object') out.body = {};
    let node = out.body as Record<string, unknown>;
    for (const step of rest.slice(0, -1)) {
      if (node[step] === null || typeof node[step] !== 'object') node[step] = {};
      node = node[step] as Record<string, unknown>;
    }
    const key = rest[rest.length - 1]!;
    if (kind === 'missing') delete node[key];
    else node[key] = badValue(kind, node[key]);
    return out;
  }
  const key = rest.join('.');
  const table = (part === 'query' ? out.query : out.params) as Record<string, string | undefined>;
  if (kind === 'missing') {
    delete table[key];
    return out;
  }
  const value = badValue(kind, table[key]);
  if (typeof value !== 'string') throw new Error(`${path}: a ${part} value is always a string, so "${kindLabel(kind)}" does not apply`);
  table[key] = value;
  return out;
}

/** A copy of `spec` with an unknown field added to its body or query. */
export function withUnknownField(spec: WireRequest, part: 'body' | 'query'): WireRequest {
  if (part === 'query') return { ...spec, query: { ...spec.query, unknown_field_for_diff: 'x' } };
  const body = spec.body !== null && typeof spec.body === 'object' ? clone(spec.body) as Record<string, unknown> : {};
  return { ...spec, body: { ...body, unknown_field_for_diff: 'x' } };
}
