/**
 * RedirectService: navigation to handler pages and after-auth targets, through the configured redirect method,
 * following only targets the client may trust (domain decideClientRedirect). Callback URLs for emails: callback-urls.ts.
 */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { scrubUrl } from '../../domain/request/scrub-url';
import { fedRouter } from './router-navigation';
import { returnTargetOf, withReturnTarget } from '../../domain/urls/callback-url';
import type { HandlerPageName, RedirectTargetName } from '../../domain/urls/handler-urls';
import type { LoggerPort } from '../../ports/logger.port';
import type { AppContext } from '../core/app-context';
import { loadChunk } from '../core/load-chunk';
import type { RedirectOutcome } from '../core/redirect-outcome';

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

/**
 * Runs a sign-out (its session clearing, then its own navigation) holding the page: redirects to the sign-in page stay
 * put meanwhile (redirect-navigation.ts keeps the hold, so a page carries none of it). Without the policy chunk (its
 * load failed) the sign-out runs all the same: its own navigation tries the chunk again and says what failed.
 */
export const duringSignOut = <T>(ctx: AppContext, signOut: () => Promise<T>): Promise<T> =>
  navigation().then((policy) => policy.duringSignOut(ctx, signOut), signOut);

export class RedirectService {
  readonly #ctx: AppContext;
  readonly #logger: LoggerPort;
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
   * The official `redirectToXyz` (its _redirectToHandler): sign-in, sign-up and sign-out get `after_auth_return_to` (the
   * page's own one, else the page); after-sign-in and after-sign-up go to the page's trusted `after_auth_return_to` first.
   */
  redirectToHandler(name: HandlerPageName | RedirectTargetName, options: RedirectToOptions = {}): Promise<RedirectOutcome> {
    return navigation().then((policy) => policy.navigateToHandler(this, name, options));
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
    return (await navigation()).navigateIfTrusted(this.#deps(), url, options);
  }

  #deps() {
    return { ctx: this.#ctx, logger: this.#logger, scrub: scrubUrl, fed: fedRouter, setupError: ConfigurationError };
  }
}
