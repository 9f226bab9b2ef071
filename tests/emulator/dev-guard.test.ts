/**
 * Issue 21, item 3: the dev controls under /emulator/ (outbox with codes, reset, time, faults) are closed to other
 * origins and to DNS rebinding, while the API keeps its CORS. Sent over real HTTP, where browsers' headers arrive as sent.
 */
import { request as httpRequest } from 'node:http';
import { createEmulator, startEmulatorServer, type RunningServer } from '../../emulator';
import { isLoopbackHost } from '../../emulator/dev/dev-guard';
import { clientHeaders, uniqueEmail } from './helpers';

let server: RunningServer;
beforeAll(async () => { server = await startEmulatorServer({ port: 0, emulator: createEmulator() }); });
afterAll(async () => { await server.close(); });

/** node:http, because fetch does not let a caller set Host, Origin or Sec-Fetch-Site. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const outboxCount = async (): Promise<number> => (JSON.parse((await send('GET', '/emulator/outbox')).text) as { items: unknown[] }).items.length;

async function mailSomething(): Promise<void> {
  const response = await fetch(`${server.url}/api/v1/auth/otp/send-sign-in-code`, {
    method: 'POST', headers: { ...clientHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('guard'), callback_url: 'http://localhost:3000/handler/magic-link-callback' }),
  });
  expect(response.status).toBe(200);
}

it('the API answers CORS; the dev controls do not, not even to a preflight', async () => {
  const api = await send('GET', '/api/v1', { origin: 'http://evil.example' });
  expect(api.headers['access-control-allow-origin']).toBe('*');
  const outbox = await send('GET', '/emulator/outbox', { origin: 'http://evil.example' });
  expect(outbox.status).toBe(200); // readable by curl and the developer's own pages, but not by another origin's script:
  expect(outbox.headers['access-control-allow-origin']).toBeUndefined();
  const preflight = await send('OPTIONS', '/emulator/reset', { origin: 'http://evil.example', 'access-control-request-method': 'POST' });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
});

it('a simple cross-site POST to /emulator/reset is refused and wipes nothing', async () => {
  await mailSomething();
  const before = await outboxCount();
  const foreign: Array<Record<string, string>> = [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }];
  for (const headers of foreign) {
    const refused = await send('POST', '/emulator/reset', { ...headers, 'content-type': 'text/plain' }, '');
    expect(refused.status).toBe(403);
    expect(refused.text).toBe("The emulator's dev controls refuse changes sent by a page of another origin.");
  }
  expect(await outboxCount()).toBe(before);
  const timeMove = await send('POST', '/emulator/time', { origin: 'http://evil.example', 'content-type': 'text/plain' }, '{"advance_ms": 600000}');
  expect(timeMove.status).toBe(403);
});

it('DNS rebinding: a non-loopback Host is refused on the dev controls, reads included', async () => {
  const rebound = await send('GET', '/emulator/outbox', { host: 'evil.example:8102' });
  expect(rebound.status).toBe(403);
  expect(rebound.text).toContain('loopback host name');
  expect(rebound.text).not.toContain('"items"');
});

it("the developer's own requests pass: same origin, no origin (curl, Node), any loopback name", async () => {
  const host = new URL(server.url).host;
  expect((await send('POST', '/emulator/time', { origin: server.url, host, 'content-type': 'application/json' }, '{"advance_ms": 1000}')).status).toBe(200);
  expect((await send('POST', '/emulator/time', { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, '{"advance_ms": 1000}')).status).toBe(200);
  expect((await send('GET', '/emulator/outbox', { host: `localhost:${new URL(server.url).port}` })).status).toBe(200);
  expect((await send('POST', '/emulator/reset', {}, '')).status).toBe(200);
  expect(await outboxCount()).toBe(0);
});

it('pages may not be framed', async () => {
  const page = await send('GET', '/emulator/outbox.html');
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
});

it('loopback names', () => {
  for (const host of ['localhost', 'localhost:8102', 'LOCALHOST', 'app.localhost:5173', '127.0.0.1', '127.0.0.1:1', '[::1]:8102']) expect(isLoopbackHost(host)).toBe(true);
  for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '0.0.0.0', '10.0.0.1', '']) expect(isLoopbackHost(host)).toBe(false);
});
