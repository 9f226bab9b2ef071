/** A tiny history router: the current path, and navigate() for links (the adapter's screens use it too). */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

export function navigate(url: string): void {
  const target = new URL(url, location.href);
  // Another origin (e.g. an OAuth provider) or a handler page: a real page load; handler pages finish flows on load.
  if (target.origin !== location.origin || target.pathname.startsWith('/handler/')) {
    location.assign(target.href);
    return;
  }
  history.pushState(null, '', target.pathname + target.search + target.hash);
  for (const listener of [...listeners]) listener();
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, () => location.pathname, () => '/');
}
