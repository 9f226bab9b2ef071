/**
 * AppContext: what every use case and public object needs from the app — the request layer, the session, the
 * resolved options, the clock, the page, and the cache seam — in one small object, so objects take one
 * dependency instead of six, and no object reaches a global.
 */
import type { ClockPort } from '../../ports/clock.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { RequestLayer } from './request/request-layer';
import type { SessionManager } from './session/session-manager';
import type { AppCache, CacheKey } from './cache/app-cache';
import type { AppOptions } from './app-options';

export class AppContext {
  readonly requests: RequestLayer;
  /** Pass it as `session` of an ApiCall to send the current user's tokens; also signIn/signOut/markAccessTokenExpired. */
  readonly session: SessionManager;
  readonly options: AppOptions;
  readonly clock: ClockPort;
  readonly navigation: NavigationPort;
  readonly cache: AppCache;

  constructor(
    requests: RequestLayer,
    session: SessionManager,
    options: AppOptions,
    clock: ClockPort,
    navigation: NavigationPort,
    cache: AppCache,
  ) {
    this.requests = requests;
    this.session = session;
    this.options = options;
    this.clock = clock;
    this.navigation = navigation;
    this.cache = cache;
  }

  /**
   * After a mutation of the current user: the cached reads under `keys` go stale, and the current access token
   * is marked expired so the next request carries fresh claims (protocol §6.7).
   */
  afterUserMutation(...keys: readonly CacheKey[]): void {
    for (const key of keys) this.cache.invalidate(key);
    this.session.markCurrentAccessTokenExpired();
  }

  /** After a mutation that changes no JWT claim (a team rename…): only the cached reads under `keys` go stale. */
  afterMutation(...keys: readonly CacheKey[]): void {
    for (const key of keys) this.cache.invalidate(key);
  }
}
