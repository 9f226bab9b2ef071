/** SignOutService: ends the session (server revoke, then local) and redirects to afterSignOut as the redirect method says. */
import type { AppContext } from '../core/app-context';
import type { RedirectOutcome } from '../core/redirect-outcome';
import type { RedirectService } from '../redirects/redirect.service';

/**
 * @example
 * await app.signOut({ redirectUrl: '/goodbye' });
 * @public
 */
export interface SignOutOptions {
  /** Where to go instead of urls.afterSignOut (same trust rule). */
  readonly redirectUrl?: string;
}

/**
 * What the sign-out page did on arrival: signed out when the app sent the tab there (`redirectToSignOut`), else
 * nothing: the page asks the person (a cross-site link must not sign anyone out).
 * @example
 * const outcome = await app.handleSignOutPage();
 * if (!outcome.signedOut) console.log('not signed out: show a button that calls app.signOut()');
 * @public
 */
export type SignOutPageOutcome = { readonly signedOut: true; readonly redirect: RedirectOutcome } | { readonly signedOut: false };

export class SignOutService {
  readonly #ctx: AppContext;
  readonly #redirects: RedirectService;

  constructor(ctx: AppContext, redirects: RedirectService) {
    this.#ctx = ctx;
    this.#redirects = redirects;
  }

  /** The server is asked first (best effort); the session is cleared locally whatever it answers (spec §4). */
  signOut(options?: SignOutOptions): Promise<RedirectOutcome> {
    // Held from the start: the session clearing is what makes a useUser({or: 'redirect'}) ask for sign-in, and of two
    // navigations in one turn the browser follows the last, so sign-out landed on sign-in half the time.
    const ctx = this.#ctx;
    return this.#redirects.duringSignOut(() => ctx.session.signOut().then(() => this.#redirects.redirectToUrl(options?.redirectUrl ?? ctx.options.urls.afterSignOut)));
  }
}
