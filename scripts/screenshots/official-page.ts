/**
 * The official SDK's screens (@stackframe/react 2.8.108, the dev dependency @stackframe/react-2.8.108) as a page for
 * the side-by-side pictures: StackProvider + StackTheme + StackHandler (fullPage) against the same emulator, bundled
 * by esbuild once and served from 127.0.0.1 for every path, reached as http://localhost:<port>. Redirects are page
 * loads (redirectMethod 'window'); the host stylesheet is the same as ours (body{margin:0}).
 */
import { build } from 'esbuild';
import { SEED } from '../../emulator';
import { startTestServer } from '../../tests/support/node-test-server';

export interface OfficialPage {
  readonly origin: string;
  close(): Promise<void>;
}

const ENTRY = (apiUrl: string): string => `
import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { SelectedTeamSwitcher, StackClientApp, StackHandler, StackProvider, StackTheme, UserButton, useUser } from '@stackframe/react-2.8.108';

const app = new StackClientApp({
  projectId: ${JSON.stringify(SEED.demo.projectId)}, publishableClientKey: ${JSON.stringify(SEED.demo.publishableClientKey)},
  baseUrl: ${JSON.stringify(apiUrl)}, tokenStore: 'cookie', redirectMethod: 'window',
});
globalThis.officialApp = app;

// /components: the same app header as our page's (scripts/screenshots-account.ts pictures both menus opened).
function Components() {
  const user = useUser();
  return (
    <div style={{ minHeight: '100vh' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 24px', borderBottom: '1px solid #8884' }}>
        <strong style={{ marginRight: 'auto' }}>Demo app</strong>
        {user?.selectedTeam ? <SelectedTeamSwitcher selectedTeam={user.selectedTeam} /> : null}
        <UserButton />
      </header>
      <main style={{ padding: 24 }}><h1 style={{ fontSize: 20 }}>Page content</h1></main>
    </div>
  );
}

createRoot(document.getElementById('root')).render(
  <StackProvider app={app}><StackTheme><Suspense fallback={null}>
    {location.pathname === '/components' ? <Components /> : <StackHandler fullPage location={location.pathname} />}
  </Suspense></StackTheme></StackProvider>,
);
`;

export async function serveOfficialPage(apiUrl: string): Promise<OfficialPage> {
  const bundled = await build({
    stdin: { contents: ENTRY(apiUrl), resolveDir: process.cwd(), loader: 'tsx', sourcefile: 'official-page.tsx' },
    bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic', logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}', global: 'globalThis' }, minify: true,
    loader: { '.css': 'text' },
  });
  const script = bundled.outputFiles[0]!.text;
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<title>Official</title><style>body{margin:0}@media (prefers-color-scheme:dark){:root{color-scheme:dark}}</style></head>'
    + '<body><div id="root"></div><script type="module" src="/official.js"></script></body></html>';
  const server = await startTestServer(async (request) => new URL(request.url).pathname === '/official.js'
    ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
    : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return { origin: server.baseUrl.replace('127.0.0.1', 'localhost'), close: () => server.close() };
}
