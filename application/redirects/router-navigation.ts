/**
 * The hook form of redirectMethod (`{ useNavigate }`): a UI binding (PortcullisProvider) calls the hook while it renders
 * and feeds the navigate function it returns here; the app's redirects read it (services/redirect-navigation.ts). Keyed
 * by app and by the redirectMethod object, so the core imports no UI library.
 */
import type { HookRedirect, RedirectMethod } from '../core/app-options';

/**
 * A router's navigate, as redirects call it: a same-origin path (`/dashboard?x=1`).
 * @example
 * const navigate: RouterNavigate = (url) => history.pushState(null, '', url);
 * @public
 */
export type RouterNavigate = (url: string) => void | Promise<void>;

const hooks = new WeakMap<object, HookRedirect>();
const fed = new WeakMap<HookRedirect, RouterNavigate>();

/** Remembers the app's hook form, if it has one (the app's factory calls this). */
export function withRouterHook<A extends object>(app: A, method: RedirectMethod): A {
  if (typeof method === 'object' && 'useNavigate' in method) hooks.set(app, method);
  return app;
}

/**
 * For UI bindings: the app's `redirectMethod.useNavigate` (call it while rendering, where hooks may be called), or null
 * when the app has no hook form.
 * @example
 * const useNavigate = routerHookOf(app);
 * @public
 */
export function routerHookOf(app: object): HookRedirect['useNavigate'] | null {
  return hooks.get(app)?.useNavigate ?? null;
}

/**
 * For UI bindings: feeds what the app's `useNavigate` returned into its redirects; null when the binding unmounts.
 * @example
 * feedRouter(app, (url) => history.pushState(null, '', url));
 * @public
 */
export function feedRouter(app: object, navigate: RouterNavigate | null): void {
  const hook = hooks.get(app);
  if (hook === undefined) return;
  if (navigate === null) fed.delete(hook);
  else fed.set(hook, navigate);
}

/** What was fed for this hook form (undefined: no binding rendered it). */
export const fedRouter = (method: HookRedirect): RouterNavigate | undefined => fed.get(method);
