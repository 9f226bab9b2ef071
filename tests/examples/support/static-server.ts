/**
 * serveStatic: a built single-page app on 127.0.0.1 (a free port), as a static host serves it: files as they are, and
 * index.html for any other path that is not a file (the SPA fallback a client-side router needs on a reload).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.map': 'application/json',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  close(): Promise<void>;
}

/** The file a URL path names inside root, or null (outside root, or not a file). */
function fileOf(root: string, pathname: string): string | null {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

export async function serveStatic(root: string, options: { readonly spaFallback?: boolean } = {}): Promise<StaticServer> {
  const index = join(root, 'index.html');
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = fileOf(root, pathname) ?? (options.spaFallback === true && extname(pathname) === '' ? index : null);
    if (file === null) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
