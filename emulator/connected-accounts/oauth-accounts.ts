/**
 * A user's OAuth accounts as the /oauth-providers routes see them: row ids, the sign-in and connected-account
 * switches, the wire shape per access type, and the backend's uniqueness rules for create and update.
 */
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import { newId } from '../random';
import type { AccessType, OAuthAccountRecord, ProjectRecord, UserRecord } from '../state/records';

/** The provider kinds the service knows: an account whose config is gone still resolves its kind by id. */
const PROVIDER_KINDS: readonly string[] = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'];

export interface OwnedAccount { user: UserRecord; account: OAuthAccountRecord }

/** The row id, assigned on first read to rows stored before ids existed. */
export function accountRowId(account: OAuthAccountRecord): string {
  account.id ??= newId();
  return account.id;
}

export const allowsSignIn = (account: OAuthAccountRecord): boolean => account.allowSignIn ?? true;
export const allowsConnectedAccounts = (account: OAuthAccountRecord): boolean => account.allowConnectedAccounts ?? true;

/** The provider kind of the account's config, or null when neither the config nor a known kind matches. */
export function providerKind(project: ProjectRecord, providerId: string): string | null {
  if (project.config.oauthProviders.some((p) => p.id === providerId)) return providerId;
  return PROVIDER_KINDS.includes(providerId) ? providerId : null;
}

/** Every OAuth account of the project, users in creation order, each user's accounts in theirs. */
export function projectAccounts(core: EmulatorCore, projectId: string): OwnedAccount[] {
  return Object.values(core.state.users)
    .filter((u) => u.projectId === projectId)
    .flatMap((user) => user.oauthAccounts.map((account) => ({ user, account })));
}

/** The wire shape; client access does not see `account_id`, a missing email is left out. */
export function accountJson(owned: OwnedAccount, kind: string, type: AccessType): Record<string, unknown> {
  const { user, account } = owned;
  return {
    user_id: user.id, id: accountRowId(account),
    ...(account.email === null ? {} : { email: account.email }),
    provider_config_id: account.providerId, type: kind,
    allow_sign_in: allowsSignIn(account), allow_connected_accounts: allowsConnectedAccounts(account),
    ...(type === 'client' ? {} : { account_id: account.accountId }),
  };
}

/** `GET/PATCH/DELETE /oauth-providers/{user}/{id}`: 404 text unless the user owns an account with that row id. */
export function ownedAccount(user: UserRecord, rowId: string): OAuthAccountRecord {
  const account = user.oauthAccounts.find((a) => accountRowId(a) === rowId);
  if (account === undefined) throw statusError(404, `OAuth provider ${rowId} for user ${user.id} not found`);
  return account;
}

export interface AccountWrite {
  providerId: string;
  /** Undefined on an update that leaves the account id alone: the backend then matches every account id. */
  accountId: string | undefined;
  allowSignIn: boolean | undefined;
  /** The account being updated (not counted against itself); null on create. */
  self: OAuthAccountRecord | null;
}

/** The backend's three checks, in its order: one sign-in account per provider and user, no same account twice,
 * and an account id signs in to one user per project. */
export function assertAccountWriteAllowed(core: EmulatorCore, user: UserRecord, write: AccountWrite): void {
  const others = projectAccounts(core, user.projectId).filter(({ account }) => account !== write.self);
  const mine = others.filter((o) => o.user === user && o.account.providerId === write.providerId);
  if (write.allowSignIn === true && mine.some((o) => allowsSignIn(o.account))) {
    throw statusError(400, 'The same provider type with sign-in enabled already exists for this user.');
  }
  if (write.accountId !== undefined && mine.some((o) => o.account.accountId === write.accountId)) {
    throw statusError(400, 'The same provider type with the same account ID already exists for this user.');
  }
  const sameAccountSignIn = others.filter((o) => allowsSignIn(o.account) && (write.accountId === undefined || o.account.accountId === write.accountId));
  if (write.allowSignIn === true && sameAccountSignIn.length > 0) throw known('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
}
