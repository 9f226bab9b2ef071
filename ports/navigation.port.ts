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
  /**
   * Shows `url` (same page, other query) in the address bar without navigating or adding history, so a one-time code
   * read from the URL is gone before it is used (a reload or history-back cannot replay it). No-op without a page.
   */
  rewriteAddress(url: string): void;
}
