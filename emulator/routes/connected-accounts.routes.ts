/** Connected accounts (protocol §2.17): list a user's OAuth connections, hand out provider access tokens. */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { created, list } from '../http/respond';
import { ALL_ACCESS, type Auth, defineRoute } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import type { ProjectRecord, UserRecord } from '../state/records';
import { accessTokenWithScopes } from '../connected-accounts/provider-grant';
import { findUser } from '../state/users';
import type { EmulatorCore } from '../core';

const tokenBody = z.strictObject({ scope: z.string().optional() });

function connectedUser(core: EmulatorCore, auth: Auth, userId: string): UserRecord {
  if (auth.type === 'client' && auth.user?.id !== userId) throw statusError(403, 'Client can only access connected accounts of their own user.');
  const user = findUser(core, auth.project.id, userId);
  if (user === undefined) throw known('USER_NOT_FOUND');
  return user;
}

/** The checks of the access-token endpoints, in the backend's order; `accountId` picks one of several accounts. */
function accessTokenFor(core: EmulatorCore, project: ProjectRecord, user: UserRecord, providerId: string, accountId: string | null, scope: string | undefined): string {
  const provider = project.config.oauthProviders.find((p) => p.id === providerId);
  if (provider === undefined) throw known('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  // Shared keys belong to Stack, not the app: their tokens are never handed out.
  if (provider.type === 'shared') throw known('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  const accounts = user.oauthAccounts.filter((a) => a.providerId === providerId && (accountId === null || a.accountId === accountId));
  return accessTokenWithScopes(core, user, accounts, scope);
}

export const connectedAccountRoutes = [
  defineRoute({
    method: 'GET', path: '/connected-accounts/{user_id}', access: ALL_ACCESS, params: z.strictObject({ user_id: userIdOrMe }),
    handler: ({ core, params, requireAuth, resolveUserId }) => {
      const user = connectedUser(core, requireAuth(), resolveUserId(params.user_id));
      return list(user.oauthAccounts.map((a) => ({ user_id: user.id, provider: a.providerId, provider_account_id: a.accountId })));
    },
  }),
  defineRoute({
    method: 'POST', path: '/connected-accounts/{user_id}/{provider_id}/access-token', access: ALL_ACCESS, body: tokenBody,
    params: z.strictObject({ user_id: userIdOrMe, provider_id: z.string() }),
    handler: ({ core, body, params, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const user = connectedUser(core, auth, resolveUserId(params.user_id));
      return created({ access_token: accessTokenFor(core, auth.project, user, params.provider_id, null, body.scope) });
    },
  }),
  defineRoute({
    method: 'POST', path: '/connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token', access: ALL_ACCESS, body: tokenBody,
    params: z.strictObject({ user_id: userIdOrMe, provider_id: z.string(), provider_account_id: z.string() }),
    handler: ({ core, body, params, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const user = connectedUser(core, auth, resolveUserId(params.user_id));
      return created({ access_token: accessTokenFor(core, auth.project, user, params.provider_id, params.provider_account_id, body.scope) });
    },
  }),
];
