/**
 * A small app page for the browser suites: the library's browser entry bundled by esbuild (once per suite) and served,
 * with its HTML, from 127.0.0.1 — reached as http://localhost:<port>, so the emulator's demo project (localhost
 * allowed) trusts it and cookies are real cookies. The real-backend suites pass their own fresh project instead.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { SEED } from '../../../emulator';
import { startTestServer, type TestServer } from '../../support/node-test-server';

export interface TestPage {
  /** http://localhost:<port> */
  readonly origin: string;
  close(): Promise<void>;
}

/** The project the page's app belongs to (what a browser may hold), and its handler URLs if not the defaults. */
export interface TestPageProject {
  readonly projectId: string;
  readonly publishableClientKey: string;
  readonly urls?: Readonly<Record<string, string>>;
}

/** The page's script: `createClientApp` against `apiUrl` for `project` (the emulator's demo project unless told), plus whatever `body` does with `app`. */
export async function serveTestPage(apiUrl: string, body: string, project: TestPageProject = SEED.demo): Promise<TestPage> {
  const urls = project.urls === undefined ? '' : `, urls: ${JSON.stringify(project.urls)}`;
  const source = `
import { createClientApp } from './composition/entry-browser';
// Only what a browser may hold: the project id and its publishable key, written in as literals.
const app = createClientApp({ projectId: ${JSON.stringify(project.projectId)}, publishableClientKey: ${JSON.stringify(project.publishableClientKey)}, baseUrl: ${JSON.stringify(apiUrl)}${urls} });
const output = document.querySelector('output');
${body}
`;
  const bundled = await build({
    stdin: { contents: source, resolveDir: join(__dirname, '../../..'), loader: 'ts', sourcefile: 'page.ts' },
    bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'silent',
  });
  const script = bundled.outputFiles[0]!.text;
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portcullis test page</title></head><body>'
    + '<main><button type="button">Sign in with GitHub</button><output aria-live="polite"></output></main>'
    + '<script type="module" src="/app.js"></script></body></html>';
  const server: TestServer = await startTestServer(async (request) => new URL(request.url).pathname === '/app.js'
    ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
    : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  const origin = server.baseUrl.replace('127.0.0.1', 'localhost');
  return { origin, close: () => server.close() };
}
