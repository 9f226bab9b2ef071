/** UserEndpoints: the current user's calls (protocol §2.9, `me`): get, update, delete — thin typed wire calls with entity mapping. */
import type { User, UserUpdate } from '../../domain/entities/user';
import { userFromWire, userUpdateToWire } from '../../domain/entities/wire/user-mapping';
import { KnownErrors } from '../../domain/errors/known-errors';
import type { RequestLayer } from '../request/request-layer';
import type { SessionManager } from '../session/session-manager';
import { userWireSchema } from '../wire/user.schema';

export class UserEndpoints {
  readonly #requests: RequestLayer;
  readonly #session: SessionManager;

  constructor(requests: RequestLayer, session: SessionManager) {
    this.#requests = requests;
    this.#session = session;
  }

  /** GET /users/me; null when the server says there is no user (CANNOT_GET_OWN_USER_WITHOUT_USER). */
  async getMe(): Promise<User | null> {
    try {
      const response = await this.#requests.send({ method: 'GET', path: '/users/me', session: this.#session, schema: userWireSchema });
      return userFromWire(response.body);
    } catch (error) {
      if (KnownErrors.CannotGetOwnUserWithoutUser.isInstance(error)) return null;
      throw error;
    }
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
