import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';

/** Every page: the navigation, and a fallback while the user (or anything else a page reads) loads. */
export function Layout() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link> · <Link to="/dashboard">Dashboard</Link>
      </nav>
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
