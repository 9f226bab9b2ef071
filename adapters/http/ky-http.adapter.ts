/**
 * KyHttpAdapter: HttpPort over ky (and so fetch); one attempt, no retries, no timeouts — the request layer owns those.
 * It never imports ky itself: FetchHttpAdapter hands it ky loaded with the page, LazyFetchHttpAdapter (Node) a loader.
 */
import type { KyInstance } from 'ky';
import type { HttpPort, HttpRequest, HttpResponse, HttpSendOptions } from '../../ports/http.port';
import { AbortedError } from '../../domain/errors/aborted-error';
import { bridgeAbortSignal, raceAbort } from './abort-bridge';
import { readResponse } from './read-response';
import { toTransportError } from './transport-errors';

export interface FetchHttpAdapterOptions {
  /** The fetch to use (a framework's wrapper, a test double); the global fetch by default. */
  readonly fetch?: typeof fetch;
}

/** ky itself, or a function that imports it (called on the first request until it succeeds). */
export type KySource = KyInstance | (() => Promise<KyInstance>);

export class KyHttpAdapter implements HttpPort {
  readonly #fetch: typeof fetch | undefined;
  readonly #load: (() => Promise<KyInstance>) | undefined;
  #ky: KyInstance | undefined;

  constructor(ky: KySource, options: FetchHttpAdapterOptions = {}) {
    this.#fetch = options.fetch;
    // ky is itself a function: a loader is told apart by ky's own members.
    if ('create' in ky) this.#ky = ky;
    else this.#load = ky;
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
    const ky = this.#ky ?? (this.#ky = await (this.#load as () => Promise<KyInstance>)());
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
