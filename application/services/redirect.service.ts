/**
 * RedirectService: navigation to handler pages and after-auth targets, through the configured redirect method,
 * following only targets the client may trust (domain decideClientRedirect), and callback URLs for emails.
 */
import { inject, injectable } from 'inversify';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { scrubUrl } from '../../domain/request/scrub-url';
import { absoluteCallbackUrl, returnTargetOf, withReturnTarget } from '../../domain/urls/callback-url';
import { decideClientRedirect } from '../../domain/urls/client-redirect';
import type { HandlerPageName, RedirectTargetName } from '../../domain/urls/handler-urls';
import type { LoggerPort } from '../../ports/logger.port';
import { TOKENS } from '../../ports/tokens';
import { AppContext } from '../shared/app-context';
import type { RedirectOutcome } from './redirect-outcome';

export interface RedirectOptions {
  /** Replace the history entry instead of adding one. */
  readonly replace?: boolean;
  /** Add `after_auth_return_to=<this page>` (for sign-in and sign-up pages). */
  readonly returnHere?: boolean;
}

@injectable()
export class RedirectService {
  readonly #ctx: AppContext;
  readonly #logger: LoggerPort;

  constructor(@inject(AppContext) ctx: AppContext, @inject(TOKENS.LoggerPort) logger: LoggerPort) {
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
    const decision = returnTo === null ? null : this.#decide(returnTo);
    if (returnTo !== null && decision?.trusted === true) return this.redirectToUrl(returnTo, options);
    const fallback = await this.redirectTo(isNewUser ? 'afterSignUp' : 'afterSignIn', options);
    if (returnTo === null || decision === null || decision.trusted) return fallback;
    // Refused: said once at warn level (the reason only), the scrubbed URL at debug, and the reason handed back.
    this.#logger.warn(`The after_auth_return_to target is not trusted (${decision.reason}); going to the after-sign-in page instead.`);
    this.#logger.debug(`Refused after_auth_return_to: ${JSON.stringify(scrubUrl(returnTo))}`);
    return fallback.navigated ? { ...fallback, returnToRefused: decision.reason } : fallback;
  }

  /** Navigates to `url` if the client may trust it (relative, same-origin, or the project's hosted handler). */
  async redirectToUrl(url: string, options: RedirectOptions = {}): Promise<RedirectOutcome> {
    const method = this.#ctx.options.redirectMethod;
    if (method === 'none') return { navigated: false, reason: 'REDIRECT_METHOD_NONE' };
    const decision = this.#decide(url);
    if (!decision.trusted) {
      // The refused URL itself only at debug level (and scrubbed: it can carry a code or token in its query).
      this.#logger.warn(`A redirect target is not trusted (${decision.reason}); it should be relative (/…) or a trusted origin. Not navigating.`);
      this.#logger.debug(`Refused redirect target: ${JSON.stringify(scrubUrl(url))}`);
      return { navigated: false, reason: decision.reason };
    }
    if (method !== 'window') await method.navigate(decision.url);
    else if (options.replace === true) await this.#ctx.navigation.replace(decision.url);
    else await this.#ctx.navigation.assign(decision.url);
    return { navigated: true, url: decision.url };
  }

  /**
   * An absolute callback URL for an email link: `given`, else the named handler page, resolved against the current
   * page (hash dropped, after_auth_return_to kept). Null when it cannot be made absolute (no page and a relative URL).
   */
  callbackUrl(name: HandlerPageName, given?: string): string | null {
    return absoluteCallbackUrl(given ?? this.#ctx.options.urls[name], this.#ctx.navigation.currentUrl());
  }

  /** callbackUrl, for flows that cannot go on without one (emails whose link would lead nowhere): throws ConfigurationError. */
  requiredCallbackUrl(name: HandlerPageName, given?: string): string {
    const url = this.callbackUrl(name, given);
    if (url !== null) return url;
    throw new ConfigurationError(
      `A callback URL is needed and cannot be derived without a page: pass callbackUrl, or set urls.${name} to an absolute URL.`,
    );
  }

  #decide(url: string) {
    return decideClientRedirect(url, this.#ctx.navigation.currentUrl(), this.#ctx.options.projectId);
  }
}
