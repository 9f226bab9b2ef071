/** startEmulatorServer: the same handler behind node:http on 127.0.0.1 (default port 8102). */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DroppedConnection } from './dev/faults';
import { createEmulator, type Emulator, type EmulatorOptions } from './emulator';

export interface ServerOptions extends EmulatorOptions {
  port?: number;
  host?: string;
  /** An existing emulator to serve (tests); a fresh one otherwise. */
  emulator?: Emulator;
  /**
   * A site served next to the emulator on the same origin (the demo app): every request outside /api/ and /emulator/
   * goes to it, so the emulator's own index page moves to /emulator/.
   */
  site?: (request: Request) => Promise<Response>;
  /**
   * Durable state (`--data`): awaited after every request and before its answer is sent, so an acknowledged write is
   * on disk (state/state-file.ts). When it fails the answer is a 500 saying the write was not saved.
   */
  persist?: { flush(): Promise<void> };
  /**
   * The largest request body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES). A larger one is answered 413 as soon
   * as its Content-Length or its running size says so, before it is buffered.
   */
  maxBodyBytes?: number;
}

/** 5 MiB: above the largest value a field takes (a 1e6-character data URL as profile image), below harm. */
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The body went over the cap; the request is answered 413 without reading the rest. */
class BodyTooLarge extends Error {}

export interface RunningServer {
  url: string;
  emulator: Emulator;
  close(): Promise<void>;
}

async function toRequest(req: IncomingMessage, base: string, maxBodyBytes: number): Promise<Request> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', base), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : null });
}

/** Fetch headers → node:http headers; every set-cookie is kept (a record keyed by name would keep the last). */
function nodeHeaders(headers: Headers): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => { if (name !== 'set-cookie') out[name] = value; });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

const isEmulatorPath = (path: string): boolean => path.startsWith('/api/') || path === '/api' || path.startsWith('/emulator');

async function serve(options: ServerOptions, emulator: Emulator, base: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  try {
    const request = await toRequest(req, base, maxBodyBytes);
    const site = options.site;
    let response = site !== undefined && !isEmulatorPath(new URL(request.url).pathname) ? await site(request) : await emulator.handler(request);
    if (options.persist !== undefined) response = await persisted(options.persist, response);
    res.writeHead(response.status, nodeHeaders(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      // Answer, then close: the rest of the body is never read.
      const socket = req.socket as typeof req.socket | null;
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close', 'cache-control': 'no-store' });
      res.end(`Request body too large: the emulator accepts at most ${maxBodyBytes} bytes (maxBodyBytes / --max-body-bytes).`, () => socket?.destroy());
      return;
    }
    // A drop fault (or a broken pipeline) kills the connection without an HTTP answer.
    if (!(error instanceof DroppedConnection)) emulator.core.log('request failed outside the routes', error);
    req.socket.destroy();
  }
}

/** The answer once the state is on disk, or a 500 naming the failure (the client must not believe the write kept). */
async function persisted(persist: { flush(): Promise<void> }, response: Response): Promise<Response> {
  try {
    await persist.flush();
    return response;
  } catch (error) {
    return new Response(`The emulator could not save its state, so this request's changes may be lost on restart: ${(error as Error).message}`, {
      status: 500, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

export async function startEmulatorServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const emulator = options.emulator ?? createEmulator(options);
  let base = `http://${host}`;
  const server = createServer((req, res) => { void serve(options, emulator, base, req, res); });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8102, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  base = `http://${host}:${port}`;
  if (options.apiUrl === undefined) emulator.setApiUrl(base);
  return {
    url: base,
    emulator,
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}
