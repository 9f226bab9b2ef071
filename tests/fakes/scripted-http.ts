// ScriptedHttp: a fake HttpPort that plays a list of responses and failures, recording every request it saw.
import { NetworkError } from '../../domain/errors/network-error';
import type { ClockPort } from '../../ports/clock.port';
import type { HttpPort, HttpRequest, HttpResponse, HttpSendOptions } from '../../ports/http.port';

export type ScriptStep =
  | { readonly status: number; readonly headers?: Record<string, string>; readonly body?: string }
  | { readonly fail: 'network' }
  /** Never answers and ignores the abort signal: the worst transport. */
  | { readonly hang: true }
  | ((request: HttpRequest) => ScriptStep);

export interface SeenRequest extends HttpRequest {
  readonly at: number;
  readonly signalAborted: () => boolean;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): ScriptStep => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/** A known error as the server sends it in override mode: 200 + x-stack-actual-status + x-stack-known-error. */
export const knownError = (status: number, code: string, details?: unknown, message = 'server message'): ScriptStep =>
  json(200, details === undefined ? { code, error: message } : { code, error: message, details }, {
    'x-stack-actual-status': String(status),
    'x-stack-known-error': code,
  });

export class ScriptedHttp implements HttpPort {
  readonly seen: SeenRequest[] = [];
  readonly #steps: ScriptStep[];
  readonly #clock: ClockPort;
  /** Played once the script is used up. */
  readonly #fallback: ScriptStep;

  constructor(clock: ClockPort, steps: ScriptStep[], fallback: ScriptStep = { status: 599, body: 'script exhausted' }) {
    this.#clock = clock;
    this.#steps = [...steps];
    this.#fallback = fallback;
  }

  async send(request: HttpRequest, options: HttpSendOptions = {}): Promise<HttpResponse> {
    const signal = options.signal;
    this.seen.push({ ...request, at: this.#clock.now(), signalAborted: () => signal?.aborted ?? false });
    let step = this.#steps.shift() ?? this.#fallback;
    while (typeof step === 'function') step = step(request);
    if ('fail' in step) throw new NetworkError({ method: request.method, url: request.url, attempts: 1, causeMessage: 'fetch failed: ECONNREFUSED' });
    if ('hang' in step) return new Promise<HttpResponse>(() => undefined);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(step.headers ?? {})) headers[k.toLowerCase()] = v;
    return { status: step.status, headers, body: step.body ?? '' };
  }
}
