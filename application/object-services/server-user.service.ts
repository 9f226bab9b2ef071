/**
 * ServerUserService: the ServerApp's user use cases — list (paged), create, get by id (USER_NOT_FOUND → null),
 * and the current user of this app's session as a ServerUser (GET /users/me with server access).
 */
import { inject, injectable } from 'inversify';
import type { ServerUserCreate } from '../../domain/entities/user';
import { clientSideError } from '../../domain/errors/client-side-errors';
import { KnownErrors } from '../../domain/errors/known-errors';
import type { Result } from '../../domain/shared/result';
import { ServerEndpoints } from '../endpoints/server.endpoints';
import type { ListUsersOptions } from '../endpoints/server-user.endpoints';
import type { ServerUser } from '../objects/server-objects';
import { ServerObjectsFactory } from '../objects/server-objects.factory';
import { AppContext } from '../shared/app-context';
import type { GetUserOptions } from './current-user.service';
import { RedirectService } from '../services/redirect.service';
import { serverKeys, USERS_KEY } from '../services/server-cache-keys';
import { serverMutation } from '../services/server-mutation';
import { CREATE_USER_ERRORS, type CreateServerUserError } from '../services/server-user.errors';

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

@injectable()
export class ServerUserService {
  readonly #ctx: AppContext;
  readonly #endpoints: ServerEndpoints;
  readonly #build: ServerObjectsFactory;
  readonly #redirects: RedirectService;

  constructor(
    @inject(AppContext) ctx: AppContext,
    @inject(ServerEndpoints) endpoints: ServerEndpoints,
    @inject(ServerObjectsFactory) build: ServerObjectsFactory,
    @inject(RedirectService) redirects: RedirectService,
  ) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
    this.#build = build;
    this.#redirects = redirects;
  }

  async listUsers(options: ListUsersOptions = {}): Promise<ServerUserPage> {
    const o = options;
    const key = ['users', 'list', o.cursor ?? null, o.limit ?? null, o.desc ?? null, o.orderBy ?? null, o.query ?? null, o.teamId ?? null,
      o.includeRestricted ?? null, o.includeAnonymous ?? null];
    const page = await this.#ctx.cache.read(key, () => this.#endpoints.users.list(options));
    return { items: page.items.map((u) => this.#build.user(u)), nextCursor: page.nextCursor };
  }

  createUser(input: ServerUserCreate): Promise<Result<ServerUser, CreateServerUserError>> {
    return serverMutation(this.#endpoints.users.create(input), CREATE_USER_ERRORS, () => this.#ctx.afterMutation(USERS_KEY), (u) => this.#build.user(u));
  }

  async getUser(userId: string): Promise<ServerUser | null> {
    try {
      return this.#build.user(await this.#ctx.cache.read(serverKeys.user(userId), () => this.#endpoints.users.get(userId)));
    } catch (error) {
      if (KnownErrors.UserNotFound.isInstance(error)) return null;
      throw error;
    }
  }

  /** As ClientApp.getUser (same `or` modes and restricted rule), but the server shape of the session's user. */
  async getCurrentUser(options: GetUserOptions = {}): Promise<ServerUser | null> {
    const user = this.#ctx.session.isSignedIn() ? await this.#ctx.cache.read(serverKeys.me(), () => this.#endpoints.users.getMe()) : null;
    const visible = user !== null && !user.isAnonymous && (options.includeRestricted === true || !user.isRestricted);
    if (visible) return this.#build.user(user);
    if (options.or === 'throw') throw clientSideError('USER_AUTHENTICATION_REQUIRED');
    if (options.or === 'redirect') {
      await this.#redirects.redirectTo('signIn', { replace: true, returnHere: true });
      throw clientSideError('USER_AUTHENTICATION_REQUIRED');
    }
    return null;
  }
}
