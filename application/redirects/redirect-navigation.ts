/**
 * The redirect decisions of RedirectService (moved here from redirect.service.ts): which targets the client follows
 * (domain decideClientRedirect: relative, same-origin or the project's hosted handler) and the navigation itself.
 * Loaded on the first redirect, so a page carries the redirect policy only once it navigates. What it shares with the
 * page comes in as arguments (the context, the logger, the URL scrubber), so the chunk shares no module with the page
 * and a bundler splits no extra up-front chunk for it.
 */
import { decideClientRedirect } from '../../domain/urls/client-redirect';
import type { LoggerPort } from '../../ports/logger.port';
import type { AppContext } from '../core/app-context';
import type { CustomRedirect, HookRedirect } from '../core/app-options';
import type { RouterNavigate } from './router-navigation';
import type { HandlerPageName, RedirectTargetName } from '../../domain/urls/handler-urls';
import type { RedirectOutcome } from '../core/redirect-outcome';

/** What RedirectService's redirects take; `replace` replaces the history entry instead of adding one. */
interface NavigateOptions {
  readonly replace?: boolean;
}

/**
 * What sign-outs hold of an app's page: `running`, the sign-outs under way; `left`, set once a sign-out's window
 * navigation went out, with the page as the navigation port showed it right after (a browser shows the page being
 * left until the next one commits; a memory page already shows the target).
 */
interface SignOutHold {
  running: number;
  left: { readonly at: string | null } | null;
}

// Per app (its context), here rather than on RedirectService: a page carries none of it until it navigates or signs out.
const holds = new WeakMap<AppContext, SignOutHold>();

function holdOf(ctx: AppContext): SignOutHold {
  let hold = holds.get(ctx);
  if (hold === undefined) {
    hold = { running: 0, left: null };
    holds.set(ctx, hold);
  }
  return hold;
}

/**
 * RedirectService's collaborators: `scrub` is domain scrubUrl (a refused URL is logged only scrubbed, at debug level);
 * `fed`, what a UI binding fed for a hook-form redirect method; `setupError`, the ConfigurationError class (both passed in, so
 * this chunk shares no module with the page).
 */
export interface RedirectDeps {
  readonly ctx: AppContext;
  readonly logger: LoggerPort;
  readonly scrub: (url: string) => string;
  readonly fed: (method: HookRedirect) => RouterNavigate | undefined;
  readonly setupError: new (message: string) => Error;
}

/**
 * A sign-out holds the page from its start (its session clearing makes a useUser({or: 'redirect'}) ask for sign-in)
 * and, once its window navigation went out, until that page is gone: a later navigation would replace it. A page that
 * moved on, or a session signed in since, is not the one it left (no document unloaded: a memory page, bfcache). A
 * custom `navigate` (an SPA router) is held the same way: the router shows the new URL at once but unmounts the
 * protected page only when React commits the next one, and that page's useUser({or: 'redirect'}) would go to sign-in.
 */
function yieldsToSignOut(ctx: AppContext): boolean {
  const signOut = holdOf(ctx);
  const { left } = signOut;
  if (left !== null && (left.at !== ctx.navigation.currentUrl() || ctx.session.isSignedIn())) signOut.left = null;
  return signOut.running > 0 || signOut.left !== null;
}

function decide(ctx: AppContext, url: string) {
  return decideClientRedirect(url, ctx.navigation.currentUrl(), ctx.options.projectId);
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

/** The router's navigate; the hook form that no UI binding fed is a setup error, said when a redirect needs it. */
function routerOf(deps: RedirectDeps, method: CustomRedirect | HookRedirect): RouterNavigate {
  if ('navigate' in method) return (url) => method.navigate(url);
  const navigate = deps.fed(method);
  if (navigate === undefined) {
    throw new deps.setupError('redirectMethod { useNavigate } needs <PortcullisProvider app={app}> rendered inside your router: the provider calls the hook.');
  }
  return navigate;
}

/** Navigates to `url` if the client may trust it (relative, same-origin, or the project's hosted handler). */
export async function navigateIfTrusted(deps: RedirectDeps, url: string, options: NavigateOptions): Promise<RedirectOutcome> {
  const { ctx, logger, scrub } = deps;
  const method = ctx.options.redirectMethod;
  if (method === 'none') return { navigated: false, reason: 'REDIRECT_METHOD_NONE' };
  // A user a sign-out just signed out is no reason to go to sign-in (getUser({or: 'redirect'}), a useUser seeing it):
  // not a refusal, getUser throws USER_AUTHENTICATION_REQUIRED whatever the outcome.
  if (url.split('?')[0] === ctx.options.urls.signIn && yieldsToSignOut(ctx)) return { navigated: false, reason: 'NOT_REQUESTED' };
  const decision = decide(ctx, url);
  if (!decision.trusted) {
    // The refused URL itself only at debug level (and scrubbed: it can carry a code or token in its query).
    logger.warn(`A redirect target is not trusted (${decision.reason}); it should be relative (/…) or a trusted origin. Not navigating.`);
    logger.debug(`Refused redirect target: ${JSON.stringify(scrub(url))}`);
    return { navigated: false, reason: decision.reason };
  }
  const path = method === 'window' ? null : routerPath(decision.url, ctx.navigation.currentUrl());
  if (path !== null) await routerOf(deps, method as CustomRedirect | HookRedirect)(path);
  else if (options.replace === true) await ctx.navigation.replace(decision.url);
  else await ctx.navigation.assign(decision.url);
  // Only a sign-out navigates while one runs (the redirects that would race it yield); held until the page moves on.
  const hold = holdOf(ctx);
  if (hold.running > 0) hold.left = { at: ctx.navigation.currentUrl() };
  return { navigated: true, url: decision.url };
}

/** Runs a sign-out holding the page (see yieldsToSignOut). */
export async function duringSignOut<T>(ctx: AppContext, signOut: () => Promise<T>): Promise<T> {
  const hold = holdOf(ctx);
  hold.running++;
  try {
    return await signOut();
  } finally {
    hold.running--;
  }
}

/**
 * After a sign-in: the page's `after_auth_return_to` (`returnTo`, non-null) when trusted, else `fallback()` (the
 * after-sign-in / after-sign-up page), with the refusal said once and handed back.
 */
export async function navigateAfterAuth(
  deps: RedirectDeps, returnTo: string, fallback: () => Promise<RedirectOutcome>, options: NavigateOptions,
): Promise<RedirectOutcome> {
  const { ctx, logger, scrub } = deps;
  const decision = decide(ctx, returnTo);
  if (decision.trusted) return navigateIfTrusted(deps, returnTo, options);
  const outcome = await fallback();
  // Refused: said once at warn level (the reason only), the scrubbed URL at debug, and the reason handed back.
  logger.warn(`The after_auth_return_to target is not trusted (${decision.reason}); going to the after-sign-in page instead.`);
  logger.debug(`Refused after_auth_return_to: ${JSON.stringify(scrub(returnTo))}`);
  return outcome.navigated ? { ...outcome, returnToRefused: decision.reason } : outcome;
}

/** What navigateToHandler uses of RedirectService (structurally: this chunk imports nothing of the page). */
interface HandlerRedirector {
  redirectTo(name: HandlerPageName | RedirectTargetName, options: { readonly replace: boolean; readonly returnHere: boolean }): Promise<RedirectOutcome>;
  redirectAfterAuth(isNewUser: boolean, options: { readonly replace: boolean }): Promise<RedirectOutcome>;
}

/**
 * RedirectService.redirectToHandler (the official `redirectToXyz`, its _redirectToHandler): sign-in, sign-up and sign-out
 * get `after_auth_return_to` (the page's own one, else the page); after-sign-in and after-sign-up go to the page's
 * trusted `after_auth_return_to` first; `noRedirectBack` does neither.
 */
export function navigateToHandler(
  redirects: HandlerRedirector, name: HandlerPageName | RedirectTargetName, options: { readonly replace?: boolean; readonly noRedirectBack?: boolean },
): Promise<RedirectOutcome> {
  const back = options.noRedirectBack !== true;
  const replace = options.replace === true;
  if (back && (name === 'afterSignIn' || name === 'afterSignUp')) return redirects.redirectAfterAuth(name === 'afterSignUp', { replace });
  return redirects.redirectTo(name, { replace, returnHere: back && (name === 'signIn' || name === 'signUp' || name === 'signOut') });
}
