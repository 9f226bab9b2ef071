/**
 * decodeResponse: one HttpResponse → a typed success, or a failure carrying the error to throw (a known error's
 * checked body, built into its class only when thrown: the catalogue loads on first need) and the facts decideRetry
 * needs (protocol §1.5–1.6). Never throws.
 */
import { safeParse, type $ZodType } from 'zod/v4/core';
import { KNOWN_ERROR_HEADER } from '../../../domain/errors/known-error';
import { UnexpectedResponseError } from '../../../domain/errors/unexpected-response-error';
import type { HttpResponse } from '../../../ports/http.port';
import type { KnownErrorJson } from './known-error-catalogue';
import { redactSecrets } from './redact';

/** What decideRetry needs of any failed attempt. */
interface FailureFacts {
  readonly ok: false;
  readonly status: number;
  readonly retryAfter: string | null;
  readonly bodyHasInfiniteLoopMarker: boolean;
}

export type DecodedResponse<T> =
  | { readonly ok: true; readonly status: number; readonly body: T; readonly headers: Readonly<Record<string, string>> }
  | (FailureFacts & { readonly error: Error })
  /** A known error: its body, checked against the header; decodeKnownError builds the typed error from it. */
  | (FailureFacts & { readonly knownError: KnownErrorJson; readonly knownErrorCode: string });

const MAX_REASON_LENGTH = 500;

/** x-stack-actual-status rebuilds the real status of an overridden 4xx. */
export function actualStatus(response: HttpResponse): number {
  const header = response.headers['x-stack-actual-status'];
  return header !== undefined && /^\s*\d{3}\s*$/.test(header) ? Number(header) : response.status;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function knownError(status: number, code: string, body: string): { error: Error } | { knownError: KnownErrorJson; knownErrorCode: string } {
  const json = parseJson(body);
  const value = json.ok ? (json.value as { code?: unknown; error?: unknown; details?: unknown } | null) : null;
  if (value === null || typeof value !== 'object' || value.code !== code) {
    const bodyCode = value !== null && typeof value === 'object' && typeof value.code === 'string' ? value.code : 'missing';
    // Only code-shaped text goes into the message: anything else in the body could be a secret.
    const shown = (text: string): string => (/^[A-Z0-9_]{1,80}$/.test(text) ? text : 'not a known-error code');
    const reason = `known-error header says ${shown(code)} but the body's code is ${bodyCode === 'missing' ? 'missing' : shown(bodyCode)}`;
    return { error: new UnexpectedResponseError({ status, reason }) };
  }
  return { knownError: { code, error: typeof value.error === 'string' ? value.error : undefined, details: value.details }, knownErrorCode: code };
}

function successBody<T>(response: HttpResponse, schema: $ZodType<T> | undefined): { ok: true; value: T } | { ok: false; reason: string } {
  const isJson = (response.headers['content-type'] ?? '').toLowerCase().includes('json');
  let value: unknown = response.body;
  if (isJson) {
    const json = parseJson(response.body);
    if (!json.ok) return { ok: false, reason: 'the success body is not valid JSON' };
    value = json.value;
  }
  if (schema === undefined) return { ok: true, value: value as T };
  // The functional parse works for classic and mini schemas alike (mini keeps the bundle small in browsers).
  const parsed = safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  // Paths and issue codes only: values (which may be tokens) stay out of the message.
  const where = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`);
  return { ok: false, reason: `the success body does not match the expected shape (${where.join('; ')})` };
}

/** `secrets` is called only for an error body that is quoted (a success never needs the list built). */
export function decodeResponse<T>(response: HttpResponse, schema: $ZodType<T> | undefined, secrets: () => readonly (string | null)[]): DecodedResponse<T> {
  const status = actualStatus(response);
  const common = { ok: false as const, status, retryAfter: response.headers['retry-after'] ?? null, bodyHasInfiniteLoopMarker: response.body.includes('INFINITE_LOOP_DETECTED') };
  const code = response.headers[KNOWN_ERROR_HEADER];
  if (code !== undefined) return { ...common, ...knownError(status, code.trim(), response.body) };
  if (status >= 200 && status < 300) {
    const body = successBody(response, schema);
    if (body.ok) return { ok: true, status, body: body.value, headers: response.headers };
    return { ...common, error: new UnexpectedResponseError({ status, reason: body.reason }) };
  }
  const text = redactSecrets(response.body.trim(), secrets()).slice(0, MAX_REASON_LENGTH);
  return { ...common, error: new UnexpectedResponseError({ status, reason: text === '' ? `HTTP ${status} with an empty body` : text }) };
}
