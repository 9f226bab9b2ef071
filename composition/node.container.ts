/**
 * createNodeContainer: the composition root for servers (fetch over ky, loaded on the first request; system clock, process.env).
 * Request state never sits in a shared singleton: a container built with a request belongs to that request only.
 */
import { NodeClockAdapter } from '../adapters/clock/node-clock.adapter';
import { NodeEnvironmentAdapter } from '../adapters/environment/node-environment.adapter';
import type { EnvironmentPort } from '../ports/environment.port';
import { LazyFetchHttpAdapter } from '../adapters/http/lazy-fetch-http.adapter';
import { ConsoleLoggerAdapter } from '../adapters/logger/console-logger.adapter';
import { NoNavigationAdapter } from '../adapters/navigation/no-navigation.adapter';
import { MemoryCookieAdapter } from '../adapters/cookies/memory-cookie.adapter';
import { WebCryptoDigestAdapter } from '../adapters/digest/web-crypto-digest.adapter';
import { MemorySessionStorageAdapter } from '../adapters/session-storage/memory-session-storage.adapter';
import { NoWebAuthnAdapter } from '../adapters/webauthn/no-webauthn.adapter';
import { WebCryptoRandomAdapter } from '../adapters/random/web-crypto-random.adapter';
import type { ClientOptions } from '../application/options/client-options';
import { resolveServerSideOptions } from '../application/options/server-side-options';
import type { PortcullisContainer } from './binding-map';
import { assembleContainer } from './container-kit';
import { ownedAppFactory, serverSurface } from './server-surface';
import { cookieJarTokenStore, splitSessionSource, type SessionSource } from './session-source';
import { noCookieStore } from './no-cookie-store';
import { buildTokenStore } from './token-store.factory';

/**
 * The Node composition root. With `request`, the session is that request's (x-stack-auth header, else its cookies),
 * or a cookie jar's (`{ cookieJar }`, read and written): build one container per incoming request. Without it the store
 * is options.tokenStore, 'memory' by default; an explicit options.tokenStore wins over either. Throws
 * ConfigurationError (the setup message) on bad options. createClientApp / createServerApp are the usual way in.
 * `env` is process.env unless given (an owned project's app gets it without this process's project and keys).
 * @example
 * const container = createNodeContainer({ projectId, publishableClientKey, secretServerKey });
 * const app = container.get(BINDING_KEYS.ClientApp);
 * @internal
 */
export function createNodeContainer(options: ClientOptions = {}, request?: SessionSource, env: EnvironmentPort = new NodeEnvironmentAdapter()): PortcullisContainer {
  const source = splitSessionSource(request);
  const resolved = resolveServerSideOptions(options, env, { tokenStore: source.request ?? 'memory' });
  const clock = new NodeClockAdapter();
  const jar = options.tokenStore === undefined ? source.jar : undefined;
  return assembleContainer(resolved, {
    http: new LazyFetchHttpAdapter(), // ky and Node's fetch load with the first request, not with the import
    clock,
    random: new WebCryptoRandomAdapter(),
    digest: new WebCryptoDigestAdapter(),
    // No page on a server: OAuth's verifier cookie belongs to the browser that starts the flow.
    cookies: new MemoryCookieAdapter(clock),
    sessionStorage: new MemorySessionStorageAdapter(),
    browserStorage: new MemorySessionStorageAdapter(),
    webauthn: new NoWebAuthnAdapter(),
    environment: env,
    logger: new ConsoleLoggerAdapter(),
    tokenStore: jar !== undefined ? cookieJarTokenStore(jar, clock, resolved.request.projectId) : buildTokenStore(resolved.tokenStore, resolved.request.projectId, noCookieStore),
    navigation: new NoNavigationAdapter(),
  }, serverSurface(ownedAppFactory(options, env, (owned, environment) => createNodeContainer(owned, undefined, environment))));
}
