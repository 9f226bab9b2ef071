/**
 * Which account-settings page is on show: the URL's fragment (#profile, #auth, #team-<id>, #team-creation — the
 * official SDK's fragments for teams), so a page can be linked to, reloaded and left with the back button. The
 * fragment is read from the current URL (null while server rendering, so the server and the first browser render
 * agree); choosing a page pushes its fragment onto the history.
 */
import { useEffect, useState } from 'react';
import { useCurrentUrl } from '../../ui/location';

export interface SettingsPage {
  /** The page's id, null for none (the list of pages on a phone, the first page on a wider screen). */
  readonly page: string | null;
  /** True once the person chose a page here (not on arrival): its heading then takes focus. */
  readonly chosen: boolean;
  go(page: string | null): void;
}

function fragmentOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    return decodeURIComponent(new URL(url).hash.slice(1)) || null;
  } catch {
    return null;
  }
}

export function useSettingsPage(): SettingsPage {
  const fromUrl = fragmentOf(useCurrentUrl());
  const [chosen, setChosen] = useState<{ readonly page: string | null } | null>(null);
  useEffect(() => {
    // Back and forward (and a fragment typed in the address bar): the URL says again which page is on show.
    const follow = (): void => setChosen(null);
    globalThis.addEventListener('popstate', follow);
    globalThis.addEventListener('hashchange', follow);
    return () => {
      globalThis.removeEventListener('popstate', follow);
      globalThis.removeEventListener('hashchange', follow);
    };
  }, []);
  return {
    page: chosen === null ? fromUrl : chosen.page,
    chosen: chosen !== null,
    go: (page) => {
      setChosen({ page });
      const { pathname, search } = globalThis.location;
      globalThis.history.pushState(globalThis.history.state, '', page === null ? `${pathname}${search}` : `#${encodeURIComponent(page)}`);
    },
  };
}
