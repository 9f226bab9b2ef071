/** The demo app: the library's React adapter on whichever backend the page was configured with. */
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClientApp } from '../../composition/entry-browser';
import { PortcullisHandler, PortcullisProvider, PortcullisStyles } from '../../react-adapter';
import { readDemoConfig } from './config';
import { Layout } from './layout';
import { Dashboard, Home, Teams } from './pages';
import { navigate, usePath } from './router';

const config = readDemoConfig();
const app = createClientApp({ projectId: config.projectId, publishableClientKey: config.publishableClientKey, baseUrl: config.baseUrl });

function Page(): ReactNode {
  const path = usePath();
  if (path.startsWith('/handler/')) return <PortcullisHandler noStyles />;
  const content = path === '/dashboard' ? <Dashboard /> : path === '/teams' ? <Teams /> : <Home />;
  return <Suspense fallback={<p role="status">Loading…</p>}>{content}</Suspense>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortcullisProvider app={app} navigate={navigate}>
      <PortcullisStyles />
      <Layout emulator={config.emulator}><Page /></Layout>
    </PortcullisProvider>
  </StrictMode>,
);
