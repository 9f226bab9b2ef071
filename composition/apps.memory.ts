/** createClientApp / createServerApp / createAdminApp in-process: every request goes into a handler (the emulator's). */
import type { AdminApp } from '../application/apps/admin-app';
import type { ClientApp } from '../application/apps/client-app';
import type { ServerApp } from '../application/apps/server-app';
import type { ClientOptions } from '../application/options/client-options';
import { adminAppOf, clientAppOf, serverAppOf } from './create-apps';
import { createMemoryContainer, type MemoryContainerDeps } from './memory.container';

/**
 * @example
 * const emulator = createEmulator();
 * const { projectId, publishableClientKey } = SEED.demo;
 * const app = createClientApp({ projectId, publishableClientKey }, { handler: emulator.handler });
 * @public
 */
export function createClientApp(options: ClientOptions, deps: MemoryContainerDeps): ClientApp {
  return clientAppOf(createMemoryContainer(options, deps));
}

/**
 * @example
 * const emulator = createEmulator();
 * const { projectId, publishableClientKey, secretServerKey } = SEED.demo;
 * const server = createServerApp({ projectId, publishableClientKey, secretServerKey }, { handler: emulator.handler });
 * @public
 */
export function createServerApp(options: ClientOptions, deps: MemoryContainerDeps): ServerApp {
  return serverAppOf(createMemoryContainer({ accessType: 'server', ...options }, deps));
}

/**
 * @example
 * const emulator = createEmulator();
 * const { projectId, superSecretAdminKey } = SEED.demo;
 * const admin = createAdminApp({ projectId, superSecretAdminKey }, { handler: emulator.handler });
 * @public
 */
export function createAdminApp(options: ClientOptions, deps: MemoryContainerDeps): AdminApp {
  return adminAppOf(createMemoryContainer({ accessType: 'admin', ...options }, deps));
}
