/**
 * AccountExtrasEndpoints: the signed-in user's sessions, API keys (theirs and their teams'), OAuth provider accounts,
 * connected accounts and project permissions (protocol §2.7, §2.17, §3.8; `me`). Loaded with the user features.
 */
import type { ApiKeyCreationOptions, ApiKeyUpdateOptions, ConnectedAccountFields, OAuthProviderFields, OAuthProviderUpdate, OwnedApiKeyFields, OwnedApiKeyOwner } from '../../domain/entities/account-extras';
import type { ProjectPermission } from '../../domain/entities/permission';
import type { SessionInfo } from '../../domain/entities/session';
import { connectedAccountFromWire, ownedApiKeyFromWire, userOAuthProviderFromWire } from './account-extras.mapping';
import { omitUndefined } from '../core/wire/omit-undefined';
import { projectPermissionFromWire } from '../core/wire/project-permission.mapping';
import { sessionInfoFromWire } from './session-list.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { connectedAccountWireSchema, oauthProviderWireSchema, ownedApiKeyWireSchema } from './account-extras.schema';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { projectPermissionWireSchema } from '../core/wire/project-permission.schema';
import { sessionWireSchema } from './session-list.schema';

const sessionList = listEnvelopeSchema(sessionWireSchema);
const apiKeyList = listEnvelopeSchema(ownedApiKeyWireSchema);
const providerList = listEnvelopeSchema(oauthProviderWireSchema);
const accountList = listEnvelopeSchema(connectedAccountWireSchema);
const permissionList = listEnvelopeSchema(projectPermissionWireSchema);

/** `/user-api-keys` with `user_id`, `/team-api-keys` with `team_id`. */
const keyRoute = (owner: OwnedApiKeyOwner) => owner.type === 'user'
  ? { path: '/user-api-keys', field: 'user_id', id: owner.userId } : { path: '/team-api-keys', field: 'team_id', id: owner.teamId };

export class AccountExtrasEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** GET /auth/sessions?user_id=me: newest first, impersonations left out. */
  async listSessions(): Promise<SessionInfo[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/auth/sessions', query: { user_id: 'me' }, session: this.#session, schema: sessionList });
    return response.body.items.map(sessionInfoFromWire);
  }

  /** DELETE /auth/sessions/{id}?user_id=me; CANNOT_DELETE_CURRENT_SESSION for this session (sign out instead). */
  async revokeSession(sessionId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/auth/sessions/${sessionId}`, query: { user_id: 'me' }, session: this.#session });
  }

  /** POST /user-api-keys or /team-api-keys: the key with its whole value (shown once). */
  async createApiKey(owner: OwnedApiKeyOwner, options: ApiKeyCreationOptions): Promise<OwnedApiKeyFields> {
    const route = keyRoute(owner);
    const body = omitUndefined({ [route.field]: route.id, description: options.description, expires_at_millis: options.expiresAt, is_public: options.isPublic });
    const response = await this.#requests.send({ method: 'POST', path: route.path, body, session: this.#session, schema: ownedApiKeyWireSchema });
    return ownedApiKeyFromWire(response.body);
  }

  /** GET /user-api-keys?user_id= or /team-api-keys?team_id= (team keys need $manage_api_keys). */
  async listApiKeys(owner: OwnedApiKeyOwner): Promise<OwnedApiKeyFields[]> {
    const route = keyRoute(owner);
    const response = await this.#requests.send({ method: 'GET', path: route.path, query: { [route.field]: route.id }, session: this.#session, schema: apiKeyList });
    return response.body.items.map(ownedApiKeyFromWire);
  }

  /** PATCH /user-api-keys/{id} or /team-api-keys/{id}?team_id= {description?, revoked?}. */
  async updateApiKey(owner: OwnedApiKeyOwner, keyId: string, update: ApiKeyUpdateOptions): Promise<OwnedApiKeyFields> {
    const route = keyRoute(owner);
    const response = await this.#requests.send({
      method: 'PATCH', path: `${route.path}${apiPath`/${keyId}`}`, ...(owner.type === 'team' ? { query: { team_id: owner.teamId } } : {}),
      body: omitUndefined({ description: update.description, revoked: update.revoked }), session: this.#session, schema: ownedApiKeyWireSchema,
    });
    return ownedApiKeyFromWire(response.body);
  }

  /** GET /oauth-providers?user_id=me. */
  async listOAuthProviders(): Promise<OAuthProviderFields[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/oauth-providers', query: { user_id: 'me' }, session: this.#session, schema: providerList });
    return response.body.items.map(userOAuthProviderFromWire);
  }

  /** PATCH /oauth-providers/me/{id}; OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN when sign-in would clash. */
  async updateOAuthProvider(providerId: string, update: OAuthProviderUpdate): Promise<OAuthProviderFields> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/oauth-providers/me/${providerId}`,
      body: omitUndefined({ allow_sign_in: update.allowSignIn, allow_connected_accounts: update.allowConnectedAccounts }),
      session: this.#session, schema: oauthProviderWireSchema,
    });
    return userOAuthProviderFromWire(response.body);
  }

  /** DELETE /oauth-providers/me/{id}. */
  async deleteOAuthProvider(providerId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/oauth-providers/me/${providerId}`, session: this.#session });
  }

  /** GET /connected-accounts/me: the OAuth accounts that allow connected-account use. */
  async listConnectedAccounts(): Promise<ConnectedAccountFields[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/connected-accounts/me', session: this.#session, schema: accountList });
    return response.body.items.map(connectedAccountFromWire);
  }

  /** GET /project-permissions?user_id=me&recursive=. */
  async listProjectPermissions(recursive: boolean): Promise<ProjectPermission[]> {
    const response = await this.#requests.send({
      method: 'GET', path: '/project-permissions', query: { user_id: 'me', recursive }, session: this.#session, schema: permissionList,
    });
    return response.body.items.map(projectPermissionFromWire);
  }
}
