/** Package entry for browsers: reflect-metadata first (inversify keeps its class metadata there), then the browser root. */
// The lite build: inversify only needs the metadata functions (its container imports /lite itself), not the 12 KB full polyfill.
import 'reflect-metadata/lite';

export { createBrowserContainer, type BrowserContainerEnvironment } from './browser.container';
export { BINDING_KEYS, type BindingMap, type PortcullisContainer } from './binding-map';
export { createClientApp } from './apps.browser';
export type { ClientOptions } from '../application/options/client-options';
export * from '../application';
