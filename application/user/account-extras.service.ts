/**
 * AccountExtrasService: what account settings show besides the profile — the user's active sessions, their API keys
 * and their teams', their OAuth provider accounts and connected accounts, their project permissions. Reads go through
 * the cache; mutations invalidate what they change; arguments are checked here (CurrentUser and Team forward to it
 * through account-extras.ts, which loads with it). Loaded with the user features.
 */
import type {
  ApiKeyCreationOptions, ApiKeyUpdateOptions, ConnectedAccountFields, OAuthProviderFields, OAuthProviderUpdate, OwnedApiKeyFields, OwnedApiKeyOwner,
} from '../../domain/entities/account-extras';
import type { ProjectPermission } from '../../domain/entities/permission';
import type { SessionInfo } from '../../domain/entities/session';
import { InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import type { Result } from '../../domain/shared/result';
import type { EpochMs } from '../../domain/shared/time';
import type { AccountExtrasEndpoints } from './account-extras.endpoints';
import type { AppContext } from '../core/app-context';
import type { CacheKey } from '../core/cache/app-cache';
import { checkId } from '../core/arguments';
import { expectErrors } from '../core/expect-errors';
import { checkInput, checkOptions } from '../core/input-fields';
import {
  OAUTH_PROVIDER_UPDATE_ERRORS, REVOKE_SESSION_ERRORS, TEAM_API_KEY_ERRORS,
  type OAuthProviderUpdateError, type RevokeSessionError, type TeamApiKeyError,
} from './account-extras.errors';

const SESSIONS_KEY: CacheKey = ['sessions', 'me'];
const OAUTH_PROVIDERS_KEY: CacheKey = ['oauth-providers', 'me'];
/** Under the connected-account token keys (['connected-accounts', 'me', provider, scope]), so a change refreshes those too. */
const CONNECTED_ACCOUNTS_KEY: CacheKey = ['connected-accounts', 'me'];
const projectPermissionsKey = (recursive: boolean): CacheKey => ['project-permissions', 'me', recursive];
const apiKeysKey = (owner: OwnedApiKeyOwner): CacheKey => owner.type === 'user' ? ['user-api-keys', 'me'] : ['team', owner.teamId, 'api-keys'];
/** The signed-in user as a key owner. */
export const ME: OwnedApiKeyOwner = { type: 'user', userId: 'me' };

function checkCreation(options: ApiKeyCreationOptions): void {
  if (options !== null && typeof options === 'object' && options.expiresAt === null) {
    const { expiresAt: _never, ...rest } = options;
    checkInput('options', rest, ['description']);
    return;
  }
  // expiresAt may be null (never expires), which the field table's 'finite number' refuses: checked here instead.
  checkInput('options', options, ['description']);
  const { expiresAt } = options;
  if (expiresAt !== null && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) {
    throw new InvalidArgumentError('options.expiresAt', 'must be epoch milliseconds or null');
  }
}

export class AccountExtrasService {
  readonly #ctx: AppContext;
  readonly #endpoints: AccountExtrasEndpoints;

  constructor(ctx: AppContext, endpoints: AccountExtrasEndpoints) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
  }

  /** Now, on the app's clock (an API key's expiry is judged by it). */
  now(): EpochMs {
    return this.#ctx.clock.now();
  }

  /** The user's sessions that are not impersonations, newest first; `isCurrentSession` marks this one. */
  getActiveSessions(): Promise<SessionInfo[]> {
    return this.#ctx.cache.read(SESSIONS_KEY, () => this.#endpoints.listSessions());
  }

  /** Ends another session of the user (its refresh token stops working). Errors: CANNOT_DELETE_CURRENT_SESSION. */
  async revokeSession(sessionId: string): Promise<Result<void, RevokeSessionError>> {
    checkId('sessionId', sessionId);
    const result = await expectErrors(this.#endpoints.revokeSession(sessionId), REVOKE_SESSION_ERRORS);
    if (result.ok) this.#ctx.afterMutation(SESSIONS_KEY);
    return result;
  }

  /** A new key of the user or a team (needs $manage_api_keys); its whole value is in the answer only. Errors: API_KEY_NOT_FOUND (team, no permission). */
  async createApiKey(owner: OwnedApiKeyOwner, options: ApiKeyCreationOptions): Promise<Result<OwnedApiKeyFields, TeamApiKeyError>> {
    if (owner.type === 'team') checkId('teamId', owner.teamId);
    checkCreation(options);
    const result = await expectErrors(this.#endpoints.createApiKey(owner, options), TEAM_API_KEY_ERRORS);
    if (result.ok) this.#ctx.afterMutation(apiKeysKey(owner));
    return result;
  }

  /** The keys of the user or a team (needs $manage_api_keys). Errors: API_KEY_NOT_FOUND (team, no permission). */
  listApiKeys(owner: OwnedApiKeyOwner): Promise<Result<OwnedApiKeyFields[], TeamApiKeyError>> {
    if (owner.type === 'team') checkId('teamId', owner.teamId);
    return expectErrors(this.#ctx.cache.read(apiKeysKey(owner), () => this.#endpoints.listApiKeys(owner)), TEAM_API_KEY_ERRORS);
  }

  /** PATCH a key's description or revoke it. */
  async updateApiKey(key: OwnedApiKeyFields, update: ApiKeyUpdateOptions): Promise<OwnedApiKeyFields> {
    checkInput('update', update);
    const owner: OwnedApiKeyOwner = key.type === 'team' ? { type: 'team', teamId: key.teamId ?? '' } : ME;
    const updated = await this.#endpoints.updateApiKey(owner, key.id, update);
    this.#ctx.afterMutation(apiKeysKey(owner));
    return updated;
  }

  listOAuthProviders(): Promise<OAuthProviderFields[]> {
    return this.#ctx.cache.read(OAUTH_PROVIDERS_KEY, () => this.#endpoints.listOAuthProviders());
  }

  /** Errors: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN. */
  async updateOAuthProvider(id: string, update: OAuthProviderUpdate): Promise<Result<OAuthProviderFields, OAuthProviderUpdateError>> {
    checkInput('update', update);
    const result = await expectErrors(this.#endpoints.updateOAuthProvider(id, update), OAUTH_PROVIDER_UPDATE_ERRORS);
    if (result.ok) this.#ctx.afterMutation(OAUTH_PROVIDERS_KEY, CONNECTED_ACCOUNTS_KEY);
    return result;
  }

  async deleteOAuthProvider(id: string): Promise<void> {
    await this.#endpoints.deleteOAuthProvider(id);
    this.#ctx.afterMutation(OAUTH_PROVIDERS_KEY, CONNECTED_ACCOUNTS_KEY);
  }

  listConnectedAccounts(): Promise<ConnectedAccountFields[]> {
    return this.#ctx.cache.read([...CONNECTED_ACCOUNTS_KEY, '~list'], () => this.#endpoints.listConnectedAccounts());
  }

  /** The user's project permissions; `recursive` (default true) includes the contained ones. */
  listPermissions(options: { readonly recursive?: boolean } = {}): Promise<ProjectPermission[]> {
    checkOptions('options', options);
    const recursive = options.recursive ?? true;
    return this.#ctx.cache.read(projectPermissionsKey(recursive), () => this.#endpoints.listProjectPermissions(recursive));
  }
}
