/** The app's routes: a public home page, the protected dashboard, the page after sign-out, and Portcullis's handler. */
import { createBrowserRouter } from 'react-router';
import { Dashboard } from './pages/dashboard';
import { Handler } from './pages/handler';
import { Home } from './pages/home';
import { Layout } from './pages/layout';
import { SignedOut } from './pages/signed-out';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/dashboard', element: <Dashboard /> },
      { path: '/signed-out', element: <SignedOut /> },
      { path: '/handler/*', element: <Handler /> },
    ],
  },
]);

/** Navigates inside the app with the router (no page reload); another origin (an OAuth provider) with the browser. */
export function navigateInApp(url: string): Promise<void> | void {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) return window.location.assign(target.href);
  return router.navigate(`${target.pathname}${target.search}${target.hash}`);
}
