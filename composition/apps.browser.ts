/** createClientApp for browsers: one browser container, its ClientApp (no server or admin facade exists here). */
import type { ClientApp } from '../application/apps/client-app';
import type { ClientOptions } from '../application/options/client-options';
import { createBrowserContainer, type BrowserContainerEnvironment } from './browser.container';
import { clientAppOf } from './create-apps';

/**
 * The app of this page: create it once and share it. Throws ConfigurationError (the setup message of spec §8)
 * when the project id or publishable key is missing.
 *
 * @example
 * const app = createClientApp({ projectId: '…', publishableClientKey: 'pck_…', urls: { afterSignIn: '/dashboard' } });
 * @public
 */
export function createClientApp(options: ClientOptions = {}, environment: BrowserContainerEnvironment = {}): ClientApp {
  return clientAppOf(createBrowserContainer(options, environment));
}
