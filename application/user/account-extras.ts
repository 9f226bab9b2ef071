/**
 * AccountExtras: the objects behind the account-settings methods of CurrentUser and Team (sessions, API keys, OAuth
 * providers, connected accounts, project permissions). CurrentUser and Team load this file on first use (loadChunk),
 * so a sign-in page does not carry it; the barrel exports its objects' types only.
 */
import type { ApiKeyCreationOptions } from '../../domain/entities/account-extras';
import type { ProjectPermission } from '../../domain/entities/permission';
import type { SessionInfo } from '../../domain/entities/session';
import { mapResult, type Result } from '../../domain/shared/result';
import { ME, type AccountExtrasService } from './account-extras.service';
import type { RevokeSessionError, TeamApiKeyError } from './account-extras.errors';
import type { UserAccountService } from './user-account.service';
import { checkString } from '../core/arguments';
import { checkConnectedAccountRef, ConnectedAccount, findConnectedAccount, type ConnectedAccountDeps, type ConnectedAccountRef } from './connected-account';
import { OAuthProvider, type OAuthProviderDeps } from './oauth-provider';
import { OwnedApiKey, type OwnedApiKeyDeps } from './owned-api-key';

/**
 * What `await accountSettings(user)` gives: the official SDK's account-settings methods by their official names.
 * @example
 * const settings = await accountSettings(user);
 * const sessions = await settings.getActiveSessions();
 * const providers = await settings.listOAuthProviders();
 * const keys = await settings.listTeamApiKeys(teamId);
 * @public
 */
export class AccountExtras {
  readonly #extras: AccountExtrasService;
  readonly #account: UserAccountService;
  readonly #keyDeps: OwnedApiKeyDeps;
  readonly #providerDeps: OAuthProviderDeps;

  constructor(extras: AccountExtrasService, account: UserAccountService) {
    this.#extras = extras;
    this.#account = account;
    this.#keyDeps = { update: async (key, update) => new OwnedApiKey(await extras.updateApiKey(key, update), this.#keyDeps), now: () => extras.now() };
    this.#providerDeps = {
      update: async (id, update) => mapResult(await extras.updateOAuthProvider(id, update), (provider) => new OAuthProvider(provider, this.#providerDeps)),
      delete: (id) => extras.deleteOAuthProvider(id),
    };
  }

  getActiveSessions(): Promise<SessionInfo[]> {
    return this.#extras.getActiveSessions();
  }

  revokeSession(sessionId: string): Promise<Result<void, RevokeSessionError>> {
    return this.#extras.revokeSession(sessionId);
  }

  /** The user's own keys cannot fail the team permission check: unwrapped. */
  async createApiKey(options: ApiKeyCreationOptions): Promise<OwnedApiKey> {
    const created = await this.#extras.createApiKey(ME, options);
    if (!created.ok) throw created.error;
    return new OwnedApiKey(created.value, this.#keyDeps);
  }

  async listApiKeys(): Promise<OwnedApiKey[]> {
    const keys = await this.#extras.listApiKeys(ME);
    if (!keys.ok) throw keys.error;
    return keys.value.map((key) => new OwnedApiKey(key, this.#keyDeps));
  }

  async createTeamApiKey(teamId: string, options: ApiKeyCreationOptions): Promise<Result<OwnedApiKey, TeamApiKeyError>> {
    return mapResult(await this.#extras.createApiKey({ type: 'team', teamId }, options), (key) => new OwnedApiKey(key, this.#keyDeps));
  }

  async listTeamApiKeys(teamId: string): Promise<Result<OwnedApiKey[], TeamApiKeyError>> {
    return mapResult(await this.#extras.listApiKeys({ type: 'team', teamId }), (keys) => keys.map((key) => new OwnedApiKey(key, this.#keyDeps)));
  }

  async listOAuthProviders(): Promise<OAuthProvider[]> {
    return (await this.#extras.listOAuthProviders()).map((provider) => new OAuthProvider(provider, this.#providerDeps));
  }

  /** From the list (one cached read): null when the user has no provider account with that id. */
  async getOAuthProvider(id: string): Promise<OAuthProvider | null> {
    checkString('id', id);
    return (await this.listOAuthProviders()).find((provider) => provider.id === id) ?? null;
  }

  /** The OAuth accounts that allow connected-account use, oldest first (several per provider possible). */
  async listConnectedAccounts(): Promise<ConnectedAccount[]> {
    const deps: ConnectedAccountDeps = {
      accessToken: (account, scope) => this.#account.connectedAccountAccessToken(account.provider, scope, account.providerAccountId),
    };
    return (await this.#extras.listConnectedAccounts()).map((account) => new ConnectedAccount(account, deps));
  }

  /** One connected account by provider and the provider's account id (from the list); null when there is none. */
  async getConnectedAccount(account: ConnectedAccountRef): Promise<ConnectedAccount | null> {
    checkConnectedAccountRef(account);
    return findConnectedAccount(await this.listConnectedAccounts(), account);
  }

  listPermissions(options?: { readonly recursive?: boolean }): Promise<ProjectPermission[]> {
    return this.#extras.listPermissions(options);
  }
}
