/** FetchHttpAdapter: HttpPort over ky (and so fetch); one attempt, no retries, no timeouts — the request layer owns those. */
import type { KyInstance } from 'ky';
import type { HttpPort, HttpRequest, HttpResponse, HttpSendOptions } from '../../ports/http.port';
import { AbortedError } from '../../domain/errors/aborted-error';
import { bridgeAbortSignal, raceAbort } from './abort-bridge';
import { readResponse } from './read-response';
import { toTransportError } from './transport-errors';

export interface FetchHttpAdapterOptions {
  /** The fetch to use (a framework's wrapper, a test double); the global fetch by default. */
  readonly fetch?: typeof fetch;
  /**
   * ky itself, when the root wants it loaded with the page (the browser root: no extra chunk before the first call).
   * Without it ky is imported on the first request: merely evaluating ky touches Request, ReadableStream and
   * FormData, which makes Node load its whole fetch implementation (undici), ~40 ms of a server's cold import.
   */
  readonly ky?: KyInstance;
}

let sharedKy: Promise<KyInstance> | undefined;

/** One import of ky for every adapter in the process; a failed import is retried by the next request. */
function loadKy(): Promise<KyInstance> {
  sharedKy ??= import('ky').then((module) => module.default, (error: unknown) => {
    sharedKy = undefined;
    throw error;
  });
  return sharedKy;
}

export class FetchHttpAdapter implements HttpPort {
  readonly #fetch: typeof fetch | undefined;
  #ky: KyInstance | undefined;

  constructor(options: FetchHttpAdapterOptions = {}) {
    this.#fetch = options.fetch;
    this.#ky = options.ky;
  }

  async send(request: HttpRequest, options: HttpSendOptions = {}): Promise<HttpResponse> {
    const bridge = bridgeAbortSignal(options.signal);
    try {
      const work = this.#exchange(request, bridge.signal);
      // A custom fetch may ignore the signal; the race makes an abort settle the call anyway.
      return await raceAbort(work, bridge.signal, () => new AbortedError(bridge.signal.reason));
    } catch (error) {
      throw toTransportError(error, request, bridge.signal);
    } finally {
      bridge.dispose();
    }
  }

  async #exchange(request: HttpRequest, signal: AbortSignal): Promise<HttpResponse> {
    const ky = this.#ky ?? (this.#ky = await loadKy());
    const fetchOf = this.#fetch;
    const response = await ky(request.url, {
      method: request.method,
      headers: { ...request.headers },
      body: request.body,
      retry: 0,
      timeout: false,
      throwHttpErrors: false,
      credentials: 'omit',
      cache: 'no-store',
      // The attempt's signal goes to fetch itself. Given to ky, it is merged with ky's own controller
      // (AbortSignal.any) and followed by every Request ky builds: ~20 µs a request, for a retry and a timeout
      // that ky does not run here (the request layer owns both). An abort still cancels the exchange.
      fetch: (input, init) => (fetchOf ?? globalThis.fetch)(input, { ...init, signal }),
    });
    return readResponse(response);
  }
}
