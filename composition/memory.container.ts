/**
 * createMemoryContainer: the composition root for tests, demos and scripts: every request goes straight into an
 * in-process handler (the emulator's), no sockets; time, randomness and logs are replaceable.
 */
import { SystemClockAdapter } from '../adapters/clock/system-clock.adapter';
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
import type { PortcullisContainer } from './binding-map';
import { assembleContainer } from './container-kit';
import { serverSurface } from './server-surface';
import { buildTokenStore } from './token-store.factory';

/** The emulator's default address; the handler reads only the path, but URLs in errors and tokens stay plausible. */
export const IN_PROCESS_BASE_URL = 'http://127.0.0.1:8102';

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
}

export function createMemoryContainer(options: ClientOptions, deps: MemoryContainerDeps): PortcullisContainer {
  const env = deps.environment ?? new NodeEnvironmentAdapter({});
  const redirectMethod = deps.navigation === undefined ? 'none' : 'window';
  const resolved = resolveServerSideOptions(options, env, { tokenStore: 'memory', baseUrl: IN_PROCESS_BASE_URL, redirectMethod });
  return assembleContainer(resolved, {
    http: new HandlerHttpAdapter(deps.handler),
    clock: deps.clock ?? new SystemClockAdapter(),
    random: deps.random ?? new WebCryptoRandomAdapter(),
    environment: env,
    logger: deps.logger ?? new MemoryLoggerAdapter(),
    tokenStore: buildTokenStore(resolved.tokenStore, resolved.request.projectId),
    navigation: deps.navigation ?? new NoNavigationAdapter(),
  }, serverSurface());
}
