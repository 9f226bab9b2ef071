/**
 * UserAccountEndpoints: changing the current user (protocol §2.9, `me`): update and delete, apart from user.endpoints.ts
 * so a page that only reads its user does not carry them (they load with the account services).
 */
import type { User, UserUpdate } from '../../domain/entities/user';
import { userFromWire } from './user.mapping';
import { userUpdateToWire } from './user-write.mapping';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { userWireSchema } from './user.schema';

/**
 * @example
 * const user = await endpoints.updateMe({ displayName: 'Ann' });
 * await endpoints.deleteMe();
 * @internal
 */
export class UserAccountEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** PATCH /users/me: the updated user. */
  async updateMe(update: UserUpdate): Promise<User> {
    const response = await this.#requests.send({
      method: 'PATCH', path: '/users/me', body: userUpdateToWire(update), session: this.#session, schema: userWireSchema,
    });
    return userFromWire(response.body);
  }

  /** DELETE /users/me (client access only when the project allows client user deletion). */
  async deleteMe(): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: '/users/me', session: this.#session });
  }
}
