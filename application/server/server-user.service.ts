/**
 * ServerUserService: the ServerApp's user use cases — list (paged), create, get by id (USER_NOT_FOUND → null),
 * the owner of a user API key, and the current user of this app's session as a ServerUser (GET /users/me with server
 * access).
 */
import type { OAuthProviderFields, ServerOAuthProviderCreate, ServerOAuthProviderUpdate } from '../../domain/entities/account-extras';
import type { ServerUser as ServerUserFields, ServerUserCreate } from '../../domain/entities/user';
import { clientSideError } from '../../domain/errors/client-side-errors';
import { KnownErrors } from '../../domain/errors/known-errors';
import type { Result } from '../../domain/shared/result';
import type { ServerEndpoints } from './server.endpoints';
import type { ServerOAuthProviderEndpoints } from './server-oauth-provider.endpoints';
import { OAuthProvider } from '../user/oauth-provider';
import { OAUTH_PROVIDER_UPDATE_ERRORS, type OAuthProviderUpdateError } from '../user/account-extras.errors';
import { expectErrors } from '../core/expect-errors';
import type { ListUsersOptions } from './server-user.endpoints';
import type { ServerUser } from './server-objects';
import type { ServerObjectsFactory } from './server-objects.factory';
import type { AppContext } from '../core/app-context';
import { isVisible, type GetUserOptions } from '../user/current-user.service';
import { signUpAnonymously } from '../sign-in/anonymous-sign-up';
import { InternalAssertionError } from '../../domain/errors/internal-assertion-error';
import type { RedirectService } from '../redirects/redirect.service';
import { serverKeys, USERS_KEY } from '../core/keys';
import { serverMutation } from './server-mutation';
import { checkApiKey } from './api-key-owner';
import { CREATE_USER_ERRORS, type CreateServerUserError } from './server-user.errors';

/**
 * One page of users; pass nextCursor as `cursor` for the next one (null on the last page).
 * @example
 * const { items, nextCursor } = await server.listUsers({ limit: 20, query: 'ann' });
 * @public
 */
export interface ServerUserPage {
  readonly items: readonly ServerUser[];
  readonly nextCursor: string | null;
}

export class ServerUserService {
  readonly #ctx: AppContext;
  readonly #endpoints: ServerEndpoints;
  readonly #build: ServerObjectsFactory;
  readonly #redirects: RedirectService;
  readonly #providers: ServerOAuthProviderEndpoints;

  constructor(
    ctx: AppContext,
    endpoints: ServerEndpoints,
    build: ServerObjectsFactory,
    redirects: RedirectService,
    providers: ServerOAuthProviderEndpoints,
  ) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
    this.#build = build;
    this.#redirects = redirects;
    this.#providers = providers;
  }

  async listUsers(options: ListUsersOptions = {}): Promise<ServerUserPage> {
    const o = options;
    const key = ['users', 'list', o.cursor ?? null, o.limit ?? null, o.desc ?? null, o.orderBy ?? null, o.query ?? null, o.teamId ?? null,
      o.includeRestricted ?? null, o.includeAnonymous ?? null, o.onlyAnonymous ?? null];
    const page = await this.#ctx.cache.read(key, () => this.#endpoints.users.list(options));
    return { items: page.items.map((u) => this.#build.user(u)), nextCursor: page.nextCursor };
  }

  createUser(input: ServerUserCreate): Promise<Result<ServerUser, CreateServerUserError>> {
    return serverMutation(this.#endpoints.users.create(input), CREATE_USER_ERRORS, () => this.#ctx.afterMutation(USERS_KEY), (u) => this.#build.user(u));
  }

  /** Links a provider account to a user; the user's cached reads go stale. Errors: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN. */
  async createOAuthProvider(input: ServerOAuthProviderCreate): Promise<Result<OAuthProvider<ServerOAuthProviderUpdate>, OAuthProviderUpdateError>> {
    const created = await expectErrors(this.#providers.create(input), OAUTH_PROVIDER_UPDATE_ERRORS);
    if (!created.ok) return created;
    this.#ctx.afterMutation(serverKeys.user(input.userId));
    return { ok: true, value: this.#provider(created.value) };
  }

  /** An OAuthProvider whose update (email and account id too) and delete act on its user with server access. */
  #provider(fields: OAuthProviderFields): OAuthProvider<ServerOAuthProviderUpdate> {
    const { userId } = fields;
    return new OAuthProvider<ServerOAuthProviderUpdate>(fields, {
      update: async (id, update) => {
        const updated = await expectErrors(this.#providers.update(userId, id, update), OAUTH_PROVIDER_UPDATE_ERRORS);
        if (updated.ok) this.#ctx.afterMutation(serverKeys.user(userId));
        return updated.ok ? { ok: true, value: this.#provider(updated.value) } : updated;
      },
      delete: async (id) => {
        await this.#providers.delete(userId, id);
        this.#ctx.afterMutation(serverKeys.user(userId));
      },
    });
  }

  async getUser(userId: string): Promise<ServerUser | null> {
    try {
      return this.#build.user(await this.#ctx.cache.read(serverKeys.user(userId), () => this.#endpoints.users.get(userId)));
    } catch (error) {
      if (KnownErrors.UserNotFound.isInstance(error)) return null;
      throw error;
    }
  }

  /** The owner of a user API key; null when the value is not a valid user key of the project (a team key included). */
  async getUserByApiKey(apiKey: string): Promise<ServerUser | null> {
    const key = await checkApiKey(this.#ctx.requests, 'user', apiKey);
    return key?.userId === undefined ? null : this.getUser(key.userId);
  }

  /** As ClientApp.getUser (same `or` modes and restricted rule), but the server shape of the session's user. */
  async getCurrentUser(options: GetUserOptions = {}): Promise<ServerUser | null> {
    const user = await this.#me();
    if (user !== null && isVisible(user, options)) return this.#build.user(user);
    if (options.or === 'anonymous') {
      await signUpAnonymously(this.#ctx);
      const created = await this.#me();
      if (created === null) throw new InternalAssertionError('anonymous sign-up left the session without a user');
      return this.#build.user(created);
    }
    if (options.or === 'throw') throw clientSideError('USER_AUTHENTICATION_REQUIRED');
    if (options.or === 'redirect') {
      await this.#redirects.redirectTo('signIn', { replace: true, returnHere: true });
      throw clientSideError('USER_AUTHENTICATION_REQUIRED');
    }
    return null;
  }

  /** The session's user with server access (through the cache); null without a session, with no request. */
  #me(): Promise<ServerUserFields | null> {
    return this.#ctx.session.isSignedIn() ? this.#ctx.cache.read(serverKeys.me(), () => this.#endpoints.users.getMe()) : Promise.resolve(null);
  }
}
