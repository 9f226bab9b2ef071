/** Package entry for in-process use (tests, scripts, demos against the emulator's handler): reflect-metadata first. */
import 'reflect-metadata';

export { createClientApp, createServerApp, createAdminApp } from './apps.memory';
export { createMemoryContainer, IN_PROCESS_BASE_URL, type MemoryContainerDeps } from './memory.container';
export { BINDING_KEYS, SERVER_BINDING_KEYS, type BindingMap, type PortcullisContainer } from './binding-map';
export { PrefetchCensus } from './prefetch-census';
export type { ClientOptions } from '../application/options/client-options';
export * from '../application';
