import type { AbortSignalLike } from './abort-signal';

/** HttpPort: sends one HTTP request and returns the raw response. No retry, no auth, no JSON decoding. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'TRACE';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Absolute URL. */
  readonly url: string;
  /** Header names as given; adapters send them verbatim. */
  readonly headers: Readonly<Record<string, string>>;
  /** Already-serialised body (JSON or form-encoded text). */
  readonly body?: string;
}

export interface HttpResponse {
  readonly status: number;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /** Body as text ('' when empty). */
  readonly body: string;
}

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
