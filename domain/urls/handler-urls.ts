/** Handler URLs (spec §2, protocol §6.4): the page and redirect-target names, their defaults, and their checks. */
import type { Issue } from '../shared/issues';

/** The pages the handler serves, by name, with the slug each has under the handler base path. */
export const HANDLER_PAGE_SLUGS = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  signOut: 'sign-out',
  onboarding: 'onboarding',
  emailVerification: 'email-verification',
  passwordReset: 'password-reset',
  forgotPassword: 'forgot-password',
  oauthCallback: 'oauth-callback',
  magicLinkCallback: 'magic-link-callback',
  accountSettings: 'account-settings',
  teamInvitation: 'team-invitation',
  mfa: 'mfa',
  error: 'error',
} as const;

export type HandlerPageName = keyof typeof HANDLER_PAGE_SLUGS;

/** Where the app sends people after an auth event, and its home. */
export type RedirectTargetName = 'home' | 'afterSignIn' | 'afterSignUp' | 'afterSignOut';

/**
 * Every handler URL, resolved: the handler pages (signIn, signUp, emailVerification…) and the redirect targets (home,
 * afterSignIn, afterSignUp, afterSignOut), relative paths or absolute URLs as configured.
 * @example
 * const urls: HandlerUrls = app.urls;
 * console.log(urls.signIn, urls.afterSignOut); // '/handler/sign-in', '/' by default
 * @public
 */
export type HandlerUrls = { readonly handler: string } & Readonly<Record<HandlerPageName | RedirectTargetName, string>>;

/**
 * The `urls` option: any subset of HandlerUrls; the rest is derived from `handler` (default '/handler') and `home`
 * (default '/').
 * @example
 * const urls: HandlerUrlsInput = { handler: '/auth', afterSignIn: '/dashboard' };
 * const app = createClientApp({ projectId, publishableClientKey, urls });
 * @public
 */
export type HandlerUrlsInput = Partial<HandlerUrls>;

export const DEFAULT_HANDLER_BASE = '/handler';
export const DEFAULT_HOME = '/';

/**
 * Fills in the defaults of protocol §6.4: pages under the handler base (default /handler), home '/',
 * afterSignIn = home, afterSignUp = afterSignIn, afterSignOut = home. A trailing '/' of the base is dropped.
 */
export function resolveHandlerUrls(input: HandlerUrlsInput = {}): HandlerUrls {
  const handler = (input.handler ?? DEFAULT_HANDLER_BASE).replace(/\/+$/, '') || '';
  const home = input.home ?? DEFAULT_HOME;
  const pages = Object.fromEntries(
    (Object.entries(HANDLER_PAGE_SLUGS) as [HandlerPageName, string][]).map(([name, slug]) => [name, input[name] ?? `${handler}/${slug}`]),
  ) as Record<HandlerPageName, string>;
  const afterSignIn = input.afterSignIn ?? home;
  return { ...pages, handler, home, afterSignIn, afterSignUp: input.afterSignUp ?? afterSignIn, afterSignOut: input.afterSignOut ?? home };
}

const KNOWN_NAMES: ReadonlySet<string> = new Set(['handler', 'home', 'afterSignIn', 'afterSignUp', 'afterSignOut', ...Object.keys(HANDLER_PAGE_SLUGS)]);

/** Why `input` is not a valid `urls` option: unknown names, values that are not non-empty strings. */
export function handlerUrlsIssues(input: unknown): Issue<'INVALID_HANDLER_URL'>[] {
  if (input === undefined) return [];
  if (typeof input !== 'object' || input === null) return [urlIssue('urls', 'urls: must be an object of URLs.')];
  return Object.entries(input).flatMap(([name, value]) => {
    if (!KNOWN_NAMES.has(name)) return [urlIssue(`urls.${name}`, `urls.${name}: unknown name.`)];
    if (value === undefined) return [];
    if (typeof value !== 'string' || value.trim() === '') return [urlIssue(`urls.${name}`, `urls.${name}: must be a non-empty string.`)];
    return [];
  });
}

const urlIssue = (path: string, message: string): Issue<'INVALID_HANDLER_URL'> => ({ code: 'INVALID_HANDLER_URL', message, severity: 'error', path });
