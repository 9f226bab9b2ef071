/** HttpPort: sends one HTTP request and returns the raw response. No retry, no auth, no JSON decoding. */
import type { AbortSignalLike } from './abort-signal';

/**
 * The methods the Stack API and its tests use.
 *
 * @example
 * const method: HttpMethod = 'PATCH';
 * @public
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'TRACE';

/**
 * One request as the request layer built it: absolute URL, final headers, body already serialised.
 *
 * @example
 * const request: HttpRequest = { method: 'POST', url: 'http://127.0.0.1:8102/api/v1/auth/password/sign-in',
 *   headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) };
 * @public
 */
export interface HttpRequest {
  readonly method: HttpMethod;
  /** Absolute URL. */
  readonly url: string;
  /** Header names as given; adapters send them verbatim. */
  readonly headers: Readonly<Record<string, string>>;
  /** Already-serialised body (JSON or form-encoded text). */
  readonly body?: string;
}

/**
 * The raw answer: any status resolves (decoding statuses and known errors is the request layer's job).
 *
 * @example
 * const res: HttpResponse = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
 * const data: unknown = JSON.parse(res.body);
 * @public
 */
export interface HttpResponse {
  readonly status: number;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /** Body as text ('' when empty). */
  readonly body: string;
}

/**
 * Per-attempt options of HttpPort.send.
 *
 * @example
 * await http.send(request, { signal: AbortSignal.timeout(30_000) });
 * @public
 */
export interface HttpSendOptions {
  /** Aborts this one attempt (per-attempt timeout and caller cancellation are both wired into it). */
  readonly signal?: AbortSignalLike;
}

/**
 * Sends one request. A transport failure (DNS, refused, reset, CORS) rejects with the domain's
 * `NetworkError`; an aborted signal rejects with `AbortedError`. Any HTTP status resolves.
 *
 * @example
 * const res = await http.send({ method: 'GET', url: 'http://127.0.0.1:8102/api/v1', headers: {} });
 * res.status; // 200
 * @public
 */
export interface HttpPort {
  send(request: HttpRequest, options?: HttpSendOptions): Promise<HttpResponse>;
}
