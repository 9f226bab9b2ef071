/** createBrowserContainer: the composition root for browsers (fetch, system clock, Web Crypto, cookies by default). */
import { FetchHttpAdapter } from '../adapters/http/fetch-http.adapter';
import { SystemClockAdapter } from '../adapters/clock/system-clock.adapter';
import { BrowserEnvironmentAdapter } from '../adapters/environment/browser-environment.adapter';
import { ConsoleLoggerAdapter } from '../adapters/logger/console-logger.adapter';
import { WindowNavigationAdapter } from '../adapters/navigation/window-navigation.adapter';
import { WebCryptoRandomAdapter } from '../adapters/random/web-crypto-random.adapter';
import { resolveClientOptions, type ClientOptions } from '../application/options/client-options';
import type { PortcullisContainer } from './binding-map';
import { createBrowserCookieStore } from './browser-cookie-store.factory';
import { DocumentCookieAdapter } from '../adapters/cookies/document-cookie.adapter';
import { WebCryptoDigestAdapter } from '../adapters/digest/web-crypto-digest.adapter';
import { WebSessionStorageAdapter } from '../adapters/session-storage/web-session-storage.adapter';
import { BrowserWebAuthnAdapter } from '../adapters/webauthn/browser-webauthn.adapter';
import { assembleContainer } from './container-kit';
import { buildTokenStore } from './token-store.factory';

/**
 * What a browser root reads instead of a process environment: your bundler's build-time constants.
 * @example
 * const environment: BrowserContainerEnvironment = { variables: { NEXT_PUBLIC_STACK_PROJECT_ID: projectId, NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: publishableClientKey } };
 * const app = createClientApp({}, environment);
 * @public
 */
export interface BrowserContainerEnvironment {
  /** Browsers have no process environment: pass your bundler's build-time constants (NEXT_PUBLIC_STACK_PROJECT_ID…). */
  readonly variables?: Readonly<Record<string, string | undefined>>;
}

/**
 * The browser composition root: one container per app (it holds the session), cookie token store by default. Throws
 * ConfigurationError (the setup message) on bad options. createClientApp is the usual way in.
 * @example
 * const container = createBrowserContainer({ projectId, publishableClientKey });
 * const app = container.get(BINDING_KEYS.ClientApp);
 * @internal
 */
export function createBrowserContainer(options: ClientOptions = {}, environment: BrowserContainerEnvironment = {}): PortcullisContainer {
  const env = new BrowserEnvironmentAdapter(environment.variables);
  const resolved = resolveClientOptions(options, env, { tokenStore: 'cookie' });
  const clock = new SystemClockAdapter();
  const logger = new ConsoleLoggerAdapter();
  const projectId = resolved.request.projectId;
  return assembleContainer(resolved, {
    http: new FetchHttpAdapter(),
    clock,
    random: new WebCryptoRandomAdapter(),
    digest: new WebCryptoDigestAdapter(),
    cookies: new DocumentCookieAdapter(),
    // The page's globals are read on use, never here: a module evaluated on a server (SSR) creates its app without a window.
    sessionStorage: new WebSessionStorageAdapter(() => window.sessionStorage, logger),
    browserStorage: new WebSessionStorageAdapter(() => window.localStorage, logger, 'localStorage'),
    webauthn: new BrowserWebAuthnAdapter(globalThis),
    environment: env,
    logger,
    tokenStore: buildTokenStore(resolved.tokenStore, projectId, () => createBrowserCookieStore(projectId, clock, logger)),
    navigation: new WindowNavigationAdapter(globalThis, clock),
  });
}
