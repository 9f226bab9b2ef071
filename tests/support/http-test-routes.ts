// A tiny fetch-style handler with the routes the HTTP contract needs; served in-process and over node:http.

export interface EchoBody {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Resolves when a /hang request's signal fires (or never, for a handler that ignores it). */
function hang(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });
}

async function echo(request: Request, url: URL): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  const payload: EchoBody = { method: request.method, path: url.pathname, query: url.search, headers, body: await request.text() };
  return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export async function httpTestRoutes(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const status = /^\/status\/(\d{3})$/.exec(url.pathname);
  if (status) {
    return new Response(`status ${status[1]} body`, {
      status: Number(status[1]),
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '7', 'X-Mixed-Case': 'Yes' },
    });
  }
  if (url.pathname === '/empty') return new Response(null, { status: 204 });
  if (url.pathname === '/utf8') return new Response('héllo → 世界 🚪', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (url.pathname === '/hang') return hang(request);
  return echo(request, url);
}
