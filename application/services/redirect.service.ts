/**
 * RedirectService: navigation to handler pages and after-auth targets, through the configured redirect method,
 * following only targets the client may trust (domain decideClientRedirect). Callback URLs for emails: callback-urls.ts.
 */
import { scrubUrl } from '../../domain/request/scrub-url';
import { returnTargetOf, withReturnTarget } from '../../domain/urls/callback-url';
import type { HandlerPageName, RedirectTargetName } from '../../domain/urls/handler-urls';
import type { LoggerPort } from '../../ports/logger.port';
import type { AppContext } from '../shared/app-context';
import { loadChunk } from '../request/load-chunk';
import type { RedirectOutcome } from './redirect-outcome';

/**
 * The trust rules and the navigation (redirect-navigation.ts), loaded on the first redirect: a page carries the
 * redirect policy only once it navigates. A failed load rejects with a NetworkError (and is tried again next time).
 */
const navigation = () => loadChunk('redirect policy', () => import('./redirect-navigation'));

export interface RedirectOptions {
  /** Replace the history entry instead of adding one. */
  readonly replace?: boolean;
  /** Add `after_auth_return_to=<this page>` (for sign-in and sign-up pages). */
  readonly returnHere?: boolean;
  /**
   * Stay when a sign-out's navigation owns the page (getUser({or: 'redirect'}) seeing the user it signed out): two
   * navigations in one turn race, and the browser follows the last one, so sign-out would land on sign-in half the time.
   */
  readonly yieldToSignOut?: boolean;
}

/** What a redirect that yielded to a sign-out's navigation answers (its caller, getUser, only throws afterwards). */
const YIELDED: RedirectOutcome = Object.freeze({ navigated: false, reason: 'NOT_REQUESTED' });

export class RedirectService {
  readonly #ctx: AppContext;
  readonly #logger: LoggerPort;
  /** Sign-outs running now (their session clearing and their navigation). */
  #signOutsRunning = 0;
  /**
   * A sign-out's window navigation went out: the page as the navigation port showed it right after (a browser still
   * shows the page being left until the next one commits; a memory page already shows the target). While it still
   * shows that page and nobody signed in again, the document is the sign-out's.
   */
  #leftBySignOut: { readonly at: string | null } | null = null;

  constructor(ctx: AppContext, logger: LoggerPort) {
    this.#ctx = ctx;
    this.#logger = logger;
  }

  /** Navigates to a handler page or redirect target by name; the outcome says why not when it did not. */
  async redirectTo(name: HandlerPageName | RedirectTargetName, options: RedirectOptions = {}): Promise<RedirectOutcome> {
    const configured = this.#ctx.options.urls[name];
    const target = options.returnHere === true ? withReturnTarget(configured, this.#ctx.navigation.currentUrl()) : configured;
    return this.redirectToUrl(target, options);
  }

  /**
   * After a sign-in (or sign-up when `isNewUser`): the page's `after_auth_return_to` when present and trusted,
   * else urls.afterSignUp / urls.afterSignIn.
   */
  async redirectAfterAuth(isNewUser: boolean, options: RedirectOptions = {}): Promise<RedirectOutcome> {
    if (this.#ctx.options.redirectMethod === 'none') return { navigated: false, reason: 'REDIRECT_METHOD_NONE' };
    const returnTo = returnTargetOf(this.#ctx.navigation.currentUrl());
    const fallback = (): Promise<RedirectOutcome> => this.redirectTo(isNewUser ? 'afterSignUp' : 'afterSignIn', options);
    if (returnTo === null) return fallback();
    return (await navigation()).navigateAfterAuth(this.#deps(), returnTo, fallback, options);
  }

  /** Navigates to `url` if the client may trust it (relative, same-origin, or the project's hosted handler). */
  async redirectToUrl(url: string, options: RedirectOptions = {}): Promise<RedirectOutcome> {
    if (this.#ctx.options.redirectMethod === 'none') return { navigated: false, reason: 'REDIRECT_METHOD_NONE' };
    if (this.#yields(options)) return YIELDED;
    const policy = await navigation();
    // Asked again after the chunk's load: a sign-out may have started meanwhile.
    if (this.#yields(options)) return YIELDED;
    return policy.navigateIfTrusted(this.#deps(), url, options);
  }

  /**
   * Runs a sign-out (clearing the session, then its own navigation): from its start, redirects made with
   * `yieldToSignOut` stay put, since the session clearing is what makes a `useUser({or: 'redirect'})` ask for sign-in.
   * Once a window navigation went out, the document is leaving: a later navigation would replace it, so they stay put
   * until the page moves on or someone signs in again. A custom `navigate` (an SPA router) or no navigation leaves
   * the page to the app again when the sign-out is done.
   */
  async duringSignOut(signOut: () => Promise<RedirectOutcome>): Promise<RedirectOutcome> {
    this.#signOutsRunning++;
    try {
      const outcome = await signOut();
      if (outcome.navigated && this.#ctx.options.redirectMethod === 'window') this.#leftBySignOut = { at: this.#ctx.navigation.currentUrl() };
      return outcome;
    } finally {
      this.#signOutsRunning--;
    }
  }

  #yields(options: RedirectOptions): boolean {
    if (options.yieldToSignOut !== true) return false;
    // A page that moved on, or a session signed in since, is not the one the sign-out left (no document unloaded).
    const left = this.#leftBySignOut;
    if (left !== null && (left.at !== this.#ctx.navigation.currentUrl() || this.#ctx.session.isSignedIn())) this.#leftBySignOut = null;
    return this.#signOutsRunning > 0 || this.#leftBySignOut !== null;
  }

  #deps() {
    return { ctx: this.#ctx, logger: this.#logger, scrub: scrubUrl };
  }
}
