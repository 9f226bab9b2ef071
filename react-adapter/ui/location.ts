/**
 * The current URL for screens: the handler's (or a server renderer's) `location` when given, else the page's, read
 * only in the browser (server rendering sees null and renders the screen's neutral state).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export const LocationContext = createContext<string | null>(null);

const subscribe = (onChange: () => void): (() => void) => {
  globalThis.addEventListener?.('popstate', onChange);
  return () => globalThis.removeEventListener?.('popstate', onChange);
};
const pageUrl = (): string | null => globalThis.location?.href ?? null;
const noPage = (): null => null;

export function useCurrentUrl(): string | null {
  const given = useContext(LocationContext);
  const page = useSyncExternalStore(subscribe, pageUrl, noPage);
  return given ?? page;
}

/** A query parameter of the current URL (null when absent or during server rendering). */
export function useQueryParam(name: string): string | null {
  const url = useCurrentUrl();
  if (url === null) return null;
  try {
    return new URL(url).searchParams.get(name);
  } catch {
    return null;
  }
}
