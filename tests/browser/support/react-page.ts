/**
 * A React app page for the browser suites and the screenshots: the browser entry + the React adapter bundled by
 * esbuild (once), served from 127.0.0.1 for every path (so /handler/* routes load the same app), reached as
 * http://localhost:<port>. `/` shows who is signed in; /handler/* renders PortcullisHandler. `?colorScheme=light|dark`
 * is passed to the provider (tests/browser/react-theme.browser.test.ts), `?brand=Name` as its brand (screenshots).
 */
import { build } from 'esbuild';

import { SEED } from '../../../emulator';
import { startTestServer, type TestServer } from '../../support/node-test-server';

export interface ReactPage {
  readonly origin: string;
  close(): Promise<void>;
}

const ENTRY = (apiUrl: string): string => `
import { createRoot } from 'react-dom/client';
import { StrictMode, Suspense } from 'react';
import { createClientApp } from './composition/entry-browser';
import { PortcullisHandler, PortcullisProvider, PortcullisStyles, SelectedTeamSwitcher, UserButton, useUser } from './react-adapter';

const app = createClientApp({ projectId: ${JSON.stringify(SEED.demo.projectId)}, publishableClientKey: ${JSON.stringify(SEED.demo.publishableClientKey)}, baseUrl: ${JSON.stringify(apiUrl)} });
globalThis.app = app;

function Home() {
  const user = useUser();
  return <main><h1>Home</h1><p>{user === null ? 'signed out' : 'signed in as ' + user.primaryEmail}</p></main>;
}

// /components: an app header with the team switcher and the user button (signed in: both; signed out: the button).
// ?switcher=left puts the team switcher at the header's left edge (as a sidebar app does), before the app's name.
function Components() {
  const user = useUser();
  const left = new URLSearchParams(location.search).get('switcher') === 'left';
  return (
    <div className="portcullis" style={{ minHeight: '100vh', background: 'var(--portcullis-page)' }}>
      <PortcullisStyles />
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 24px', background: 'var(--portcullis-bg)', borderBottom: '1px solid var(--portcullis-subtle)' }}>
        {user !== null && left ? <SelectedTeamSwitcher /> : null}
        <strong style={{ marginRight: 'auto' }}>Demo app</strong>
        {user === null || left ? null : <SelectedTeamSwitcher />}
        <UserButton />
      </header>
      <main style={{ padding: 24 }}><h1 style={{ fontSize: 20 }}>Page content</h1></main>
    </div>
  );
}

const handler = location.pathname.startsWith('/handler');
const components = location.pathname === '/components';
const colorScheme = new URLSearchParams(location.search).get('colorScheme') ?? undefined;
const brand = new URLSearchParams(location.search).get('brand') ?? undefined;
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <PortcullisProvider app={app} colorScheme={colorScheme} brand={brand}>
      {handler ? <main><PortcullisHandler /></main> : <Suspense fallback={<p>Loading…</p>}>{components ? <Components /> : <Home />}</Suspense>}
    </PortcullisProvider>
  </StrictMode>,
);
`;

export async function serveReactPage(apiUrl: string): Promise<ReactPage> {
  const bundled = await build({
    // resolveDir: the repository root (jest's rootDir; npm scripts run there).
    stdin: { contents: ENTRY(apiUrl), resolveDir: process.cwd(), loader: 'tsx', sourcefile: 'react-page.tsx' },
    bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic', logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' }, minify: true,
  });
  const script = bundled.outputFiles[0]!.text;
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<title>Portcullis</title><style>body{margin:0}</style></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';
  const server: TestServer = await startTestServer(async (request) => new URL(request.url).pathname === '/app.js'
    ? new Response(script, { headers: { 'content-type': 'text/javascript' } })
    : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return { origin: server.baseUrl.replace('127.0.0.1', 'localhost'), close: () => server.close() };
}
