/** ServerUserEndpoints: the user calls of protocol §2.9 with server access — list, create, get, update, delete any user, and `me`. */
import type { Page } from '../../domain/entities/page';
import type { ServerUser, ServerUserCreate, ServerUserUpdate } from '../../domain/entities/user';
import { pageFromWire } from '../core/wire/list.mapping';
import { serverUserCreateToWire, serverUserFromWire, serverUserUpdateToWire } from './server-user.mapping';
import { KnownErrors } from '../../domain/errors/known-errors';
import { apiPath, type Query } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { NO_SESSION } from '../core/session/session-source';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { serverUserWireSchema } from './server-user.schema';

/**
 * The filters and paging of GET /users. Without `limit` every user comes back and nextCursor is null.
 * @example
 * let page = await server.listUsers({ limit: 100, orderBy: 'signedUpAt' });
 * while (page.nextCursor !== null) page = await server.listUsers({ limit: 100, orderBy: 'signedUpAt', cursor: page.nextCursor });
 * @public
 */
export interface ListUsersOptions {
  /** A nextCursor from the previous page: that user is the first item of this page. */
  readonly cursor?: string;
  readonly limit?: number;
  readonly desc?: boolean;
  /** Only sign-up time is supported by the server. */
  readonly orderBy?: 'signedUpAt';
  /** Case-insensitive substring of the display name or a contact channel; a user id matches exactly. */
  readonly query?: string;
  /** Only members of this team. */
  readonly teamId?: string;
  /** Also restricted users (unverified email where required, restricted by an admin). */
  readonly includeRestricted?: boolean;
  /** Also anonymous users (and restricted ones). */
  readonly includeAnonymous?: boolean;
  /** Anonymous users only; needs `includeAnonymous: true` too (the service refuses it alone with a 400). */
  readonly onlyAnonymous?: boolean;
}

const serverUserListSchema = listEnvelopeSchema(serverUserWireSchema);

function listQuery(o: ListUsersOptions): Query {
  return {
    cursor: o.cursor, limit: o.limit, desc: o.desc, order_by: o.orderBy === undefined ? undefined : 'signed_up_at',
    query: o.query, team_id: o.teamId, include_restricted: o.includeRestricted, include_anonymous: o.includeAnonymous,
    only_anonymous: o.onlyAnonymous,
  };
}

export class ServerUserEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** GET /users with cursor, limit, desc, order_by=signed_up_at, query, team_id, include_* (snake_case query). */
  async list(options: ListUsersOptions): Promise<Page<ServerUser>> {
    const response = await this.#requests.send({ method: 'GET', path: '/users', query: listQuery(options), session: NO_SESSION, schema: serverUserListSchema });
    return pageFromWire(response.body, serverUserFromWire);
  }

  /** POST /users (201). */
  async create(input: ServerUserCreate): Promise<ServerUser> {
    const secrets = typeof input.password === 'string' ? [input.password] : [];
    const response = await this.#requests.send({
      method: 'POST', path: '/users', body: serverUserCreateToWire(input), session: NO_SESSION, schema: serverUserWireSchema, secrets,
    });
    return serverUserFromWire(response.body);
  }

  /** GET /users/{id}; USER_NOT_FOUND rejects. */
  async get(userId: string): Promise<ServerUser> {
    const response = await this.#requests.send({ method: 'GET', path: apiPath`/users/${userId}`, session: NO_SESSION, schema: serverUserWireSchema });
    return serverUserFromWire(response.body);
  }

  /** GET /users/me with this app's session and server access: the server shape; null without a user. */
  async getMe(): Promise<ServerUser | null> {
    try {
      const response = await this.#requests.send({ method: 'GET', path: '/users/me', session: this.#session, schema: serverUserWireSchema });
      return serverUserFromWire(response.body);
    } catch (error) {
      if (KnownErrors.CannotGetOwnUserWithoutUser.isInstance(error)) return null;
      throw error;
    }
  }

  /** PATCH /users/{id} with server-update fields. */
  async update(userId: string, update: ServerUserUpdate): Promise<ServerUser> {
    const secrets = typeof update.password === 'string' ? [update.password] : [];
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/users/${userId}`, body: serverUserUpdateToWire(update), session: NO_SESSION, schema: serverUserWireSchema, secrets,
    });
    return serverUserFromWire(response.body);
  }

  /** DELETE /users/{id}. */
  async delete(userId: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/users/${userId}`, session: NO_SESSION });
  }
}
