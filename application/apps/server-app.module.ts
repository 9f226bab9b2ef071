/**
 * serverAppModule / adminAppModule: the server and admin facades, loaded only by the Node and in-process roots,
 * so no server or admin code reaches the browser bundle.
 */
import { ContainerModule } from 'inversify';
import { ServerApp } from './server-app';
import { SERVER_APP_ID } from './server-app.identifier';

export function serverAppModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SERVER_APP_ID).to(ServerApp).inSingletonScope();
  });
}

/** The admin facade and its services live in their own module file; re-exported so the roots' import stays. */
export { adminAppModule } from './admin-app.module';
