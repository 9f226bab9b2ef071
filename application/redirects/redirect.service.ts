/**
 * RedirectService: the up-front proxy of the app's redirect policy (redirect-policy.ts: where each redirect goes,
 * which targets are trusted, the navigation and the sign-out hold). The policy is loaded on the first redirect, so a
 * page carries it only once it navigates; a failed load rejects with a NetworkError (and is tried again next time).
 * Callback URLs for emails: callback-urls.ts.
 */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { AppContext } from '../core/app-context';
import type { RouterNavigate } from '../core/app-options';
import { loadChunk } from '../core/load-chunk';
import type { RedirectOutcome } from '../core/redirect-outcome';
import type { LoggerPort } from '../../ports/logger.port';
import type { RedirectName, RedirectOptions, RedirectPolicy, RedirectToOptions } from './redirect-policy';

export type { RedirectName, RedirectOptions, RedirectToOptions } from './redirect-policy';

export class RedirectService {
  readonly #ctx: AppContext;
  readonly #logger: LoggerPort;
  /** The app's policy, built on the first redirect; it keeps the app's sign-out hold. */
  #policy: RedirectPolicy | undefined;
  /** The navigate a UI binding installed for the hook form of redirectMethod (ClientApp.setRouterNavigate). */
  #router: RouterNavigate | null = null;

  constructor(ctx: AppContext, logger: LoggerPort) {
    this.#ctx = ctx;
    this.#logger = logger;
  }

  /** Navigates to a handler page or redirect target by name; the outcome says why not when it did not. */
  redirectTo(name: RedirectName, options?: RedirectOptions): Promise<RedirectOutcome> {
    return this.#run((policy) => policy.redirectTo(name, options));
  }

  /** The official `redirectToXyz` (ClientApp's): see RedirectPolicy.redirectToHandler. */
  redirectToHandler(name: RedirectName, options?: RedirectToOptions): Promise<RedirectOutcome> {
    return this.#run((policy) => policy.redirectToHandler(name, options));
  }

  /** After a sign-in (or sign-up when `isNewUser`): the page's trusted `after_auth_return_to`, else urls.afterSignUp / afterSignIn. */
  redirectAfterAuth(isNewUser: boolean, options?: RedirectOptions): Promise<RedirectOutcome> {
    return this.#run((policy) => policy.redirectAfterAuth(isNewUser, options));
  }

  /** Navigates to `url` if the client may trust it (relative, same-origin, or the project's hosted handler). */
  redirectToUrl(url: string, options?: RedirectOptions): Promise<RedirectOutcome> {
    return this.#run((policy) => policy.redirectToUrl(url, options));
  }

  /**
   * Runs a sign-out (its session clearing, then its own navigation) holding the page: redirects to the sign-in page stay
   * put meanwhile. Without the policy (its load failed) the sign-out runs all the same: its own navigation tries the
   * chunk again and says what failed.
   */
  duringSignOut<T>(signOut: () => Promise<T>): Promise<T> {
    return this.#load().then((policy) => policy.duringSignOut(signOut), signOut);
  }

  /** For the hook form of redirectMethod: the navigate its hook returned (null: the UI binding is gone). */
  setRouter(navigate: RouterNavigate | null): void {
    this.#router = navigate;
  }

  /** An app whose redirectMethod is 'none' never navigates, and never loads the policy. */
  #run(redirect: (policy: RedirectPolicy) => Promise<RedirectOutcome>): Promise<RedirectOutcome> {
    if (this.#ctx.options.redirectMethod === 'none') return Promise.resolve({ navigated: false, reason: 'REDIRECT_METHOD_NONE' });
    return this.#load().then(redirect);
  }

  async #load(): Promise<RedirectPolicy> {
    const { RedirectPolicy } = await loadChunk('redirect policy', () => import('./redirect-policy'));
    return (this.#policy ??= new RedirectPolicy(this.#ctx, this.#logger, (path) => this.#routeWithHook(path)));
  }

  /** The hook form's navigation: through what a UI binding installed; none is a setup error, said when a redirect needs it. */
  #routeWithHook(path: string): void | Promise<void> {
    if (this.#router === null) {
      throw new ConfigurationError('redirectMethod { useNavigate } needs <PortcullisProvider app={app}> rendered inside your router: the provider calls the hook.');
    }
    return this.#router(path);
  }
}
