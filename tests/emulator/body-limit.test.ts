/**
 * Issue 21, item 4: request bodies are capped before they are buffered. Over node:http (the cap lives in the server):
 * a declared Content-Length over the cap is answered at once; a chunked body is cut off when its running size passes it.
 */
import { request as httpRequest } from 'node:http';
import { createEmulator, DEFAULT_MAX_BODY_BYTES, startEmulatorServer, type RunningServer } from '../../emulator';
import { clientHeaders, uniqueEmail } from './helpers';

const servers: RunningServer[] = [];
afterAll(async () => { await Promise.all(servers.map((s) => s.close())); });
async function serve(maxBodyBytes?: number): Promise<RunningServer> {
  const server = await startEmulatorServer({ port: 0, emulator: createEmulator(), ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }) });
  servers.push(server);
  return server;
}

/**
 * Streams `total` bytes of JSON-ish filler in 64 KiB chunks (chunked encoding, no Content-Length) and stops writing as
 * soon as an answer arrives. Resolves with the status and how many bytes were written by then.
 */
function streamBody(server: RunningServer, total: number): Promise<{ status: number; text: string; written: number }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = httpRequest({ host: url.hostname, port: url.port, method: 'POST', path: '/api/v1/auth/password/sign-up', headers: { ...clientHeaders(), 'content-type': 'application/json' } }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, written }));
    });
    req.on('error', (error) => { if (!answered) reject(error); });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = (): void => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) { req.once('drain', pump); return; }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

it('a declared Content-Length over the cap is answered 413 without reading the body', async () => {
  const server = await serve(1024);
  const response = await fetch(`${server.url}/api/v1/auth/password/sign-up`, {
    method: 'POST', headers: { ...clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(2000) }),
  });
  expect(response.status).toBe(413);
  expect(await response.text()).toBe('Request body too large: the emulator accepts at most 1024 bytes (maxBodyBytes / --max-body-bytes).');
});

it('a body under the cap is served as usual', async () => {
  const server = await serve(4096);
  const response = await fetch(`${server.url}/api/v1/auth/password/sign-up`, {
    method: 'POST', headers: { ...clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ email: uniqueEmail(), password: 'correct horse' }),
  });
  expect(response.status).toBe(200);
});

it(`a 300 MB chunked body meets the default cap (${DEFAULT_MAX_BODY_BYTES} B): 413 after a few MB, not after 300`, async () => {
  const server = await serve();
  const result = await streamBody(server, 300 * 1024 * 1024);
  expect(result.status).toBe(413);
  expect(result.text).toContain(`at most ${DEFAULT_MAX_BODY_BYTES} bytes`);
  // The answer came while the client was still sending: socket buffers hold a few MB at most.
  expect(result.written).toBeLessThan(64 * 1024 * 1024);
}, 60_000);
