/**
 * AdminApp: the project-administration facade (super-secret admin key or a project owner's admin access token).
 * Composes the ServerApp (and through it the ClientApp) and adds admin services (project, API keys, templates…).
 */
import { inject, injectable } from 'inversify';
import type { ClientApp } from './client-app';
import { SERVER_APP_ID } from './server-app.identifier';
import type { ServerApp } from './server-app';

/**
 * @example
 * const admin = createAdminApp({ projectId, superSecretAdminKey });
 * const project = await admin.client.getProject();
 * @public
 */
@injectable()
export class AdminApp {
  /** The server surface (users, teams… of the project). */
  readonly server: ServerApp;

  constructor(@inject(SERVER_APP_ID) server: ServerApp) {
    this.server = server;
  }

  /** The client surface, as server.client. */
  get client(): ClientApp {
    return this.server.client;
  }

  get projectId(): string {
    return this.server.projectId;
  }
}
