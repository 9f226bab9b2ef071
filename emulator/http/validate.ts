/** Strict request validation with zod, reported as SCHEMA_ERROR in the backend's message format (§1.4). */
import * as z from 'zod';
import { known, type KnownErrorThrow } from './errors';

export type Part = 'body' | 'query' | 'params';

/** `Request validation failed on POST /api/v1/x:\n  - body contains unknown properties: a, b`. */
export function schemaErrorOf(method: string, path: string, lines: readonly string[]): KnownErrorThrow {
  const message = `Request validation failed on ${method} ${path}:\n${lines.map((l) => `  - ${l}`).join('\n')}`;
  return known('SCHEMA_ERROR', { message });
}

function describeIssue(part: Part, issue: z.core.$ZodIssue): string {
  const where = [part, ...issue.path.map(String)].join('.');
  if (issue.code === 'unrecognized_keys') return `${where} contains unknown properties: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) return `${where} must be defined`;
  return `${where}: ${issue.message}`;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; lines: string[] };

export function validatePart<T>(schema: z.ZodType<T>, value: unknown, part: Part): Validated<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, lines: result.error.issues.map((issue) => describeIssue(part, issue)) };
}

/** Used when a route declares no body: nothing, or an empty object (the SDK always sends `{}`). */
export const NO_BODY = z.strictObject({}).optional();
/** Used when a route declares no query: any query parameter is unknown. */
export const NO_QUERY = z.strictObject({});
/** Used when a route declares no params: the path's `{name}` strings as they are. */
export const ANY_PARAMS = z.record(z.string(), z.string());
