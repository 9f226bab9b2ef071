/** WindowNavigationAdapter: NavigationPort over a browser Location (location.href, assign, replace). */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { ClockPort } from '../../ports/clock.port';
import type { NavigationPort } from '../../ports/navigation.port';

/** The part of `window.location` used; injected so tests can pass jsdom's or a fake one. */
export interface LocationLike {
  readonly href: string;
  assign(url: string): void;
  replace(url: string): void;
}

/** The part of `window.history` used to rewrite the address bar. */
export interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | null): void;
}

/**
 * Where the location and history are read, on each use (globalThis in a browser root): a module evaluated on a server
 * (server rendering) creates the app without a page, and it reads none until it navigates.
 */
export interface PageLike {
  readonly location?: LocationLike;
  readonly history?: HistoryLike;
}

/** Spec §9 "Redirect wait": how long assign/replace hold the caller after starting the navigation. */
export const REDIRECT_WAIT_MS = 2000;

/**
 * assign/replace resolve REDIRECT_WAIT_MS after navigation started, on the ClockPort: the page is about to
 * unload, so code after `await app.signInWithPassword(…)` (a state update, a second redirect) should not run
 * in the meantime and flash the old page. If the navigation was cancelled (a beforeunload prompt), the caller
 * simply continues after the wait. Without a page (a server): no current URL, and navigating rejects with a
 * ConfigurationError instead of pretending it went.
 */
export class WindowNavigationAdapter implements NavigationPort {
  readonly #page: PageLike;
  readonly #clock: ClockPort;

  constructor(page: PageLike, clock: ClockPort) {
    this.#page = page;
    this.#clock = clock;
  }

  currentUrl(): string | null {
    return this.#page.location?.href ?? null;
  }

  assign(url: string): Promise<void> {
    return this.#go((location) => location.assign(url));
  }

  replace(url: string): Promise<void> {
    return this.#go((location) => location.replace(url));
  }

  rewriteAddress(url: string): void {
    const history = this.#page.history;
    history?.replaceState(history.state, '', url);
  }

  #go(start: (location: LocationLike) => void): Promise<void> {
    const location = this.#page.location;
    if (!location) {
      return Promise.reject(new ConfigurationError("No page to navigate: use redirectMethod 'none' on a server."));
    }
    start(location);
    return new Promise((resolve) => {
      this.#clock.setTimeout(resolve, REDIRECT_WAIT_MS);
    });
  }
}
