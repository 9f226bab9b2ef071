/**
 * UserEndpoints: reading the current user (protocol §2.9, `me`), a thin typed wire call with entity mapping. Update and
 * delete: user-account.endpoints.ts, loaded with the account services.
 */
import type { User } from '../../domain/entities/user';
import { userFromWire } from './user.mapping';
import { hasKnownErrorCode } from '../../domain/errors/known-error-codes';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionManager } from '../core/session/session-manager';
import { userWireSchema } from './user.schema';

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
      if (hasKnownErrorCode(error, ['CANNOT_GET_OWN_USER_WITHOUT_USER'])) return null;
      throw error;
    }
  }
}
