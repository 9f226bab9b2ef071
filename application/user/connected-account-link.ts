/**
 * getOrLinkConnectedAccount (the official `user.getOrLinkConnectedAccount`): the access token of the user's account at
 * a provider with the scopes asked for, or, when there is none (not connected, or not granted those scopes), the start
 * of the OAuth link flow that asks for them. Loaded with the user features (UserFeatures.getOrLinkConnectedAccount).
 */
import { mapResult, ok, type Result } from '../../domain/shared/result';
import type { OAuthLinkError } from '../oauth/oauth.errors';
import type { OAuthService } from '../oauth/oauth.service';
import type { UserAccountService } from './user-account.service';
import { checkString } from '../core/arguments';
import { checkInput } from '../core/input-fields';

/**
 * A connected account's access token for the scopes asked.
 * @example
 * const linked = await user.getOrLinkConnectedAccount('github', { scopes: ['repo'] });
 * if (linked.ok && linked.value !== null) await fetch(url, { headers: { authorization: `Bearer ${linked.value.accessToken}` } });
 * @public
 */
export interface ConnectedAccountAccess {
  readonly providerId: string;
  readonly accessToken: string;
}

/**
 * The token when the account has the scopes; else starts the link flow (the page leaves for the provider) and resolves
 * null. Checks the arguments first (here, not in CurrentUser: the check loads with the features).
 */
export async function getOrLinkConnectedAccount(
  account: UserAccountService, oauth: OAuthService, providerId: string, options: { readonly scopes?: readonly string[] },
): Promise<Result<ConnectedAccountAccess | null, OAuthLinkError>> {
  checkString('providerId', providerId);
  checkInput('options', options);
  const scopes = options.scopes ?? [];
  const scope = scopes.length === 0 ? undefined : scopes.join(' ');
  const accessToken = await account.connectedAccountAccessToken(providerId, scope);
  if (accessToken !== null) return ok({ providerId, accessToken });
  return mapResult(await oauth.linkConnectedAccount(providerId, scope === undefined ? {} : { providerScope: scope }), () => null);
}
