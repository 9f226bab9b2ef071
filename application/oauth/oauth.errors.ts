/** The expected failures of the OAuth sign-in methods, as matcher lists (for expectErrors) and their unions. */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../core/expect-errors';

export const OAUTH_START_ERRORS = [
  KnownErrors.OAuthProviderNotFoundOrNotEnabled, KnownErrors.OAuthExtraScopeNotAvailableWithSharedOAuthKeys, KnownErrors.RedirectUrlNotWhitelisted,
] as const;
/**
 * Errors of `app.signInWithOAuth`: OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED, OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS,
 * REDIRECT_URL_NOT_WHITELISTED.
 * @example
 * const started = await app.signInWithOAuth('github');
 * if (!started.ok) console.log(started.error.message); // the page did not leave
 * @public
 */
export type OAuthStartError = ErrorsOf<typeof OAUTH_START_ERRORS>;

export const OAUTH_LINK_ERRORS = [...OAUTH_START_ERRORS, KnownErrors.UserAuthenticationRequired] as const;
/**
 * Errors of `user.linkConnectedAccount`: those of signInWithOAuth, plus USER_AUTHENTICATION_REQUIRED when the session
 * ended meanwhile. A provider account owned by someone else comes back on the callback page
 * (OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER from handleOAuthCallback).
 * @example
 * const started = await user.linkConnectedAccount('github', { providerScope: 'repo' });
 * if (!started.ok) console.log(started.error.message);
 * @public
 */
export type OAuthLinkError = ErrorsOf<typeof OAUTH_LINK_ERRORS>;

export const OAUTH_CALLBACK_ERRORS = [
  KnownErrors.OAuthProviderAccessDenied, KnownErrors.OAuthProviderTemporarilyUnavailable, KnownErrors.InvalidAuthorizationCode,
  KnownErrors.MultiFactorAuthenticationRequired, KnownErrors.OuterOAuthTimeout, KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse,
  KnownErrors.OAuthConnectionAlreadyConnectedToAnotherUser, KnownErrors.SignUpNotEnabled, KnownErrors.SignUpRejected,
  KnownErrors.RedirectUrlNotWhitelisted,
  // The service checks the provider again at its callback: one turned off while the person was at the provider
  // comes back on the callback URL (measured against the real backend, tests/real/browser/oauth.test.ts).
  KnownErrors.OAuthProviderNotFoundOrNotEnabled,
] as const;
/**
 * Errors of `app.handleOAuthCallback`, delivered by the server on the callback URL or answered by the code exchange:
 * OAUTH_PROVIDER_ACCESS_DENIED, OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE, INVALID_AUTHORIZATION_CODE,
 * MULTI_FACTOR_AUTHENTICATION_REQUIRED (details.attempt_code), OUTER_OAUTH_TIMEOUT,
 * CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE, OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER,
 * SIGN_UP_NOT_ENABLED, SIGN_UP_REJECTED, REDIRECT_URL_NOT_WHITELISTED, OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED (the
 * provider was turned off during the flow).
 * @example
 * const result = await app.handleOAuthCallback();
 * if (!result.ok && result.error.code === 'OAUTH_PROVIDER_ACCESS_DENIED') console.log('You cancelled the sign-in.');
 * @public
 */
export type OAuthCallbackError = ErrorsOf<typeof OAUTH_CALLBACK_ERRORS>;
