/**
 * The wiring every composition root shares: one inversify Container holding the application and client modules
 * (modules/) and one ports module. A root only chooses adapters; it never binds anything itself.
 */
import { Container, type ContainerModule } from 'inversify';
import type { ResolvedClientOptions } from '../application/options/client-options';
import type { ClockPort } from '../ports/clock.port';
import type { CookiePort } from '../ports/cookie.port';
import type { DigestPort } from '../ports/digest.port';
import type { SessionStoragePort } from '../ports/session-storage.port';
import type { WebAuthnPort } from '../ports/webauthn.port';
import type { EnvironmentPort } from '../ports/environment.port';
import type { HttpPort } from '../ports/http.port';
import type { LoggerPort } from '../ports/logger.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { RandomPort } from '../ports/random.port';
import type { TokenStorePort } from '../ports/token-store.port';
import { BINDING_KEYS as K, type BindingMap, type PortcullisContainer } from './binding-map';
import { applicationModule } from './modules/application.module';
import { bindingModule } from './modules/bindings';
import { clientAppModule } from './modules/client-app.module';
import { bindUserFeatures } from './user-features.loader';

/** One adapter per port, chosen by the root for its environment. */
export interface PortAdapters {
  readonly http: HttpPort;
  readonly clock: ClockPort;
  readonly random: RandomPort;
  readonly digest: DigestPort;
  /** The page's (or request's) cookies, for what is not the session: the OAuth verifier. */
  readonly cookies: CookiePort;
  readonly sessionStorage: SessionStoragePort;
  /** Kept across the browser's tabs (localStorage): the magic links this browser asked for, opened from another tab. */
  readonly browserStorage: SessionStoragePort;
  readonly webauthn: WebAuthnPort;
  readonly environment: EnvironmentPort;
  readonly logger: LoggerPort;
  readonly tokenStore: TokenStorePort;
  readonly navigation: NavigationPort;
}

/**
 * Extra facade modules a root loads on top of the client surface (see server-surface.ts). Passed in rather than
 * imported here, so the browser root, which passes none, never bundles server or admin code.
 */
export type SurfaceModules = readonly ContainerModule[];

/** Binds each port to its adapter. Constants, because the root built them (and owns their lifetime). */
export function portsModule(ports: PortAdapters): ContainerModule {
  // Typed through BindingMap: binding an adapter that does not implement its port fails to compile.
  return bindingModule<BindingMap>(({ constant }) => {
    constant(K.HttpPort, ports.http);
    constant(K.ClockPort, ports.clock);
    constant(K.RandomPort, ports.random);
    constant(K.DigestPort, ports.digest);
    constant(K.CookiePort, ports.cookies);
    constant(K.SessionStoragePort, ports.sessionStorage);
    constant(K.BrowserStoragePort, ports.browserStorage);
    constant(K.WebAuthnPort, ports.webauthn);
    constant(K.EnvironmentPort, ports.environment);
    constant(K.LoggerPort, ports.logger);
    constant(K.TokenStorePort, ports.tokenStore);
    constant(K.NavigationPort, ports.navigation);
  });
}

/** A container over validated options and chosen adapters. Call unbindAll() when done with it. */
export function assembleContainer(options: ResolvedClientOptions, ports: PortAdapters, surface: SurfaceModules = []): PortcullisContainer {
  const raw = new Container({ defaultScope: 'Singleton' });
  bindUserFeatures(raw);
  const container = raw as PortcullisContainer;
  container.load(applicationModule(options));
  container.load(clientAppModule(options.app));
  for (const module of surface) container.load(module);
  container.load(portsModule(ports));
  return container;
}
