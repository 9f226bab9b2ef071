/** ApiKeyFactory: builds ApiKey objects with the clock they judge their state by (server time when known). */
import type { ApiKey as ApiKeyEntity } from '../../domain/entities/api-key';
import type { ServerTime } from '../core/session/server-time';
import type { AppContext } from '../core/app-context';
import { ApiKey, type ApiKeyDeps } from './api-key';

export class ApiKeyFactory {
  readonly #deps: ApiKeyDeps;

  constructor(ctx: AppContext, serverTime: ServerTime) {
    // A key expires on the server's clock: a skewed local clock must not call a live key expired.
    this.#deps = { now: () => serverTime.toServerTime(ctx.clock.now()) };
  }

  create(entity: ApiKeyEntity): ApiKey {
    return new ApiKey(entity, this.#deps);
  }
}
