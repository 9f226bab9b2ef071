/**
 * One client of a scenario ("a tab"): a whole in-process container whose token store is its own
 * CookieTokenStoreAdapter over the scenario's shared cookie jar, on its own (possibly skewed) clock.
 */
import { MemoryLoggerAdapter } from '../../adapters/logger/memory-logger.adapter';
import type { MemoryNavigationAdapter } from '../../adapters/navigation/memory-navigation.adapter';
import { SeededRandomAdapter } from '../../adapters/random/seeded-random.adapter';
import { MemorySessionStorageAdapter } from '../../adapters/session-storage/memory-session-storage.adapter';
import { CookieTokenStoreAdapter } from '../../adapters/token-store/cookie-token-store.adapter';
import type { MemoryLockManager } from '../../adapters/token-store/memory-lock-manager';
import type { ClientApp } from '../../application/apps/client-app';
import type { ApiResponse } from '../../application/core/request/api-call';
import type { RequestLayer } from '../../application/core/request/request-layer';
import type { RefreshBackend } from '../../application/core/session/refresh-backend';
import type { SessionEvent } from '../../application/core/session/session-events';
import type { SessionManager } from '../../application/core/session/session-manager';
import { userWireSchema } from '../../application/user/user.schema';
import { BINDING_KEYS } from '../../composition/binding-map';
import { createMemoryContainer } from '../../composition/memory.container';
import { SEED } from '../../emulator';
import type { DigestPort } from '../../ports/digest.port';
import type { HttpMethod } from '../../ports/http.port';
import type { EventedJar } from './evented-jar';
import type { SkewedClock } from './skewed-clock';

export const PROJECT_ID = SEED.demo.projectId;

export interface ClientDeps {
  readonly index: number;
  readonly handler: (request: Request) => Promise<Response>;
  readonly clock: SkewedClock;
  readonly jar: EventedJar;
  readonly locks: MemoryLockManager | null;
  /** 'events': the Cookie Store API's change events; 'poll': the 100 ms poll of browsers without it. */
  readonly watch: 'events' | 'poll';
  readonly randomSeed: number;
  readonly baseUrl: string;
  /** SHA-256 for PKCE, shared by the world so its driver can see digests in flight. */
  readonly digest: DigestPort;
  /** The page this tab shows (OAuth callbacks need one); none by default. */
  readonly navigation?: MemoryNavigationAdapter;
}

export class Client {
  readonly index: number;
  readonly app: ClientApp;
  readonly session: SessionManager;
  readonly requests: RequestLayer;
  readonly store: CookieTokenStoreAdapter;
  /** The engine's server calls, for scenarios that act below it (a crash between receipt and persistence). */
  readonly backend: RefreshBackend;
  readonly logger = new MemoryLoggerAdapter();
  readonly sessionStorage = new MemorySessionStorageAdapter();
  readonly events: SessionEvent[] = [];
  readonly navigation: MemoryNavigationAdapter | null;
  readonly clock: SkewedClock;
  readonly #unsubscribe: () => void;
  readonly #features: () => Promise<unknown>;

  constructor(deps: ClientDeps) {
    this.index = deps.index;
    this.navigation = deps.navigation ?? null;
    this.clock = deps.clock;
    this.store = new CookieTokenStoreAdapter(deps.jar, deps.clock, this.logger, {
      projectId: PROJECT_ID, secure: true, locks: deps.locks, cookieChanges: deps.watch === 'events' ? deps.jar : null,
    });
    const container = createMemoryContainer(
      { projectId: PROJECT_ID, publishableClientKey: SEED.demo.publishableClientKey, tokenStore: this.store, baseUrl: deps.baseUrl },
      {
        handler: deps.handler, clock: deps.clock, random: new SeededRandomAdapter(deps.randomSeed), logger: this.logger, cookies: deps.jar,
        sessionStorage: this.sessionStorage, digest: deps.digest, ...(deps.navigation === undefined ? {} : { navigation: deps.navigation }),
      },
    );
    this.app = container.get(BINDING_KEYS.ClientApp);
    this.session = container.get(BINDING_KEYS.SessionManager);
    this.requests = container.get(BINDING_KEYS.RequestLayer);
    this.backend = container.get(BINDING_KEYS.RefreshBackend);
    this.#features = container.get(BINDING_KEYS.UserFeatures);
    this.#unsubscribe = this.session.subscribe((event) => this.events.push(event));
  }

  /**
   * Loads the lazily imported user features (OAuth, teams…) now: a dynamic import() is file I/O the scenario driver cannot
   * see, so scenarios that use them load them before the clock starts moving.
   */
  async loadFeatures(): Promise<void> {
    await this.#features();
  }

  /** GET /users/me through the request layer (no cache in between: every call is a request). */
  me(): Promise<ApiResponse<unknown>> {
    return this.requests.send({ method: 'GET', path: '/users/me', session: this.session, schema: userWireSchema });
  }

  /** Any call with this client's session. */
  call(method: HttpMethod, path: string, body?: unknown): Promise<ApiResponse<unknown>> {
    return this.requests.send({ method, path, session: this.session, ...(body === undefined ? {} : { body }) });
  }

  invalidations(): number {
    return this.events.filter((e) => e.type === 'invalidated').length;
  }

  dispose(): void {
    this.#unsubscribe();
    this.session.dispose();
  }
}
