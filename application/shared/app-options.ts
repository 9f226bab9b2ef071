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
 * How the app navigates after sign-in, sign-out or `getUser({ or: 'redirect' })`. 'window': with the environment's
 * NavigationPort (location.assign in a browser; recorded in memory); 'none': never (the default outside a browser); or
 * your own `navigate`.
 * @example
 * const redirectMethod: RedirectMethod = 'none';
 * const app = createClientApp({ projectId, publishableClientKey, redirectMethod });
 * @public
 */
export type RedirectMethod = 'window' | 'none' | CustomRedirect;

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
