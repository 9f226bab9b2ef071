/** The one client app of this browser app: the project's public keys, where to go after sign-in/out, the router. */
import { createClientApp } from 'portcullis';
import { useNavigate } from 'react-router';

export const app = createClientApp({
  projectId: import.meta.env.VITE_STACK_PROJECT_ID,
  publishableClientKey: import.meta.env.VITE_STACK_PUBLISHABLE_CLIENT_KEY,
  baseUrl: import.meta.env.VITE_STACK_API_URL, // the emulator; leave it out for the hosted service
  urls: { afterSignIn: '/dashboard', afterSignOut: '/signed-out' },
  // Redirects (after sign-in, sign-up, sign-out, and useUser({ or: 'redirect' })) go through React Router:
  // <PortcullisProvider> calls this hook, so it must be rendered inside the router (pages/root.tsx).
  redirectMethod: { useNavigate },
});
