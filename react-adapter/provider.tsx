/**
 * PortcullisProvider: gives hooks and screens the client app. It also starts loading the user and the project at once
 * (the automatic prefetch), so the first screen suspends for one round trip, not two.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { observe, type ClientApp } from '../application';
import { PortcullisContext, type PortcullisContextValue } from './context';
import { DEFAULT_STRINGS, type PortcullisStrings } from './strings';

export interface PortcullisProviderProps {
  readonly app: ClientApp;
  /** Replaces any of the default strings (translations, wording). */
  readonly strings?: Partial<PortcullisStrings>;
  /** In-app navigation for links between screens (React Router, Next.js); default: plain links. */
  readonly navigate?: (url: string) => void;
  /** Leave the user and project to load when first read. */
  readonly noAutomaticPrefetch?: boolean;
  readonly children?: ReactNode;
}

export function PortcullisProvider({ app, strings, navigate, noAutomaticPrefetch, children }: PortcullisProviderProps): ReactNode {
  const value = useMemo<PortcullisContextValue>(
    () => ({ app, strings: { ...DEFAULT_STRINGS, ...strings }, navigate: navigate ?? null }),
    [app, strings, navigate],
  );
  useEffect(() => {
    if (noAutomaticPrefetch === true) return undefined;
    // Subscribing is what fetches; the subscriptions end with the provider (StrictMode's second mount starts afresh).
    const offs = [observe(app).user(), observe(app).project()].map((observable) => observable.subscribe(() => undefined));
    return () => offs.forEach((off) => off());
  }, [app, noAutomaticPrefetch]);
  return <PortcullisContext.Provider value={value}>{children}</PortcullisContext.Provider>;
}
