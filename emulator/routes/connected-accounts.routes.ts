/** Connected accounts (protocol §2.17): list a user's OAuth connections, hand out provider access tokens. */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { created, list } from '../http/respond';
import { ALL_ACCESS, type Auth, defineRoute } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import type { UserRecord } from '../state/records';
import { accessTokenWithScopes } from '../connected-accounts/provider-grant';
import { allowsConnectedAccounts } from '../connected-accounts/oauth-accounts';
import { findUser } from '../state/users';
import type { EmulatorCore } from '../core';

const tokenBody = z.strictObject({ scope: z.string().optional() });

function existingUser(core: EmulatorCore, projectId: string, userId: string): UserRecord {
  const user = findUser(core, projectId, userId);
  if (user === undefined) throw known('USER_NOT_FOUND');
  return user;
}

/**
 * The checks of the access-token endpoints, in the backend's order: the client's own user, the provider in the
 * project config, the shared-keys rule (off by default, as in development), then the user and its account. `accountId` picks one account (which must
 * allow connected accounts); without it every account of the provider is searched.
 */
async function accessTokenFor(core: EmulatorCore, auth: Auth, userId: string, providerId: string, accountId: string | null, scope: string | undefined): Promise<string> {
  if (auth.type === 'client' && auth.user?.id !== userId) throw statusError(403, 'Client can only access its own connected accounts');
  const provider = auth.project.config.oauthProviders.find((p) => p.id === providerId);
  if (provider === undefined) throw known('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  // Shared keys belong to Stack, not the app: the hosted service never hands their tokens out; in development (the
  // emulator's default, core.sharedOAuthAccessTokens) it does, as the mock provider's tokens are nobody's brand.
  if (provider.type === 'shared' && !core.sharedOAuthAccessTokens) throw known('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  const user = existingUser(core, auth.project.id, userId);
  const accounts = user.oauthAccounts.filter((a) => a.providerId === providerId && (accountId === null || a.accountId === accountId));
  if (accounts.length === 0) throw known('OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
  const usable = accountId === null ? accounts : accounts.filter(allowsConnectedAccounts);
  if (usable.length === 0) throw known('OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
  return accessTokenWithScopes(core, user, usable, scope);
}

export const connectedAccountRoutes = [
  defineRoute({
    method: 'GET', path: '/connected-accounts/{user_id}', access: ALL_ACCESS, params: z.strictObject({ user_id: userIdOrMe }),
    handler: ({ core, params, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = resolveUserId(params.user_id);
      if (auth.type === 'client') {
        if (auth.user === null) throw known('CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (auth.user.id !== userId) throw statusError(403, 'Client can only list connected accounts for their own user.');
      }
      const user = existingUser(core, auth.project.id, userId);
      const accounts = user.oauthAccounts.filter(allowsConnectedAccounts);
      return list(accounts.map((a) => ({ user_id: user.id, provider: a.providerId, provider_account_id: a.accountId })));
    },
  }),
  defineRoute({
    method: 'POST', path: '/connected-accounts/{user_id}/{provider_id}/access-token', access: ALL_ACCESS, body: tokenBody,
    params: z.strictObject({ user_id: userIdOrMe, provider_id: z.string() }),
    handler: async ({ core, body, params, requireAuth, resolveUserId }) =>
      created({ access_token: await accessTokenFor(core, requireAuth(), resolveUserId(params.user_id), params.provider_id, null, body.scope) }),
  }),
  defineRoute({
    method: 'POST', path: '/connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token', access: ALL_ACCESS, body: tokenBody,
    params: z.strictObject({ user_id: userIdOrMe, provider_id: z.string(), provider_account_id: z.string() }),
    handler: async ({ core, body, params, requireAuth, resolveUserId }) =>
      created({ access_token: await accessTokenFor(core, requireAuth(), resolveUserId(params.user_id), params.provider_id, params.provider_account_id, body.scope) }),
  }),
];
