/** Every route file of the emulator. Adding a resource = one import and one spread here. */
import type { Route } from '../http/route';
import { devRoutes } from './dev.routes';
import { rootRoutes } from './root.routes';

export const ALL_ROUTES: readonly Route[] = [
  ...rootRoutes,
  ...devRoutes,
];
