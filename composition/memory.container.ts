/**
 * createMemoryContainer: the composition root for tests, demos and scripts: every request goes straight into an
 * in-process handler (the emulator's), no sockets; time, randomness and logs are replaceable.
 */
import { NodeClockAdapter } from '../adapters/clock/node-clock.adapter';
import { NodeEnvironmentAdapter } from '../adapters/environment/node-environment.adapter';
import { HandlerHttpAdapter, type FetchHandler } from '../adapters/http/handler-http.adapter';
import { MemoryLoggerAdapter } from '../adapters/logger/memory-logger.adapter';
import { NoNavigationAdapter } from '../adapters/navigation/no-navigation.adapter';
import { WebCryptoRandomAdapter } from '../adapters/random/web-crypto-random.adapter';
import type { ClientOptions } from '../application/options/client-options';
import { resolveServerSideOptions } from '../application/options/server-side-options';
import type { ClockPort } from '../ports/clock.port';
import type { EnvironmentPort } from '../ports/environment.port';
import type { LoggerPort } from '../ports/logger.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { RandomPort } from '../ports/random.port';
import type { CookiePort } from '../ports/cookie.port';
import type { DigestPort } from '../ports/digest.port';
import { MemoryCookieAdapter } from '../adapters/cookies/memory-cookie.adapter';
import { WebCryptoDigestAdapter } from '../adapters/digest/web-crypto-digest.adapter';
import { MemorySessionStorageAdapter } from '../adapters/session-storage/memory-session-storage.adapter';
import type { SessionStoragePort } from '../ports/session-storage.port';
import type { WebAuthnPort } from '../ports/webauthn.port';
import { NoWebAuthnAdapter } from '../adapters/webauthn/no-webauthn.adapter';
import type { PortcullisContainer } from './binding-map';
import { assembleContainer } from './container-kit';
import { ownedAppFactory, serverSurface } from './server-surface';
import { noCookieStore } from './no-cookie-store';
import { buildTokenStore } from './token-store.factory';

/**
 * The base URL of in-process apps when no baseUrl is given (the emulator's default address; the handler reads only the
 * path, but URLs in errors and tokens stay plausible).
 * @example
 * const emulator = createEmulator();
 * const app = createClientApp({ ...SEED.demo, baseUrl: IN_PROCESS_BASE_URL }, { handler: emulator.handler });
 * @public
 */
export const IN_PROCESS_BASE_URL = 'http://127.0.0.1:8102';

/**
 * The second argument of the in-process create*App functions: the emulator's handler, and optionally a clock, random
 * source, logger, environment and navigation (fakes in tests).
 * @example
 * const emulator = createEmulator();
 * const deps: MemoryContainerDeps = { handler: emulator.handler };
 * const app = createClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey }, deps);
 * @public
 */
export interface MemoryContainerDeps {
  /** `createEmulator().handler`, or any `(Request) => Promise<Response>`. */
  readonly handler: FetchHandler;
  /** A FakeClockAdapter in tests; the system clock otherwise. */
  readonly clock?: ClockPort;
  /** A SeededRandomAdapter for reproducible nonces and jitter; Web Crypto otherwise. */
  readonly random?: RandomPort;
  /** A MemoryLoggerAdapter by default, so tests can read what was logged. */
  readonly logger?: LoggerPort;
  /** Defaults to an empty server environment: the host's STACK_* variables do not leak into tests. */
  readonly environment?: EnvironmentPort;
  /**
   * A MemoryNavigationAdapter to give the app a page (callback URLs) and record its redirects; with one, the
   * redirect method defaults to 'window' (navigate through it). Without: no page, redirect method 'none'.
   */
  readonly navigation?: NavigationPort;
  /** The page's cookies (the OAuth verifier); a MemoryCookieAdapter on the clock by default. */
  readonly cookies?: CookiePort;
  /** The tab's session storage (the MFA attempt code); in memory by default. */
  readonly sessionStorage?: SessionStoragePort;
  /** The browser's storage shared by tabs (the magic links it asked for); in memory by default. */
  readonly browserStorage?: SessionStoragePort;
  /** Passkey ceremonies (a software authenticator in tests); unsupported by default. */
  readonly webauthn?: WebAuthnPort;
  /** SHA-256 for PKCE; Web Crypto by default (instruments wrap it to see work in flight). */
  readonly digest?: DigestPort;
}

/**
 * The in-process composition root: requests go to `deps.handler` (the emulator) instead of the network, tokens are kept
 * in memory. For tests and scripts; the in-process createClientApp / createServerApp / createAdminApp are the usual way in.
 * @example
 * const emulator = createEmulator();
 * const { projectId, publishableClientKey } = SEED.demo;
 * const container = createMemoryContainer({ projectId, publishableClientKey }, { handler: emulator.handler });
 * const app = container.get(BINDING_KEYS.ClientApp);
 * @internal
 */
export function createMemoryContainer(options: ClientOptions, deps: MemoryContainerDeps): PortcullisContainer {
  const env = deps.environment ?? new NodeEnvironmentAdapter({});
  const redirectMethod = deps.navigation === undefined ? 'none' : 'window';
  const resolved = resolveServerSideOptions(options, env, { tokenStore: 'memory', baseUrl: IN_PROCESS_BASE_URL, redirectMethod });
  const clock = deps.clock ?? new NodeClockAdapter();
  // Owned projects' apps share the handler, time, randomness and logs, not the page (cookies, navigation).
  const shared: MemoryContainerDeps = { handler: deps.handler, clock, ...(deps.random ? { random: deps.random } : {}), ...(deps.logger ? { logger: deps.logger } : {}) };
  const ownedApp = ownedAppFactory(options, env, (owned, environment) => createMemoryContainer(owned, { ...shared, environment }));
  return assembleContainer(resolved, {
    http: new HandlerHttpAdapter(deps.handler),
    clock,
    random: deps.random ?? new WebCryptoRandomAdapter(),
    digest: deps.digest ?? new WebCryptoDigestAdapter(),
    cookies: deps.cookies ?? new MemoryCookieAdapter(clock),
    sessionStorage: deps.sessionStorage ?? new MemorySessionStorageAdapter(),
    browserStorage: deps.browserStorage ?? new MemorySessionStorageAdapter(),
    webauthn: deps.webauthn ?? new NoWebAuthnAdapter(),
    environment: env,
    logger: deps.logger ?? new MemoryLoggerAdapter(),
    tokenStore: buildTokenStore(resolved.tokenStore, resolved.request.projectId, noCookieStore),
    navigation: deps.navigation ?? new NoNavigationAdapter(),
  }, serverSurface(ownedApp));
}
