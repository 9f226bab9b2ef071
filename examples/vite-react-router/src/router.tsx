/** The app's routes: a public home page, the protected dashboard, the page after sign-out, and Portcullis's handler. */
import { createBrowserRouter } from 'react-router';
import { Dashboard } from './pages/dashboard';
import { Handler } from './pages/handler';
import { Home } from './pages/home';
import { Root } from './pages/root';
import { SignedOut } from './pages/signed-out';

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/dashboard', element: <Dashboard /> },
      { path: '/signed-out', element: <SignedOut /> },
      { path: '/handler/*', element: <Handler /> },
    ],
  },
]);
