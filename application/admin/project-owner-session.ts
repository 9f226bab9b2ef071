/**
 * ProjectOwnerSession: where the owned-project calls (`/internal/projects`) go. An admin app built from a project
 * owner's session (the `adminAccessToken` option) holds a token of a user of the `internal` project: those calls
 * go to project `internal` as that user (client access, the token as the user's access token), which is how the
 * dashboard lists and creates projects. Without one, they go out as this app's own signed-in user, so a user of
 * another project gets EXPECTED_INTERNAL_PROJECT and no user USER_AUTHENTICATION_REQUIRED, from the server.
 */
import type { ClockPort } from '../../ports/clock.port';
import type { HttpPort } from '../../ports/http.port';
import type { LoggerPort } from '../../ports/logger.port';
import type { RandomPort } from '../../ports/random.port';
import type { OwnerTarget } from './owned-projects.endpoints';
import { RequestLayer } from '../core/request/request-layer';
import type { AdminAccessTokenSource, RequestOptions } from '../core/request/request-options';
import type { ServerTime } from '../core/session/server-time';
import type { SessionSource } from '../core/session/session-source';
import type { AppContext } from '../core/app-context';

const INTERNAL_PROJECT_ID = 'internal';

/** The owner's token as a user session: nothing to refresh here (the owner's own app does that). */
function ownerSession(source: string | AdminAccessTokenSource): SessionSource {
  return {
    getTokensForRequest: async () => ({ refreshToken: null, accessToken: typeof source === 'string' ? source : ((await source()) ?? null) }),
    markAccessTokenExpired: () => undefined,
  };
}

export class ProjectOwnerSession {
  readonly #ctx: AppContext;
  readonly #http: HttpPort;
  readonly #clock: ClockPort;
  readonly #random: RandomPort;
  readonly #logger: LoggerPort;
  readonly #serverTime: ServerTime;
  #owner: OwnerTarget | undefined;

  constructor(
    ctx: AppContext,
    http: HttpPort,
    clock: ClockPort,
    random: RandomPort,
    logger: LoggerPort,
    serverTime: ServerTime,
  ) {
    this.#ctx = ctx;
    this.#http = http;
    this.#clock = clock;
    this.#random = random;
    this.#logger = logger;
    this.#serverTime = serverTime;
  }

  /** The owner's target when the app has an admin access token, else this app's own layer and session. */
  target(): OwnerTarget {
    const source = this.#ctx.requests.options.adminAccessToken;
    if (source === undefined) return { requests: this.#ctx.requests, session: this.#ctx.session };
    this.#owner ??= { requests: this.#internalLayer(), session: ownerSession(source) };
    return this.#owner;
  }

  /**
   * The owner's token for an owned project's app (ownedProject.app): the admin access token when the app has one,
   * else this app's user's access token, read per request.
   */
  adminAccessToken(): AdminAccessTokenSource {
    const source = this.#ctx.requests.options.adminAccessToken;
    if (typeof source === 'string') return () => source;
    if (source !== undefined) return source;
    const session = this.#ctx.session;
    return async () => (await session.getTokensForRequest()).accessToken;
  }

  /**
   * A second layer with this app's transport, timeouts and client version, but project `internal`, client access
   * and no keys: the admin token must not be sent as an admin credential for `internal` (the owner does not
   * administer the dashboard project; the server would say ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN).
   */
  #internalLayer(): RequestLayer {
    const { adminAccessToken: _token, superSecretAdminKey: _admin, secretServerKey: _server, publishableClientKey: _client, credentialHeaders: _keys, ...shared } =
      this.#ctx.requests.options;
    const options: RequestOptions = { ...shared, projectId: INTERNAL_PROJECT_ID, accessType: 'client', credentialHeaders: {} };
    return new RequestLayer(this.#http, this.#clock, this.#random, this.#logger, this.#serverTime, options);
  }
}
