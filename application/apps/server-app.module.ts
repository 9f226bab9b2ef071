/**
 * serverAppModule / adminAppModule: the server and admin facades, loaded only by the Node and in-process roots,
 * so no server or admin code reaches the browser bundle.
 */
import { ContainerModule } from 'inversify';
import { AdminApp } from './admin-app';
import { ADMIN_APP_ID } from './admin-app.identifier';
import { ServerApp } from './server-app';
import { SERVER_APP_ID } from './server-app.identifier';

export function serverAppModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SERVER_APP_ID).to(ServerApp).inSingletonScope();
  });
}

/** Needs serverAppModule loaded too (AdminApp composes the ServerApp). */
export function adminAppModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ADMIN_APP_ID).to(AdminApp).inSingletonScope();
  });
}
