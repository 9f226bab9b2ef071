/**
 * The redirect decisions of RedirectService (moved here from redirect.service.ts): which targets the client follows
 * (domain decideClientRedirect: relative, same-origin or the project's hosted handler) and the navigation itself.
 * Loaded on the first redirect, so a page carries the redirect policy only once it navigates. What it shares with the
 * page comes in as arguments (the context, the logger, the URL scrubber), so the chunk shares no module with the page
 * and a bundler splits no extra up-front chunk for it.
 */
import { decideClientRedirect } from '../../domain/urls/client-redirect';
import type { LoggerPort } from '../../ports/logger.port';
import type { AppContext } from '../shared/app-context';
import type { RedirectOutcome } from './redirect-outcome';

/** What RedirectService's redirects take; `replace` replaces the history entry instead of adding one. */
interface NavigateOptions {
  readonly replace?: boolean;
}

/** RedirectService's collaborators: `scrub` is domain scrubUrl (a refused URL is logged only scrubbed, at debug level). */
export interface RedirectDeps {
  readonly ctx: AppContext;
  readonly logger: LoggerPort;
  readonly scrub: (url: string) => string;
}

function decide(ctx: AppContext, url: string) {
  return decideClientRedirect(url, ctx.navigation.currentUrl(), ctx.options.projectId);
}

/** Navigates to `url` if the client may trust it (relative, same-origin, or the project's hosted handler). */
export async function navigateIfTrusted({ ctx, logger, scrub }: RedirectDeps, url: string, options: NavigateOptions): Promise<RedirectOutcome> {
  const method = ctx.options.redirectMethod;
  if (method === 'none') return { navigated: false, reason: 'REDIRECT_METHOD_NONE' };
  const decision = decide(ctx, url);
  if (!decision.trusted) {
    // The refused URL itself only at debug level (and scrubbed: it can carry a code or token in its query).
    logger.warn(`A redirect target is not trusted (${decision.reason}); it should be relative (/…) or a trusted origin. Not navigating.`);
    logger.debug(`Refused redirect target: ${JSON.stringify(scrub(url))}`);
    return { navigated: false, reason: decision.reason };
  }
  if (method !== 'window') await method.navigate(decision.url);
  else if (options.replace === true) await ctx.navigation.replace(decision.url);
  else await ctx.navigation.assign(decision.url);
  return { navigated: true, url: decision.url };
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
