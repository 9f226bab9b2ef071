/** The expected failures of the account-settings extras (sessions, API keys, OAuth providers), as expectErrors lists. */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../core/expect-errors';

export const REVOKE_SESSION_ERRORS = [KnownErrors.CannotDeleteCurrentSession] as const;
/**
 * Errors of `user.revokeSession`: CANNOT_DELETE_CURRENT_SESSION (this session: sign out instead).
 * @example
 * const settings = await accountSettings(user);
 * const [other] = (await settings.getActiveSessions()).filter((session) => !session.isCurrentSession);
 * const result = await settings.revokeSession(other?.id ?? '');
 * if (!result.ok) console.log('That is this browser: use sign out');
 * @public
 */
export type RevokeSessionError = ErrorsOf<typeof REVOKE_SESSION_ERRORS>;

export const TEAM_API_KEY_ERRORS = [KnownErrors.ApiKeyNotFound] as const;
/**
 * Errors of `team.createApiKey` / `team.listApiKeys`: API_KEY_NOT_FOUND, the service's answer to a member without
 * `$manage_api_keys` (it does not say whether the team exists).
 * @example
 * const keys = await (await accountSettings(user)).listTeamApiKeys(teamId);
 * if (!keys.ok) console.log('You need the $manage_api_keys permission');
 * @public
 */
export type TeamApiKeyError = ErrorsOf<typeof TEAM_API_KEY_ERRORS>;

export const OAUTH_PROVIDER_UPDATE_ERRORS = [KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn] as const;
/**
 * Errors of `provider.update`: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN (allowSignIn on an account another
 * user signs in with).
 * @example
 * const [provider] = await (await accountSettings(user)).listOAuthProviders();
 * const result = await provider?.update({ allowSignIn: true });
 * if (result && !result.ok) console.log('Another account signs in with it');
 * @public
 */
export type OAuthProviderUpdateError = ErrorsOf<typeof OAUTH_PROVIDER_UPDATE_ERRORS>;
