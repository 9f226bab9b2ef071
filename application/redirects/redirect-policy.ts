/**
 * The redirect policy of one app, in one place: where each redirect goes (handler pages, `after_auth_return_to`, the
 * official `redirectToXyz` rules), which targets it follows (domain decideClientRedirect: relative, same-origin or the
 * project's hosted handler), how it navigates (the NavigationPort, or the router of redirectMethod for same-origin
 * paths) and the sign-out hold. Loaded on the first redirect: RedirectService (redirect.service.ts) is its up-front
 * proxy, which builds one RedirectPolicy per app (so the hold is the app's) and hands each call over.
 */
import { scrubUrl } from '../../domain/request/scrub-url';
import { returnTargetOf, withReturnTarget } from '../../domain/urls/callback-url';
import { decideClientRedirect } from '../../domain/urls/client-redirect';
import type { HandlerPageName, RedirectTargetName } from '../../domain/urls/handler-urls';
import type { LoggerPort } from '../../ports/logger.port';
import type { AppContext } from '../core/app-context';
import type { RouterNavigate } from '../core/app-options';
import type { RedirectOutcome } from '../core/redirect-outcome';

/** A handler page or redirect target, by name (`signIn`, `afterSignOut`…). */
export type RedirectName = HandlerPageName | RedirectTargetName;

export interface RedirectOptions {
  /** Replace the history entry instead of adding one. */
  readonly replace?: boolean;
  /** Add `after_auth_return_to=<this page>` (for sign-in and sign-up pages). */
  readonly returnHere?: boolean;
}

/**
 * The options of the `redirectToXyz` methods (the official SDK's RedirectToOptions).
 * @example
 * await app.redirectToSignIn({ noRedirectBack: true }); // no after_auth_return_to
 * @public
 */
export interface RedirectToOptions {
  /** Replace the history entry instead of adding one. */
  readonly replace?: boolean;
  /** Sign-in, sign-up and sign-out get no `after_auth_return_to`; after-sign-in and after-sign-up ignore the page's. */
  readonly noRedirectBack?: boolean;
}

export class RedirectPolicy {
  readonly #ctx: AppContext;
  readonly #logger: LoggerPort;
  /** The hook form's router (`{ useNavigate }`): what a UI binding installed; RedirectService says when none did. */
  readonly #hookRouter: RouterNavigate;
  /**
   * The sign-out hold: `#signOuts`, the sign-outs under way; `#left`, set once a sign-out's navigation went out, with
   * the page as the navigation port showed it right after (a browser shows the page being left until the next one
   * commits; a memory page already shows the target).
   */
  #signOuts = 0;
  #left: { readonly at: string | null } | null = null;

  constructor(ctx: AppContext, logger: LoggerPort, hookRouter: RouterNavigate) {
    this.#ctx = ctx;
    this.#logger = logger;
    this.#hookRouter = hookRouter;
  }

  /** Navigates to a handler page or redirect target by name; the outcome says why not when it did not. */
  redirectTo(name: RedirectName, options: RedirectOptions = {}): Promise<RedirectOutcome> {
    const configured = this.#ctx.options.urls[name];
    return this.redirectToUrl(options.returnHere === true ? withReturnTarget(configured, this.#ctx.navigation.currentUrl()) : configured, options);
  }

  /**
   * The official `redirectToXyz` (its _redirectToHandler): sign-in, sign-up and sign-out get `after_auth_return_to` (the
   * page's own one, else the page); after-sign-in and after-sign-up go to the page's trusted `after_auth_return_to`
   * first; `noRedirectBack` does neither.
   */
  redirectToHandler(name: RedirectName, options: RedirectToOptions = {}): Promise<RedirectOutcome> {
    const back = options.noRedirectBack !== true;
    const replace = options.replace === true;
    if (back && (name === 'afterSignIn' || name === 'afterSignUp')) return this.redirectAfterAuth(name === 'afterSignUp', { replace });
    return this.redirectTo(name, { replace, returnHere: back && (name === 'signIn' || name === 'signUp' || name === 'signOut') });
  }

  /**
   * After a sign-in (or sign-up when `isNewUser`): the page's `after_auth_return_to` when present and trusted, else
   * urls.afterSignUp / urls.afterSignIn, with the refusal said once and handed back.
   */
  async redirectAfterAuth(isNewUser: boolean, options: RedirectOptions = {}): Promise<RedirectOutcome> {
    if (this.#ctx.options.redirectMethod === 'none') return { navigated: false, reason: 'REDIRECT_METHOD_NONE' };
    const fallback = (): Promise<RedirectOutcome> => this.redirectTo(isNewUser ? 'afterSignUp' : 'afterSignIn', options);
    const returnTo = returnTargetOf(this.#ctx.navigation.currentUrl());
    if (returnTo === null) return fallback();
    const decision = this.#decide(returnTo);
    if (decision.trusted) return this.redirectToUrl(returnTo, options);
    const outcome = await fallback();
    // Refused: said once at warn level (the reason only), the scrubbed URL at debug, and the reason handed back.
    this.#logger.warn(`The after_auth_return_to target is not trusted (${decision.reason}); going to the after-sign-in page instead.`);
    this.#logger.debug(`Refused after_auth_return_to: ${JSON.stringify(scrubUrl(returnTo))}`);
    return outcome.navigated ? { ...outcome, returnToRefused: decision.reason } : outcome;
  }

  /** Navigates to `url` if the client may trust it (relative, same-origin, or the project's hosted handler). */
  async redirectToUrl(url: string, options: RedirectOptions = {}): Promise<RedirectOutcome> {
    const { navigation, options: { redirectMethod: method, urls } } = this.#ctx;
    if (method === 'none') return { navigated: false, reason: 'REDIRECT_METHOD_NONE' };
    // A user a sign-out just signed out is no reason to go to sign-in (getUser({or: 'redirect'}), a useUser seeing it):
    // not a refusal, getUser throws USER_AUTHENTICATION_REQUIRED whatever the outcome.
    if (url.split('?')[0] === urls.signIn && this.#yieldsToSignOut()) return { navigated: false, reason: 'NOT_REQUESTED' };
    const decision = this.#decide(url);
    if (!decision.trusted) {
      // The refused URL itself only at debug level (and scrubbed: it can carry a code or token in its query).
      this.#logger.warn(`A redirect target is not trusted (${decision.reason}); it should be relative (/…) or a trusted origin. Not navigating.`);
      this.#logger.debug(`Refused redirect target: ${JSON.stringify(scrubUrl(url))}`);
      return { navigated: false, reason: decision.reason };
    }
    const path = method === 'window' ? null : routerPath(decision.url, navigation.currentUrl());
    if (path === null) await (options.replace === true ? navigation.replace(decision.url) : navigation.assign(decision.url));
    else if (typeof method === 'object' && 'navigate' in method) await method.navigate(path);
    else await this.#hookRouter(path);
    // Only a sign-out navigates while one runs (the redirects that would race it yield); held until the page moves on.
    if (this.#signOuts > 0) this.#left = { at: navigation.currentUrl() };
    return { navigated: true, url: decision.url };
  }

  /** Runs a sign-out (its session clearing, then its own navigation) holding the page (see #yieldsToSignOut). */
  async duringSignOut<T>(signOut: () => Promise<T>): Promise<T> {
    this.#signOuts++;
    try {
      return await signOut();
    } finally {
      this.#signOuts--;
    }
  }

  /**
   * A sign-out holds the page from its start (its session clearing makes a useUser({or: 'redirect'}) ask for sign-in)
   * and, once its navigation went out, until that page is gone: a later navigation would replace it. A page that moved
   * on, or a session signed in since, is not the one it left (no document unloaded: a memory page, bfcache). A router
   * is held the same way: it shows the new URL at once but unmounts the protected page only when React commits the
   * next one, and that page's useUser({or: 'redirect'}) would go to sign-in.
   */
  #yieldsToSignOut(): boolean {
    const left = this.#left;
    if (left !== null && (left.at !== this.#ctx.navigation.currentUrl() || this.#ctx.session.isSignedIn())) this.#left = null;
    return this.#signOuts > 0 || this.#left !== null;
  }

  #decide(url: string) {
    return decideClientRedirect(url, this.#ctx.navigation.currentUrl(), this.#ctx.options.projectId);
  }

}

/**
 * What a router gets for a trusted target: the path (`/dashboard?x=1#y`) when it is on the page's origin — a router
 * takes its app's paths, and an absolute URL made React Router resolve it as a relative path or the app load the page
 * again — and null for another origin (the project's hosted handler), which only the window can reach. Without a page
 * (a server), decideClientRedirect already gave a normalised path.
 */
function routerPath(url: string, page: string | null): string | null {
  if (page === null) return url;
  const target = new URL(url);
  return target.origin === new URL(page).origin ? `${target.pathname}${target.search}${target.hash}` : null;
}
