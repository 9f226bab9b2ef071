/**
 * ServerApp: the server facade (secret server key). Composition, not inheritance: it holds the ClientApp for the
 * client surface (`server.client.signInWithPassword(…)`) and adds server services (users, teams, sessions…).
 */
import { inject, injectable } from 'inversify';
import type { ClientApp } from './client-app';
import { CLIENT_APP_ID } from './client-app.identifier';

/**
 * @example
 * const server = createServerApp({ projectId, publishableClientKey, secretServerKey });
 * const me = await server.client.getUser();
 * @public
 */
@injectable()
export class ServerApp {
  /** The client surface: sign-in, the current user of this container's session, the project. */
  readonly client: ClientApp;

  constructor(@inject(CLIENT_APP_ID) client: ClientApp) {
    this.client = client;
  }

  get projectId(): string {
    return this.client.projectId;
  }
}
