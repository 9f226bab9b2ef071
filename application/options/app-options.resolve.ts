/** resolveAppOptions: checks and fills in the app-level options (handler URLs, redirect method, prefetch, OAuth sign-in scopes) once. */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { Issue } from '../../domain/shared/issues';
import { isPlainObject } from '../../domain/shared/plain-object';
import { handlerUrlsIssues, resolveHandlerUrls, type HandlerUrlsInput } from '../../domain/urls/handler-urls';
import type { AppOptions, CustomRedirect, HookRedirect, RedirectMethod } from '../core/app-options';

/**
 * The app-level part of ClientOptions: handler URLs, redirect method and automatic prefetch.
 * @example
 * const options: AppOptionsInput = { urls: { handler: '/auth', afterSignIn: '/dashboard' }, redirectMethod: 'none', noAutomaticPrefetch: true };
 * const app = createClientApp({ projectId, publishableClientKey, ...options });
 * @public
 */
export interface AppOptionsInput {
  /** Handler pages and redirect targets (spec §2); unspecified ones get the defaults under `urls.handler` ('/handler'). */
  readonly urls?: HandlerUrlsInput;
  /** Default: 'window' in a browser, 'none' elsewhere (the composition root decides). */
  readonly redirectMethod?: RedirectMethod;
  /** Set it in apps that must not fetch anything before asked (spec §9 warns past 10 prefetching client apps). */
  readonly noAutomaticPrefetch?: boolean;
  /** Extra scopes to ask each provider for on every OAuth sign-in (the official option): `{ github: ['repo'] }`. */
  readonly oauthScopesOnSignIn?: Readonly<Record<string, readonly string[]>>;
}

// A router: { navigate } or the hook form { useNavigate }.
const isRedirectMethod = (value: unknown): value is RedirectMethod =>
  value === 'window' || value === 'none' ||
  (typeof value === 'object' && value !== null &&
    (typeof (value as CustomRedirect).navigate === 'function' || typeof (value as HookRedirect).useNavigate === 'function'));

function issues(raw: AppOptionsInput): Issue[] {
  const found: Issue[] = [...handlerUrlsIssues(raw.urls)];
  if (raw.redirectMethod !== undefined && !isRedirectMethod(raw.redirectMethod)) {
    found.push({ code: 'INVALID_REDIRECT_METHOD', message: "redirectMethod: must be 'window', 'none', { navigate(url) } or { useNavigate }.", severity: 'error', path: 'redirectMethod' });
  }
  if (raw.noAutomaticPrefetch !== undefined && typeof raw.noAutomaticPrefetch !== 'boolean') {
    found.push({ code: 'INVALID_NO_AUTOMATIC_PREFETCH', message: 'noAutomaticPrefetch: must be a boolean.', severity: 'error', path: 'noAutomaticPrefetch' });
  }
  const scopes = raw.oauthScopesOnSignIn;
  if (scopes !== undefined && !(isPlainObject(scopes) && Object.values(scopes).every((list) => Array.isArray(list) && list.every((s) => typeof s === 'string')))) {
    found.push({ code: 'INVALID_OAUTH_SCOPES', message: 'oauthScopesOnSignIn: must be { [providerId]: string[] }.', severity: 'error', path: 'oauthScopesOnSignIn' });
  }
  return found;
}

/** Throws ConfigurationError with one issue per bad option (names, never values). */
export function resolveAppOptions(raw: AppOptionsInput, projectId: string, defaultRedirect: RedirectMethod): AppOptions {
  const found = issues(raw);
  if (found.length > 0) {
    throw new ConfigurationError(`Invalid Portcullis options: ${found.map((i) => i.message).join(' ')}`, { issues: found });
  }
  return {
    projectId,
    urls: resolveHandlerUrls(raw.urls),
    redirectMethod: raw.redirectMethod ?? defaultRedirect,
    noAutomaticPrefetch: raw.noAutomaticPrefetch ?? false,
    ...(raw.oauthScopesOnSignIn === undefined ? {} : { oauthScopesOnSignIn: raw.oauthScopesOnSignIn }),
  };
}
