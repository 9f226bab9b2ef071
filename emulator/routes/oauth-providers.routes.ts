/**
 * A user's OAuth providers (the accounts behind "connected accounts" and OAuth sign-in): list, read, update and
 * delete for every access type (clients their own user only), create for servers. Wording and order of checks
 * as the current service answers them.
 */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import { created, json, list, success } from '../http/respond';
import { ALL_ACCESS, type Auth, defineRoute, SERVER_ACCESS } from '../http/route';
import { email, userIdOrMe, uuid } from '../http/schemas';
import { validatePart } from '../http/validate';
import { validateJoinedBody } from '../users/joined-schema';
import { newId } from '../random';
import type { OAuthAccountRecord, UserRecord } from '../state/records';
import { findUser } from '../state/users';
import { forgetGrant } from '../connected-accounts/provider-grant';
import {
  accountJson, assertAccountWriteAllowed, ownedAccount, projectAccounts, providerKind, type OwnedAccount,
} from '../connected-accounts/oauth-accounts';

const clientUpdate = z.strictObject({ allow_sign_in: z.boolean().optional(), allow_connected_accounts: z.boolean().optional() });
const serverUpdate = clientUpdate.extend({ email: email.optional(), account_id: z.string().optional() });
const serverCreate = z.strictObject({
  user_id: userIdOrMe, provider_config_id: z.string(), email: email.optional(),
  allow_sign_in: z.boolean(), allow_connected_accounts: z.boolean(), account_id: z.string(),
});
const itemParams = z.strictObject({ user_id: userIdOrMe, provider_id: uuid });

/** Clients act on their own user only: signed out CANNOT_GET_OWN_USER_WITHOUT_USER, else 403 per action. */
function assertOwnUser(auth: Auth, userId: string | undefined, action: string): void {
  if (auth.type !== 'client') return;
  if (auth.user === null) throw known('CANNOT_GET_OWN_USER_WITHOUT_USER');
  if (auth.user.id !== userId) throw statusError(403, `Client can only ${action} OAuth providers for their own user.`);
}

function existingUser(core: EmulatorCore, projectId: string, userId: string): UserRecord {
  const user = findUser(core, projectId, userId);
  if (user === undefined) throw known('USER_NOT_FOUND');
  return user;
}

/** The kind of an account's provider; a provider neither configured nor known reads as not found. */
function kindOf(auth: Auth, account: OAuthAccountRecord): string {
  const kind = providerKind(auth.project, account.providerId);
  if (kind === null) throw statusError(404, `OAuth provider ${account.providerId} not found or not configured`);
  return kind;
}

export const oauthProviderRoutes = [
  defineRoute({
    method: 'GET', path: '/oauth-providers', access: ALL_ACCESS, query: z.strictObject({ user_id: userIdOrMe.optional() }),
    handler: ({ core, query, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = query.user_id === undefined ? undefined : resolveUserId(query.user_id);
      assertOwnUser(auth, userId, 'list');
      if (userId !== undefined) existingUser(core, auth.project.id, userId);
      const items = projectAccounts(core, auth.project.id)
        .filter((o) => userId === undefined || o.user.id === userId)
        .flatMap((o) => {
          const kind = providerKind(auth.project, o.account.providerId);
          return kind === null ? [] : [accountJson(o, kind, auth.type)];
        });
      return list(items);
    },
  }),
  defineRoute({
    method: 'POST', path: '/oauth-providers', access: SERVER_ACCESS, body: serverCreate,
    handler: ({ core, body, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      if (!auth.project.config.oauthProviders.some((p) => p.id === body.provider_config_id)) {
        throw statusError(404, `OAuth provider ${body.provider_config_id} not found or not configured`);
      }
      const user = existingUser(core, auth.project.id, resolveUserId(body.user_id));
      assertAccountWriteAllowed(core, user, { providerId: body.provider_config_id, accountId: body.account_id, allowSignIn: body.allow_sign_in, self: null });
      const account: OAuthAccountRecord = {
        id: newId(), providerId: body.provider_config_id, accountId: body.account_id, email: body.email ?? null,
        allowSignIn: body.allow_sign_in, allowConnectedAccounts: body.allow_connected_accounts,
      };
      user.oauthAccounts.push(account);
      return created(accountJson({ user, account }, body.provider_config_id, auth.type));
    },
  }),
  defineRoute({
    method: 'GET', path: '/oauth-providers/{user_id}/{provider_id}', access: ALL_ACCESS, params: itemParams,
    handler: ({ core, params, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = resolveUserId(params.user_id);
      assertOwnUser(auth, userId, 'read');
      const user = existingUser(core, auth.project.id, userId);
      const owned: OwnedAccount = { user, account: ownedAccount(user, params.provider_id) };
      return json(accountJson(owned, kindOf(auth, owned.account), auth.type));
    },
  }),
  defineRoute({
    method: 'PATCH', path: '/oauth-providers/{user_id}/{provider_id}', access: ALL_ACCESS, params: itemParams, body: z.unknown(),
    handler: ({ core, body, params, requireAuth, resolveUserId, schemaError }) => {
      const auth = requireAuth();
      // The schema depends on the access type (clients may not change the email or the account id).
      const parsed = auth.type === 'client' ? validatePart(clientUpdate, body ?? {}, 'body') : validateJoinedBody(serverUpdate, body);
      if (!parsed.ok) return schemaError(...parsed.lines);
      const update: z.output<typeof serverUpdate> = parsed.value;
      const userId = resolveUserId(params.user_id);
      assertOwnUser(auth, userId, 'update');
      const user = existingUser(core, auth.project.id, userId);
      const account = ownedAccount(user, params.provider_id);
      assertAccountWriteAllowed(core, user, { providerId: account.providerId, accountId: update.account_id, allowSignIn: update.allow_sign_in, self: account });
      if (update.allow_sign_in !== undefined) account.allowSignIn = update.allow_sign_in;
      if (update.allow_connected_accounts !== undefined) account.allowConnectedAccounts = update.allow_connected_accounts;
      if (update.email !== undefined) account.email = update.email;
      if (update.account_id !== undefined) account.accountId = update.account_id;
      return json(accountJson({ user, account }, kindOf(auth, account), auth.type));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/oauth-providers/{user_id}/{provider_id}', access: ALL_ACCESS, params: itemParams,
    handler: ({ core, params, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = resolveUserId(params.user_id);
      assertOwnUser(auth, userId, 'delete');
      const user = existingUser(core, auth.project.id, userId);
      const account = ownedAccount(user, params.provider_id);
      user.oauthAccounts = user.oauthAccounts.filter((a) => a !== account);
      forgetGrant(core, user, account);
      return success();
    },
  }),
];
