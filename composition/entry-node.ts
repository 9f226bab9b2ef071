/**
 * Package entry for Node: reflect-metadata first (inversify keeps its class metadata there), then the server and in-process
 * roots. The lite build, as in the browser entry: it is the one inversify itself imports, so the bundle carries one
 * copy instead of two (the full build's extra 22 KB was parsed and run at every import).
 */
import 'reflect-metadata/lite';

export { createNodeContainer } from './node.container';
export { createMemoryContainer, IN_PROCESS_BASE_URL, type MemoryContainerDeps } from './memory.container';
export { BINDING_KEYS, SERVER_BINDING_KEYS, type BindingMap, type PortcullisContainer } from './binding-map';
export { createClientApp, createServerApp, createAdminApp, createAccessTokenVerifier } from './apps.nodejs'; // not 'apps.node': Node ESM/tsx read '.node' as a native-addon extension and never try '.ts'
export type { ClientOptions } from '../application/options/client-options';
export type { CookieJarOption, SessionSource } from './session-source';
export type { CookieOptions, CookiePort } from '../ports/cookie.port';
export type { TokenPair, TokenStorePort } from '../ports/token-store.port';
export * from '../application';
// Server-side callers (and the framework entries built on this one) tell a setup mistake by its class.
export { ConfigurationError } from '../domain/errors/configuration-error';
