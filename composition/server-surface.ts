/** serverSurface: the server and admin facade modules, for the Node and in-process roots only (never the browser root). */
import type { ContainerModule } from 'inversify';
import { adminAppModule, serverAppModule } from '../application/apps/server-app.module';

export function serverSurface(): ContainerModule[] {
  return [serverAppModule(), adminAppModule()];
}
