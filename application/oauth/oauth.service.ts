/**
 * OAuthService: sign-in with an OAuth provider, PKCE S256 only (protocol §2.6, §5.6). signInWithOAuth keeps a fresh
 * verifier in the `stack-oauth-outer-<state>` cookie for an hour and navigates to the provider; handleOAuthCallback,
 * on the page the flow returns to, takes that cookie (synchronously, before anything is awaited: a reload, a
 * history-back or a second call finds nothing to exchange), clears the address bar, exchanges the code and redirects.
 */
import { clientSideError } from '../../domain/errors/client-side-errors';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { knownErrorFromJson, KnownErrors } from '../../domain/errors/known-errors';
import { cleanOAuthCallbackUrl } from '../../domain/oauth/callback-url';
import { readOAuthCallback } from '../../domain/oauth/callback-params';
import { OAUTH_VERIFIER_COOKIE_SECONDS, oauthVerifierCookieName } from '../../domain/oauth/pkce';
import { err, ok, type Result } from '../../domain/shared/result';
import { decodeAccessToken } from '../../domain/session/access-token';
import type { CookiePort } from '../../ports/cookie.port';
import type { OAuthEndpoints } from './oauth.endpoints';
import { expectErrors } from '../core/expect-errors';
import type { SignedIn } from '../core/sign-in-result';
import type { AppContext } from '../core/app-context';
import { OAUTH_CALLBACK_ERRORS, OAUTH_START_ERRORS, type OAuthCallbackError, type OAuthLinkError, type OAuthStartError } from './oauth.errors';
import type { MfaAttempts } from '../sign-in/mfa-attempts';
import type { Pkce } from './pkce';
import type { RedirectService } from '../redirects/redirect.service';
import { requiredCallbackUrl } from '../redirects/callback-urls';

/** Space-separated scopes plus more, each once, in order. */
function mergeScopes(given: string, more: readonly string[]): string {
  return [...new Set([...given.split(/\s+/), ...more].filter((scope) => scope !== ''))].join(' ');
}

/**
 * Options of `app.signInWithOAuth`.
 * @example
 * await app.signInWithOAuth('github', { returnTo: '/teams', providerScope: 'repo' });
 * @public
 */
export interface OAuthSignInOptions {
  /** Where to go after signing in (a path of this site, or a trusted URL): carried as `after_auth_return_to`. */
  readonly returnTo?: string;
  /** Extra scopes to ask the provider for, space separated (needs your own OAuth keys for that provider). */
  readonly providerScope?: string;
}

/**
 * What `app.handleOAuthCallback` did: nothing when this page is not an OAuth callback for this browser (no code and
 * state, or no verifier cookie: spec §8, ignored), else the sign-in.
 * @example
 * const result = await app.handleOAuthCallback();
 * if (result.ok && result.value.handled) console.log('signed in', result.value.signedIn.userId);
 * @public
 */
export type OAuthCallbackOutcome = { readonly handled: false } | { readonly handled: true; readonly signedIn: SignedIn };

const NOT_A_CALLBACK: OAuthCallbackOutcome = { handled: false };

export class OAuthService {
  readonly #ctx: AppContext;
  readonly #endpoints: OAuthEndpoints;
  readonly #redirects: RedirectService;
  readonly #pkce: Pkce;
  readonly #cookies: CookiePort;
  readonly #mfa: MfaAttempts;

  constructor(
    ctx: AppContext,
    endpoints: OAuthEndpoints,
    redirects: RedirectService,
    pkce: Pkce,
    cookies: CookiePort,
    mfa: MfaAttempts,
  ) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
    this.#redirects = redirects;
    this.#pkce = pkce;
    this.#cookies = cookies;
    this.#mfa = mfa;
  }

  signInWithOAuth(providerId: string, options: OAuthSignInOptions = {}): Promise<Result<void, OAuthStartError>> {
    return this.#start(providerId, options, null);
  }

  /**
   * Connects another provider account to the signed-in user, or asks a connected one for more scopes
   * (`providerScope`): the authorize request carries `type=link` and the user's access token. That request is the
   * one place a token goes into a URL (protocol §2.6); it is fetched in JSON mode from the API, never navigated to,
   * so it stays out of the address bar and history. The callback page finishes it with handleOAuthCallback.
   */
  async linkConnectedAccount(providerId: string, options: OAuthSignInOptions = {}): Promise<Result<void, OAuthLinkError>> {
    const { accessToken } = await this.#ctx.session.getTokensForRequest();
    if (accessToken === null) return err(clientSideError('USER_AUTHENTICATION_REQUIRED'));
    return this.#start(providerId, options, accessToken);
  }

  async #start(providerId: string, options: OAuthSignInOptions, linkToken: string | null): Promise<Result<void, OAuthStartError>> {
    const page = this.#ctx.navigation.currentUrl();
    const method = this.#ctx.options.redirectMethod;
    if (page === null || method === 'none') {
      throw new ConfigurationError("OAuth runs in a browser page: it needs a page URL and a redirect method other than 'none'.");
    }
    const redirectUri = this.#callbackUrl(options.returnTo);
    // A sign-in also asks for the app's oauthScopesOnSignIn of this provider (as the official SDK merges them).
    const signInScopes = this.#ctx.options.oauthScopesOnSignIn;
    const extra = linkToken === null && signInScopes !== undefined && Object.hasOwn(signInScopes, providerId) ? signInScopes[providerId]! : [];
    const providerScope = mergeScopes(options.providerScope ?? '', extra);
    const { verifier, state, challenge: codeChallenge } = await this.#pkce.newPair();
    const secure = page.startsWith('https:');
    const cookie = oauthVerifierCookieName(state, secure);
    this.#cookies.set(cookie, verifier, { maxAgeSeconds: OAUTH_VERIFIER_COOKIE_SECONDS, path: '/', secure, sameSite: 'Lax' });
    const location = await expectErrors(this.#endpoints.authorize(providerId, {
      redirectUri, state, codeChallenge, errorRedirectUrl: redirectUri,
      ...(linkToken === null ? { type: 'authenticate' as const } : { type: 'link' as const, token: linkToken }),
      ...(providerScope === '' ? {} : { providerScope }),
    }), OAUTH_START_ERRORS).catch((error: unknown) => {
      this.#cookies.remove(cookie, { path: '/', secure });
      throw error;
    });
    if (!location.ok) {
      this.#cookies.remove(cookie, { path: '/', secure });
      return location;
    }
    // The provider's page is on another origin by design: navigated to directly, not through the redirect rule, and by
    // the window whatever the redirect method (a router reaches only its app's paths).
    await this.#ctx.navigation.assign(location.value);
    return ok(undefined);
  }

  async handleOAuthCallback(): Promise<Result<OAuthCallbackOutcome, OAuthCallbackError>> {
    const page = this.#ctx.navigation.currentUrl();
    const params = readOAuthCallback(page);
    if (params.kind === 'none' || page === null) return ok(NOT_A_CALLBACK);
    const cleaned = cleanOAuthCallbackUrl(page) ?? page;
    if (params.kind === 'error') {
      this.#ctx.navigation.rewriteAddress(cleaned);
      return err(this.#deliveredError(params.errorCode, params.message, params.details));
    }
    // Synchronous take-and-delete before any await: at most one exchange per verifier, whatever races with it.
    const secure = page.startsWith('https:');
    const cookie = oauthVerifierCookieName(params.state, secure);
    const verifier = this.#cookies.get(cookie);
    if (verifier === undefined) return ok(NOT_A_CALLBACK);
    this.#cookies.remove(cookie, { path: '/', secure });
    this.#ctx.navigation.rewriteAddress(cleaned);
    const exchanged = await expectErrors(this.#endpoints.exchangeCode({ code: params.code, codeVerifier: verifier, redirectUri: cleaned }), OAUTH_CALLBACK_ERRORS);
    if (!exchanged.ok) {
      this.#mfa.remember(exchanged.error);
      return exchanged;
    }
    const tokens = exchanged.value;
    this.#ctx.session.signIn({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken });
    const isNewUser = tokens.isNewUser === true;
    const after = tokens.afterCallbackRedirectUrl;
    const redirect = after === null ? await this.#redirects.redirectAfterAuth(isNewUser) : await this.#redirects.redirectToUrl(after);
    const userId = decodeAccessToken(tokens.accessToken)?.sub ?? '';
    return ok({ handled: true, signedIn: { userId, isNewUser, redirected: redirect.navigated, redirect } });
  }

  /** The absolute callback page (after_auth_return_to kept or set), without a code, state or fragment. */
  #callbackUrl(returnTo: string | undefined): string {
    const url = new URL(requiredCallbackUrl(this.#ctx, 'oauthCallback'));
    if (returnTo !== undefined) url.searchParams.set('after_auth_return_to', returnTo);
    return cleanOAuthCallbackUrl(url.href) ?? url.href;
  }

  /** The error the server put on the callback URL; one outside this method's list is unexpected, so thrown. */
  #deliveredError(code: string | null, message: string | null, details: unknown): OAuthCallbackError {
    const error = code === null
      ? new KnownErrors.OAuthProviderAccessDenied(undefined, message === null ? undefined : { message })
      : knownErrorFromJson({ code, ...(message === null ? {} : { error: message }), ...(details === undefined ? {} : { details }) });
    if (OAUTH_CALLBACK_ERRORS.some((matcher) => matcher.isInstance(error))) return error as OAuthCallbackError;
    throw error;
  }
}
