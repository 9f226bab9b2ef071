/**
 * Callback URLs for emails (password reset, verification, magic link, team invitation): kept out of RedirectService
 * so a page carries them only with the services that send those emails (loaded on first use).
 */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { absoluteCallbackUrl } from '../../domain/urls/callback-url';
import type { HandlerPageName } from '../../domain/urls/handler-urls';
import type { AppContext } from '../core/app-context';

/**
 * An absolute callback URL for an email link: `given`, else the named handler page, resolved against the current
 * page (hash dropped, after_auth_return_to kept). Null when it cannot be made absolute (no page and a relative URL).
 */
export function callbackUrl(ctx: AppContext, name: HandlerPageName, given?: string): string | null {
  return absoluteCallbackUrl(given ?? ctx.options.urls[name], ctx.navigation.currentUrl());
}

/** callbackUrl, for flows that cannot go on without one (emails whose link would lead nowhere): throws ConfigurationError. */
export function requiredCallbackUrl(ctx: AppContext, name: HandlerPageName, given?: string): string {
  const url = callbackUrl(ctx, name, given);
  if (url !== null) return url;
  throw new ConfigurationError(
    `A callback URL is needed and cannot be derived without a page: pass callbackUrl, or set urls.${name} to an absolute URL.`,
  );
}
