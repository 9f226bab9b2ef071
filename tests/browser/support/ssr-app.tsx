/**
 * The app of the hydration suite, rendered by the server (Node, react-dom/static) and hydrated by the page (the same
 * module bundled by esbuild): /handler/* shows PortcullisHandler at the request's URL, any other path who is signed in.
 */
import { Suspense, type ReactNode } from 'react';
import type { ClientApp } from '../../../composition/entry-browser';
import { PortcullisHandler, PortcullisProvider, useUser } from '../../../react-adapter';

function Who(): ReactNode {
  const user = useUser();
  return <p id="who">{user === null ? 'signed out' : `signed in as ${user.primaryEmail}`}</p>;
}

export function SsrApp({ app, url }: { readonly app: ClientApp; readonly url: string }): ReactNode {
  const handler = new URL(url).pathname.startsWith('/handler');
  return (
    <PortcullisProvider app={app}>
      <main>
        {handler ? <PortcullisHandler location={url} /> : <Suspense fallback={<p>Loading…</p>}><Who /></Suspense>}
      </main>
    </PortcullisProvider>
  );
}
