/**
 * PortcullisProvider: gives hooks and screens the client app. It also starts loading the user and the project at once
 * (the automatic prefetch), so the first screen suspends for one round trip, not two.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { observe, type ClientApp } from '../application';
import { PortcullisContext, type PortcullisColorScheme, type PortcullisContextValue } from './context';
import { CORE_STRINGS, type PortcullisStrings } from './strings';

export interface PortcullisProviderProps {
  readonly app: ClientApp;
  /** Replaces any of the default strings (translations, wording). */
  readonly strings?: Partial<PortcullisStrings>;
  /** In-app navigation for links between screens (React Router, Next.js); default: plain links. */
  readonly navigate?: (url: string) => void;
  /** Leave the user and project to load when first read. */
  readonly noAutomaticPrefetch?: boolean;
  /**
   * The screens' colours: 'light' or 'dark' whatever the operating system prefers (a light host app keeps light screens
   * in OS dark mode), or 'system' (the default) to follow `prefers-color-scheme`. Sets `data-portcullis-theme` on each screen.
   */
  readonly colorScheme?: PortcullisColorScheme;
  /**
   * The project's name or logo, shown above the title of the sign-in, sign-up and other handler cards, e.g.
   * `brand="Acme"` or `brand={<img src="/logo.svg" alt="Acme" height={32} />}`. Default: none.
   */
  readonly brand?: ReactNode;
  readonly children?: ReactNode;
}

export function PortcullisProvider({ app, strings, navigate, noAutomaticPrefetch, colorScheme, brand, children }: PortcullisProviderProps): ReactNode {
  // Anything but 'light' or 'dark' (a plain-JS caller's typo too) follows the system, as before the prop existed.
  const scheme = colorScheme === 'light' || colorScheme === 'dark' ? colorScheme : 'system';
  // redirectMethod's hook form (React Router's useNavigate…): called here, while rendering, for every render, as a hook
  // must be (whether the app has one is fixed when it is created); what it returns drives the app's redirects and,
  // unless the `navigate` prop says otherwise, the links between screens.
  const useRouterNavigate = app.routerHook;
  const routerNavigate = useRouterNavigate === null ? undefined : useRouterNavigate();
  useEffect(() => {
    if (routerNavigate === undefined) return undefined;
    app.setRouterNavigate(routerNavigate);
    return () => app.setRouterNavigate(null);
  }, [app, routerNavigate]);
  const linkNavigate = navigate ?? routerNavigate ?? null;
  const value = useMemo<PortcullisContextValue>(
    () => ({ app, strings: { ...CORE_STRINGS, ...strings }, navigate: linkNavigate, colorScheme: scheme, brand: brand ?? null }),
    [app, strings, linkNavigate, scheme, brand],
  );
  useEffect(() => {
    if (noAutomaticPrefetch === true) return undefined;
    // Subscribing is what fetches; the subscriptions end with the provider (StrictMode's second mount starts afresh).
    const offs = [observe(app).user(), observe(app).project()].map((observable) => observable.subscribe(() => undefined));
    return () => offs.forEach((off) => off());
  }, [app, noAutomaticPrefetch]);
  return <PortcullisContext.Provider value={value}>{children}</PortcullisContext.Provider>;
}
