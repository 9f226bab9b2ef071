/** WindowNavigationAdapter: NavigationPort over a browser Location (location.href, assign, replace). */
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

/** Spec §9 "Redirect wait": how long assign/replace hold the caller after starting the navigation. */
export const REDIRECT_WAIT_MS = 2000;

/**
 * assign/replace resolve REDIRECT_WAIT_MS after navigation started, on the ClockPort: the page is about to
 * unload, so code after `await app.signInWithPassword(…)` (a state update, a second redirect) should not run
 * in the meantime and flash the old page. If the navigation was cancelled (a beforeunload prompt), the caller
 * simply continues after the wait.
 */
export class WindowNavigationAdapter implements NavigationPort {
  readonly #location: LocationLike;
  readonly #clock: ClockPort;
  readonly #history: HistoryLike;

  constructor(location: LocationLike, clock: ClockPort, history: HistoryLike) {
    this.#location = location;
    this.#clock = clock;
    this.#history = history;
  }

  currentUrl(): string | null {
    return this.#location.href;
  }

  assign(url: string): Promise<void> {
    this.#location.assign(url);
    return this.#wait();
  }

  replace(url: string): Promise<void> {
    this.#location.replace(url);
    return this.#wait();
  }

  rewriteAddress(url: string): void {
    this.#history.replaceState(this.#history.state, '', url);
  }

  #wait(): Promise<void> {
    return new Promise((resolve) => {
      this.#clock.setTimeout(resolve, REDIRECT_WAIT_MS);
    });
  }
}
