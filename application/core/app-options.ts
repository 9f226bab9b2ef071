/** AppOptions: the resolved options the apps and their objects read (handler URLs, redirect method, prefetch). */
import type { HandlerUrls } from '../../domain/urls/handler-urls';

/**
 * Your own navigation for `redirectMethod`: `navigate` is called with the URL (a router, a server framework's redirect).
 * @example
 * const redirectMethod: CustomRedirect = { navigate: (url) => history.pushState(null, '', url) };
 * const app = createClientApp({ projectId, publishableClientKey, redirectMethod });
 * @public
 */
export interface CustomRedirect {
  navigate(url: string): void | Promise<void>;
}

/**
 * A router's navigate, as redirects call it: a same-origin path (`/dashboard?x=1`).
 * @example
 * const navigate: RouterNavigate = (url) => history.pushState(null, '', url);
 * @public
 */
export type RouterNavigate = (url: string) => void | Promise<void>;

/**
 * A router's navigate as a React hook, for `redirectMethod`: PortcullisProvider calls `useNavigate()` while it renders and
 * the app's redirects go through the function it returns (React Router's `useNavigate`; Next's `useRouter().push`).
 * Outside that provider, a redirect rejects with a ConfigurationError saying so.
 * @example
 * // React Router: import { useNavigate } from 'react-router'; here, a hook over the History API.
 * const useNavigate = () => (url: string) => history.pushState(null, '', url);
 * const redirectMethod: HookRedirect = { useNavigate };
 * const app = createClientApp({ projectId, publishableClientKey, redirectMethod });
 * @public
 */
export interface HookRedirect {
  useNavigate(): (url: string) => void;
}

/**
 * How the app navigates after sign-in, sign-out or `getUser({ or: 'redirect' })`. 'window': with the environment's
 * NavigationPort (location.assign in a browser; recorded in memory); 'none': never (the default outside a browser); or
 * a router (`{ navigate }`, or the hook form `{ useNavigate }`), which gets same-origin targets as paths (`/dashboard?x=1`),
 * so the page does not load again; targets on another origin still go through the window.
 * @example
 * const redirectMethod: RedirectMethod = 'none';
 * const app = createClientApp({ projectId, publishableClientKey, redirectMethod });
 * @public
 */
export type RedirectMethod = 'window' | 'none' | CustomRedirect | HookRedirect;

/**
 * The resolved app options the apps and their objects read (project id, handler URLs, redirect method, prefetch), bound
 * in the container. Not an input: pass ClientOptions to a create*App function.
 * @example
 * const options: AppOptions = { projectId, urls: app.urls, redirectMethod: 'none', noAutomaticPrefetch: false };
 * @internal
 */
export interface AppOptions {
  readonly projectId: string;
  readonly urls: HandlerUrls;
  readonly redirectMethod: RedirectMethod;
  readonly noAutomaticPrefetch: boolean;
  /** Extra scopes asked for per provider on every OAuth sign-in (the `oauthScopesOnSignIn` option); absent when none. */
  readonly oauthScopesOnSignIn?: Readonly<Record<string, readonly string[]>>;
}
