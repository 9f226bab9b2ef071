/** Resolves the app facades from a root's container, registering client apps with the prefetch census. */
import type { AdminApp } from '../application/apps/admin-app';
import type { ClientApp } from '../application/apps/client-app';
import type { ServerApp } from '../application/apps/server-app';
import { BINDING_KEYS, SERVER_BINDING_KEYS, type PortcullisContainer, type PortcullisServerContainer } from './binding-map';
import { processPrefetchCensus, type PrefetchCensus } from './prefetch-census';

export function clientAppOf(container: PortcullisContainer, census: PrefetchCensus = processPrefetchCensus): ClientApp {
  const app = container.get(BINDING_KEYS.ClientApp);
  census.register(container.get(BINDING_KEYS.AppOptions), container.get(BINDING_KEYS.EnvironmentPort), container.get(BINDING_KEYS.LoggerPort));
  return app;
}

/** Only for containers assembled with the 'server' surface (Node and in-process roots). */
export function serverAppOf(container: PortcullisContainer): ServerApp {
  return (container as unknown as PortcullisServerContainer).get(SERVER_BINDING_KEYS.ServerApp);
}

/** Only for containers assembled with the 'server' surface (Node and in-process roots). */
export function adminAppOf(container: PortcullisContainer): AdminApp {
  return (container as unknown as PortcullisServerContainer).get(SERVER_BINDING_KEYS.AdminApp);
}

