/**
 * serveTsxPage: a one-file React program (TSX source importing './composition/entry-browser' and './react-adapter'),
 * bundled as a production build would (esbuild, minified, NODE_ENV production) and served on localhost: /app.js is the
 * program, every other path the page, so client-side routes and full loads both reach it.
 */
import { build } from 'esbuild';
import { startTestServer, type TestServer } from '../../support/node-test-server';

export async function serveTsxPage(source: string, title: string): Promise<{ origin: string; close(): Promise<void> }> {
  const bundled = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'tsx', sourcefile: `${title.toLowerCase()}-page.tsx` },
    bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic', logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' }, minify: true,
  });
  const script = bundled.outputFiles[0]!.text;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>`
    + '<body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';
  const server: TestServer = await startTestServer(async (request) => new URL(request.url).pathname === '/app.js'
    ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
    : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return { origin: server.baseUrl.replace('127.0.0.1', 'localhost'), close: () => server.close() };
}
