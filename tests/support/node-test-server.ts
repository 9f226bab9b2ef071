// Serves a fetch-style handler over node:http on 127.0.0.1 (port 0) for adapter tests; close() drops open sockets.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

async function toRequest(req: IncomingMessage, baseUrl: string, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', baseUrl), { method: req.method ?? 'GET', headers, body, signal });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startTestServer(handler: (request: Request) => Promise<Response>): Promise<TestServer> {
  let baseUrl = '';
  const server = createServer((req, res) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort(new Error('client went away')));
    toRequest(req, baseUrl, controller.signal)
      .then(handler)
      .then((response) => writeResponse(res, response))
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 127.0.0.1 URL where nothing listens: a server started then closed, so connecting is refused. */
export async function unusedLocalUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
