import { PortcullisProvider } from 'portcullis/react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { app } from '../portcullis';

/**
 * Every page: the provider inside the router (it calls redirectMethod's useNavigate), the navigation, and a fallback
 * while the user (or anything else a page reads) loads.
 */
export function Root() {
  return (
    // colorScheme="light": this app is light, so the auth screens stay light in OS dark mode.
    <PortcullisProvider app={app} colorScheme="light">
      <nav>
        <Link to="/">Home</Link> · <Link to="/dashboard">Dashboard</Link>
      </nav>
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </PortcullisProvider>
  );
}
