/** Every route file of the emulator. Adding a resource = one import and one spread here. */
import type { Route } from '../http/route';
import { anonymousRoutes } from './anonymous.routes';
import { devRoutes } from './dev.routes';
import { jwksRoutes } from './jwks.routes';
import { oauthTokenRoutes } from './oauth-token.routes';
import { passwordChangeRoutes } from './password-change.routes';
import { passwordRoutes } from './password.routes';
import { rootRoutes } from './root.routes';
import { sessionRoutes } from './sessions.routes';
import { usersMeRoutes } from './users-me.routes';

export const ALL_ROUTES: readonly Route[] = [
  ...rootRoutes,
  ...devRoutes,
  ...jwksRoutes,
  ...sessionRoutes,
  ...oauthTokenRoutes,
  ...passwordRoutes,
  ...passwordChangeRoutes,
  ...anonymousRoutes,
  ...usersMeRoutes,
];
