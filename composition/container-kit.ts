/**
 * The wiring every composition root shares: one inversify Container holding the application module and one
 * ports module. A root only chooses adapters; it never binds anything itself.
 */
import { Container, ContainerModule } from 'inversify';
import { applicationModule } from '../application/apps/application.module';
import { clientAppModule } from '../application/apps/client-app.module';
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
import { BINDING_KEYS, type PortcullisContainer } from './binding-map';
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
  return new ContainerModule((options) => {
    // Typed through BindingMap: binding an adapter that does not implement its port fails to compile.
    const bind = options.bind as PortcullisContainer['bind'];
    bind(BINDING_KEYS.HttpPort).toConstantValue(ports.http);
    bind(BINDING_KEYS.ClockPort).toConstantValue(ports.clock);
    bind(BINDING_KEYS.RandomPort).toConstantValue(ports.random);
    bind(BINDING_KEYS.DigestPort).toConstantValue(ports.digest);
    bind(BINDING_KEYS.CookiePort).toConstantValue(ports.cookies);
    bind(BINDING_KEYS.SessionStoragePort).toConstantValue(ports.sessionStorage);
    bind(BINDING_KEYS.WebAuthnPort).toConstantValue(ports.webauthn);
    bind(BINDING_KEYS.EnvironmentPort).toConstantValue(ports.environment);
    bind(BINDING_KEYS.LoggerPort).toConstantValue(ports.logger);
    bind(BINDING_KEYS.TokenStorePort).toConstantValue(ports.tokenStore);
    bind(BINDING_KEYS.NavigationPort).toConstantValue(ports.navigation);
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
