/** HandlerHttpAdapter: HttpPort that calls an in-process `(Request) => Promise<Response>` handler (the emulator), no sockets. */
import type { HttpPort, HttpRequest, HttpResponse, HttpSendOptions } from '../../ports/http.port';
import { AbortedError } from '../../domain/errors/aborted-error';
import { bridgeAbortSignal, raceAbort } from './abort-bridge';
import { readResponse } from './read-response';
import { toTransportError } from './transport-errors';

export type FetchHandler = (request: Request) => Promise<Response>;

export class HandlerHttpAdapter implements HttpPort {
  readonly #handler: FetchHandler;

  constructor(handler: FetchHandler) {
    this.#handler = handler;
  }

  async send(request: HttpRequest, options: HttpSendOptions = {}): Promise<HttpResponse> {
    const bridge = bridgeAbortSignal(options.signal);
    try {
      const init: RequestInit = { method: request.method, headers: { ...request.headers }, signal: bridge.signal };
      if (request.body !== undefined) init.body = request.body;
      // The handler may ignore the signal; the race makes an abort settle the call anyway.
      const work = (async () => readResponse(await this.#handler(new Request(request.url, init))))();
      return await raceAbort(work, bridge.signal, () => new AbortedError(bridge.signal.reason));
    } catch (error) {
      throw toTransportError(error, request, bridge.signal);
    } finally {
      bridge.dispose();
    }
  }
}
