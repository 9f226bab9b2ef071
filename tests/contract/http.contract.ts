// HTTP port contract: every HttpPort adapter sends one request verbatim and reports failures as domain errors.
import { inspect } from 'node:util';
import { AbortedError } from '../../domain/errors/aborted-error';
import { NetworkError } from '../../domain/errors/network-error';
import type { HttpPort } from '../../ports/http.port';
import type { EchoBody } from '../support/http-test-routes';

export interface HttpContractSubject {
  /** An adapter wired to the test routes (tests/support/http-test-routes.ts). */
  readonly http: HttpPort;
  readonly baseUrl: string;
  /** An adapter and URL where the transport fails (nothing listening, or a handler that throws). */
  readonly unreachable: { readonly http: HttpPort; readonly url: string };
  dispose(): Promise<void>;
}

export function describeHttpContract(name: string, makeSubject: () => Promise<HttpContractSubject>): void {
  describe(`HttpPort contract: ${name}`, () => {
    let subject: HttpContractSubject;
    beforeEach(async () => {
      subject = await makeSubject();
    });
    afterEach(async () => {
      await subject.dispose();
    });

    const echo = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: string, headers: Record<string, string> = {}) => {
      const res = await subject.http.send({ method, url: `${subject.baseUrl}/api/v1/echo/a%2Fb?x=1&y=%C3%A9`, headers, body });
      return { res, echoed: JSON.parse(res.body) as EchoBody };
    };

    it('sends method, path, query and headers verbatim', async () => {
      const { res, echoed } = await echo('GET', undefined, { 'X-Stack-Project-Id': 'p1', 'x-custom': 'v' });
      expect(res.status).toBe(200);
      expect(echoed).toMatchObject({ method: 'GET', path: '/api/v1/echo/a%2Fb', query: '?x=1&y=%C3%A9', body: '' });
      expect(echoed.headers['x-stack-project-id']).toBe('p1');
      expect(echoed.headers['x-custom']).toBe('v');
    });

    test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s carries its body and content type', async (method) => {
      const { echoed } = await echo(method, '{"a":"é"}', { 'Content-Type': 'application/json' });
      expect(echoed.method).toBe(method);
      expect(echoed.body).toBe('{"a":"é"}');
      expect(echoed.headers['content-type']).toBe('application/json');
    });

    test.each([200, 201, 400, 401, 404, 429, 500, 503, 508])('status %d resolves with lower-cased headers and the text body', async (status) => {
      const res = await subject.http.send({ method: 'GET', url: `${subject.baseUrl}/status/${status}`, headers: {} });
      expect(res.status).toBe(status);
      expect(res.body).toBe(`status ${status} body`);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.headers['x-mixed-case']).toBe('Yes');
      expect(Object.keys(res.headers).every((h) => h === h.toLowerCase())).toBe(true);
    });

    it('an empty body is the empty string', async () => {
      const res = await subject.http.send({ method: 'GET', url: `${subject.baseUrl}/empty`, headers: {} });
      expect(res).toMatchObject({ status: 204, body: '' });
    });

    it('decodes UTF-8 bodies', async () => {
      const res = await subject.http.send({ method: 'GET', url: `${subject.baseUrl}/utf8`, headers: {} });
      expect(res.body).toBe('héllo → 世界 🚪');
    });

    it('rejects with AbortedError when the signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort('stop');
      const error = await subject.http.send({ method: 'GET', url: `${subject.baseUrl}/echo`, headers: {} }, { signal: controller.signal }).catch((e: unknown) => e);
      expect(AbortedError.isInstance(error)).toBe(true);
      expect((error as AbortedError).reason).toBe('stop');
    });

    it('an abort settles a request the server never answers', async () => {
      const controller = new AbortController();
      const pending = subject.http.send({ method: 'GET', url: `${subject.baseUrl}/hang`, headers: {} }, { signal: controller.signal });
      controller.abort(new Error('user left'));
      const error = await pending.catch((e: unknown) => e);
      expect(AbortedError.isInstance(error)).toBe(true);
    });

    it('a transport failure is a NetworkError with a scrubbed URL', async () => {
      const { http, url } = subject.unreachable;
      const error = await http.send({ method: 'POST', url: `${url}/api/v1/x?token=CANARY-ACCESS-1`, headers: {}, body: '{}' }).catch((e: unknown) => e);
      expect(NetworkError.isInstance(error)).toBe(true);
      const e = error as NetworkError;
      expect(e.diagnostics).toMatchObject({ method: 'POST', attempts: 1 });
      expect(e.diagnostics.url).toBe(`${url}/api/v1/x?token=[redacted]`);
      for (const text of [e.message, String(e.stack), JSON.stringify(e), inspect(e, { depth: 10 })]) expect(text).not.toContain('CANARY');
    });
  });
}
