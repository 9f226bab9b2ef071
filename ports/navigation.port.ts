/** NavigationPort: the current page and top-level navigation (redirects). */

/**
 * @example
 * const here = navigation.currentUrl(); // 'https://app.example.com/handler/sign-in' or null on a server
 * await navigation.assign('/dashboard');
 * @public
 */
export interface NavigationPort {
  /** The page's absolute URL, or null where there is no page (Node). */
  currentUrl(): string | null;
  /** Navigates, keeping history. Resolves when navigation was started. */
  assign(url: string): Promise<void>;
  /** Navigates, replacing the history entry. */
  replace(url: string): Promise<void>;
}
