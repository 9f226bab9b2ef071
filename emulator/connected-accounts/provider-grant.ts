/**
 * What a connected account was granted (protocol §2.17): scopes and a provider access token. Accounts created
 * by the OAuth callback keep them in the OAuth flow's provider-token table; server-seeded accounts may carry
 * them on the account record itself (`scopes`, `accessToken`). The account record wins when both exist.
 */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import { accessTokenStillValid, refreshAccessToken, type SharedOAuthProviderEndpoints } from '../oauth/external-provider';
import { providerTokens, saveProviderTokens, type ProviderTokenRecord } from '../oauth/flow-store';
import { randomCode45 } from '../random';
import type { OAuthAccountRecord, UserRecord } from '../state/records';

/** Mock provider tokens live an hour, like the ones the callback stores. */
const REFRESHED_TOKEN_LIFETIME_MS = 3600 * 1000;

export interface Grant { scopes: string[]; accessToken: string | undefined }

export function grantOf(core: EmulatorCore, user: UserRecord, account: OAuthAccountRecord): Grant {
  const stored = providerTokens(core)[`${user.projectId}:${account.providerId}:${account.accountId}`];
  const record = stored !== undefined && stored.userId === user.id ? stored : undefined;
  if (record !== undefined && record.refreshToken === undefined && record.expiresAt <= core.clock.now()) {
    // The real backend refreshes an expired provider token with the provider; the mock provider always agrees.
    saveProviderTokens(core, { ...record, accessToken: `mock_at_${randomCode45()}`, expiresAt: core.clock.now() + REFRESHED_TOKEN_LIFETIME_MS });
    return grantOf(core, user, account);
  }
  return { scopes: account.scopes ?? record?.scopes ?? [], accessToken: account.accessToken ?? record?.accessToken };
}

/** Drops the tokens the OAuth flow stored for this account (the service deletes them with the account). */
export function forgetGrant(core: EmulatorCore, user: UserRecord, account: OAuthAccountRecord): void {
  const key = `${user.projectId}:${account.providerId}:${account.accountId}`;
  if (providerTokens(core)[key]?.userId === user.id) delete providerTokens(core)[key];
}

/**
 * The provider access token of the first of `accounts` holding a token and every requested scope. As with the
 * service, an account without any stored token cannot serve one: that too is a missing scope (re-authorize).
 * Tokens of an outside OIDC server are checked with it first, and renewed with the refresh token when it no longer
 * takes them; a refused refresh drops the account's tokens, as the service marks them invalid.
 */
export async function accessTokenWithScopes(core: EmulatorCore, user: UserRecord, accounts: OAuthAccountRecord[], scope: string | undefined): Promise<string> {
  const wanted = (scope ?? '').split(' ').filter((s) => s !== '');
  for (const account of accounts) {
    const grant = grantOf(core, user, account);
    if (grant.accessToken === undefined || !wanted.every((s) => grant.scopes.includes(s))) continue;
    const stored = providerTokens(core)[`${user.projectId}:${account.providerId}:${account.accountId}`];
    const refreshToken = stored?.userId === user.id ? stored.refreshToken : undefined;
    const endpoints = core.sharedOAuthProvider;
    if (account.accessToken !== undefined || stored === undefined || refreshToken === undefined || endpoints === null) return grant.accessToken;
    const live = await liveExternalToken(core, endpoints, stored, refreshToken);
    if (live !== null) return live;
  }
  throw known('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
}

async function liveExternalToken(core: EmulatorCore, endpoints: SharedOAuthProviderEndpoints, record: ProviderTokenRecord, refreshToken: string): Promise<string | null> {
  if (record.expiresAt > core.clock.now() && await accessTokenStillValid(endpoints, record.accessToken)) return record.accessToken;
  const refreshed = await refreshAccessToken(endpoints, record.providerId, refreshToken);
  const key = `${record.projectId}:${record.providerId}:${record.accountId}`;
  if (refreshed === null) {
    if (providerTokens(core)[key] === record) delete providerTokens(core)[key];
    return null;
  }
  saveProviderTokens(core, {
    ...record, accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken ?? refreshToken,
    expiresAt: core.clock.now() + refreshed.expiresInMs,
  });
  return refreshed.accessToken;
}
