/**
 * Strict request validation with zod, reported as SCHEMA_ERROR in the service's words (§1.4). The service validates
 * with yup (packages/stack-shared/src/schema-fields.ts): its messages are yup's (`body.email must be defined`,
 * `… must be at most 256 characters`, `… must be less than or equal to 31708800000`) and, like yup, it first casts
 * scalars: a number sent for a string field is that number's text, "12" for a number field is 12, "true"/"1" for a
 * boolean field is true. Both are reproduced here, so every route gets them without saying anything.
 */
import * as z from 'zod';
import { known, type KnownErrorThrow } from './errors';

export type Part = 'body' | 'query' | 'params';

/** `Request validation failed on POST /api/v1/x:\n  - body contains unknown properties: a, b`. */
export function schemaErrorOf(method: string, path: string, lines: readonly string[]): KnownErrorThrow {
  // As the service's deindent: a line's own line breaks (a printed object) continue at the list's indentation.
  const message = `Request validation failed on ${method} ${path}:\n${lines.map((l) => `  - ${l.replace(/\n/g, '\n  ')}`).join('\n')}`;
  return known('SCHEMA_ERROR', { message });
}

type Issue = z.core.$ZodIssue;
type Key = PropertyKey;

/** yup's path: `body.items[0].id`. */
function yupPath(part: Part, path: readonly Key[]): string {
  let out: string = part;
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : `.${String(step)}`;
  return out;
}

function valueAt(root: unknown, path: readonly Key[]): unknown {
  let node = root;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<Key, unknown>)[step];
  }
  return node;
}

/** yup's printValue(value, quoteStrings = true). */
function printValue(value: unknown): string {
  const simple = (v: unknown): string | null => {
    if (v === null || v === undefined || v === true || v === false) return String(v);
    if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : Object.is(v, -0) ? '-0' : String(v);
    if (typeof v === 'string') return `"${v}"`;
    return null;
  };
  return simple(value) ?? JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
    return simple(this[key]) ?? v;
  }, 2);
}

/** yup's cast of a scalar for a string, number or boolean field; `undefined` when yup would not change it. */
function yupCast(expected: string, value: unknown): { value: unknown } | undefined {
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')) return { value: String(value) };
  if (expected === 'number' && typeof value === 'string') {
    const stripped = value.replace(/\s/g, '');
    const n = stripped === '' ? NaN : +stripped;
    return { value: Number.isNaN(n) ? parseFloat(value) : n };
  }
  if (expected === 'boolean' && (typeof value === 'string' || typeof value === 'number')) {
    if (/^(true|1)$/i.test(String(value))) return { value: true };
    if (/^(false|0)$/i.test(String(value))) return { value: false };
  }
  return undefined;
}

function typeMessage(where: string, expected: string, original: unknown, cast: unknown): string {
  if (original === undefined) return `${where} must be defined`;
  if (original === null) return `${where} cannot be null`;
  if (expected === 'int') return `${where} must be an integer`;
  const castNote = cast !== original ? ` (cast from the value \`${printValue(original)}\`).` : '.';
  return `${where} must be a \`${expected}\` type, but the final value was: \`${printValue(cast)}\`${castNote}`;
}

function sizeMessage(where: string, issue: Issue & { origin?: string; exact?: boolean }, bound: number | bigint, small: boolean): string {
  if (issue.origin === 'string') {
    if (issue.exact === true) return `${where} must be exactly ${bound} characters`;
    return `${where} must be ${small ? 'at least' : 'at most'} ${bound} characters`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return small ? `${where} field must have at least ${bound} items` : `${where} field must have less than or equal to ${bound} items`;
  }
  return `${where} must be ${small ? 'greater than or equal to' : 'less than or equal to'} ${bound}`;
}

/** The `params` flag of a custom issue whose message is the whole line, without the path. */
export const WHOLE_LINE = 'wholeLine';

// base64: stack-shared's base64Schema test words it so.
const FORMAT_WORDS: Record<string, string> = {
  email: 'must be a valid email', url: 'must be a valid URL', uuid: 'must be a valid UUID', guid: 'must be a valid UUID', base64: 'is not valid base64',
};

/** One zod issue in yup's words. `input` is the part as received, `cast` the part after yup's scalar casts. */
function describeIssue(part: Part, issue: Issue, input: unknown, cast: unknown): string {
  const where = yupPath(part, issue.path);
  switch (issue.code) {
    case 'unrecognized_keys': return `${where} contains unknown properties: ${issue.keys.join(', ')}`;
    case 'invalid_type': return typeMessage(where, issue.expected, valueAt(input, issue.path), valueAt(cast, issue.path));
    case 'too_small': return sizeMessage(where, issue, issue.minimum, true);
    case 'too_big': return sizeMessage(where, issue, issue.maximum, false);
    case 'invalid_value': {
      const value = valueAt(input, issue.path);
      if (value === undefined) return `${where} must be defined`;
      if (value === null) return `${where} cannot be null`;
      return `${where} must be one of the following values: ${issue.values.map(String).join(', ')}`;
    }
    case 'invalid_format':
      if (issue.format === 'regex') return `${where} must match the following: "${issue.pattern ?? ''}"`;
      return `${where} ${FORMAT_WORDS[issue.format] ?? `must be a valid ${issue.format}`}`;
    case 'not_multiple_of': return `${where} must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union': return unionMessage(part, issue, input, cast);
    // Route-written checks say their own words after the path (`refine(…, 'is not a valid URL')`), or their whole line
    // when the service's schema does (`matches(re, "Invalid batch_id")`): see `wholeLine` in schemas.ts.
    default: return issue.code === 'custom' && issue.params?.[WHOLE_LINE] === true ? issue.message : `${where} ${issue.message}`;
  }
}

/**
 * A union (`'me'` or a UUID, …) failed: absent or null are said as for any field; otherwise the service's schema is
 * the last alternative with extras (`userIdOrMe` is a UUID string that also takes `me`), so its first complaint is it.
 */
function unionMessage(part: Part, issue: Issue & { code: 'invalid_union' }, input: unknown, cast: unknown): string {
  const where = yupPath(part, issue.path);
  const value = valueAt(input, issue.path);
  if (value === undefined) return `${where} must be defined`;
  if (value === null) return `${where} cannot be null`;
  const last = lastAlternativeIssue(issue);
  return last === undefined ? `${where} is invalid` : describeIssue(part, last, input, cast);
}

export type Validated<T> = { ok: true; value: T } | { ok: false; lines: string[] };

function setAt(root: unknown, path: readonly Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as Record<Key, unknown>) }) as Record<Key, unknown>;
  copy[path[0]!] = setAt(copy[path[0]!], path.slice(1), value);
  return copy;
}

/** Applies yup's scalar casts where zod reported a type mismatch, until nothing more can be cast. */
function castLikeYup<T>(schema: z.ZodType<T>, value: unknown): { value: unknown; result: z.ZodSafeParseResult<T> } {
  let current = value;
  let result = schema.safeParse(current);
  for (let round = 0; round < 8 && !result.success; round++) {
    let changed = false;
    for (const found of result.error.issues) {
      const issue = found.code === 'invalid_union' ? lastAlternativeIssue(found) : found;
      if (issue?.code !== 'invalid_type') continue;
      const cast = yupCast(issue.expected, valueAt(current, issue.path));
      if (cast === undefined || Number.isNaN(cast.value)) continue;
      current = setAt(current, issue.path, cast.value);
      changed = true;
    }
    if (!changed) break;
    result = schema.safeParse(current);
  }
  return { value: current, result };
}

/** A union's last alternative's first issue, with its path made absolute (see unionMessage). */
function lastAlternativeIssue(issue: Issue & { code: 'invalid_union' }): Issue | undefined {
  const last = issue.errors[issue.errors.length - 1]?.[0];
  return last === undefined ? undefined : ({ ...last, path: [...issue.path, ...last.path] } as Issue);
}

/** NaN-producing number casts are reported with yup's "final value NaN (cast from …)". */
function castForMessages(value: unknown, issues: readonly Issue[]): unknown {
  let out = value;
  for (const issue of issues) {
    if (issue.code !== 'invalid_type') continue;
    const cast = yupCast(issue.expected, valueAt(value, issue.path));
    if (cast !== undefined) out = setAt(out, issue.path, cast.value);
  }
  return out;
}

export function validatePart<T>(schema: z.ZodType<T>, value: unknown, part: Part): Validated<T> {
  const { value: cast, result } = castLikeYup(schema, value);
  if (result.success) return { ok: true, value: result.data };
  const shown = castForMessages(cast, result.error.issues);
  return { ok: false, lines: result.error.issues.map((issue) => describeIssue(part, issue, value, shown)) };
}

/** Used when a route declares no body: like the service's routes without a body schema, any body is ignored. */
export const NO_BODY = z.unknown();
/** Used when a route declares no query: any query parameter is unknown. */
export const NO_QUERY = z.strictObject({});
/** Used when a route declares no params: the path's `{name}` strings as they are. */
export const ANY_PARAMS = z.record(z.string(), z.string());
