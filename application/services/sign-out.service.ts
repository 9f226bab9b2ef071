/** SignOutService: ends the session (server revoke, then local) and redirects to afterSignOut as the redirect method says. */
import type { AppContext } from '../shared/app-context';
import type { RedirectOutcome } from './redirect-outcome';
import type { RedirectService } from './redirect.service';

/**
 * @example
 * await app.signOut({ redirectUrl: '/goodbye' });
 * @public
 */
export interface SignOutOptions {
  /** Where to go instead of urls.afterSignOut (same trust rule). */
  readonly redirectUrl?: string;
}

export class SignOutService {
  readonly #ctx: AppContext;
  readonly #redirects: RedirectService;

  constructor(ctx: AppContext, redirects: RedirectService) {
    this.#ctx = ctx;
    this.#redirects = redirects;
  }

  /** The server is asked first (best effort); the session is cleared locally whatever it answers (spec §4). */
  async signOut(options: SignOutOptions = {}): Promise<RedirectOutcome> {
    // Under duringSignOut, so the sign-in redirect of a useUser({or: 'redirect'}) seeing the user gone yields to ours.
    return this.#redirects.duringSignOut(async () => {
      await this.#ctx.session.signOut();
      if (options.redirectUrl !== undefined) return this.#redirects.redirectToUrl(options.redirectUrl);
      return this.#redirects.redirectTo('afterSignOut');
    });
  }
}
