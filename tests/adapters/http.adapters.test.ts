// Runs the HTTP port contract against every adapter: ky/fetch over a 127.0.0.1 server, and the in-process handler.
import { FetchHttpAdapter } from '../../adapters/http/fetch-http.adapter';
import { HandlerHttpAdapter } from '../../adapters/http/handler-http.adapter';
import { LazyFetchHttpAdapter } from '../../adapters/http/lazy-fetch-http.adapter';
import { describeHttpContract } from '../contract/http.contract';
import { httpTestRoutes } from '../support/http-test-routes';
import { startTestServer, unusedLocalUrl } from '../support/node-test-server';

describeHttpContract('FetchHttpAdapter (ky) → node:http on 127.0.0.1', async () => {
  const server = await startTestServer(httpTestRoutes);
  return {
    http: new FetchHttpAdapter(),
    baseUrl: server.baseUrl,
    unreachable: { http: new FetchHttpAdapter(), url: await unusedLocalUrl() },
    dispose: () => server.close(),
  };
});

describeHttpContract('LazyFetchHttpAdapter (ky imported on the first request) → node:http on 127.0.0.1', async () => {
  const server = await startTestServer(httpTestRoutes);
  return {
    http: new LazyFetchHttpAdapter(),
    baseUrl: server.baseUrl,
    unreachable: { http: new LazyFetchHttpAdapter(), url: await unusedLocalUrl() },
    dispose: () => server.close(),
  };
});

describeHttpContract('HandlerHttpAdapter → in-process handler', async () => ({
  http: new HandlerHttpAdapter(httpTestRoutes),
  baseUrl: 'http://127.0.0.1:1',
  unreachable: {
    http: new HandlerHttpAdapter(() => Promise.reject(new TypeError('handler crashed'))),
    url: 'http://127.0.0.1:1',
  },
  dispose: async () => undefined,
}));

describe('HandlerHttpAdapter', () => {
  it('settles on abort even when the handler ignores the signal', async () => {
    const http = new HandlerHttpAdapter(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = http.send({ method: 'GET', url: 'http://127.0.0.1:1/x', headers: {} }, { signal: controller.signal });
    controller.abort('bye');
    await expect(pending).rejects.toMatchObject({ name: 'AbortedError', reason: 'bye' });
  });
});

describe('FetchHttpAdapter', () => {
  it('sends credentials: omit and cache: no-store, with no retry of its own', async () => {
    const seen: RequestInit[] = [];
    let calls = 0;
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      const req = input instanceof Request ? input : new Request(input, init);
      seen.push({ credentials: req.credentials, cache: req.cache });
      return new Response('down', { status: 503 });
    }) as typeof fetch;
    const res = await new FetchHttpAdapter({ fetch: fakeFetch }).send({ method: 'GET', url: 'http://127.0.0.1:1/x', headers: {} });
    expect(res.status).toBe(503);
    expect(calls).toBe(1);
    expect(seen[0]).toEqual({ credentials: 'omit', cache: 'no-store' });
  });

  it('settles on abort even when a custom fetch ignores the signal', async () => {
    const http = new FetchHttpAdapter({ fetch: (() => new Promise<Response>(() => undefined)) as typeof fetch });
    const controller = new AbortController();
    const pending = http.send({ method: 'GET', url: 'http://127.0.0.1:1/x', headers: {} }, { signal: controller.signal });
    controller.abort('bye');
    await expect(pending).rejects.toMatchObject({ name: 'AbortedError', reason: 'bye' });
  });
});
