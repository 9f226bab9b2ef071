/** Package entry for Node: reflect-metadata first (inversify reads decorator metadata), then the server and in-process roots. */
import 'reflect-metadata';

export { createNodeContainer } from './node.container';
export { createMemoryContainer, IN_PROCESS_BASE_URL, type MemoryContainerDeps } from './memory.container';
export { BINDING_KEYS, SERVER_BINDING_KEYS, type BindingMap, type PortcullisContainer } from './binding-map';
export { createClientApp, createServerApp, createAdminApp } from './apps.nodejs'; // not 'apps.node': Node ESM/tsx read '.node' as a native-addon extension and never try '.ts'
export type { ClientOptions } from '../application/options/client-options';
export * from '../application';
