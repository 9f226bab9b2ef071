/**
 * serverAppModule / adminAppModule: the server and admin facades, loaded only by the Node and in-process roots,
 * so no server or admin code reaches the browser bundle.
 */
import { ContainerModule } from 'inversify';
import { ServerContactChannelEndpoints } from '../server/server-contact-channel.endpoints';
import { ServerTeamInvitationEndpoints } from '../server/server-team-invitation.endpoints';
import { ServerTeamMemberEndpoints } from '../server/server-team-member.endpoints';
import { ServerTeamEndpoints } from '../server/server-team.endpoints';
import { ServerUserAccessEndpoints } from '../server/server-user-access.endpoints';
import { ServerUserEndpoints } from '../server/server-user.endpoints';
import { ServerOAuthProviderEndpoints } from '../server/server-oauth-provider.endpoints';
import { ServerEndpoints } from '../server/server.endpoints';
import { JwksEndpoints } from '../server/jwks.endpoints';
import { ServerObjectsFactory } from '../server/server-objects.factory';
import { ServerTeamService } from '../server/server-team.service';
import { ServerUserService } from '../server/server-user.service';
import { AccessTokenVerificationService } from '../server/access-token-verification.service';
import { ServerApp } from './server-app';
import { SERVER_APP_ID } from './server-app.identifier';

/** Server classes bind to themselves (by their decorators); only this module (never a browser root) binds them. */
const SERVER_SELF_BOUND = [
  ServerUserEndpoints, ServerUserAccessEndpoints, ServerContactChannelEndpoints, ServerTeamEndpoints, ServerTeamMemberEndpoints,
  ServerTeamInvitationEndpoints, ServerOAuthProviderEndpoints, ServerEndpoints, ServerObjectsFactory, ServerUserService, ServerTeamService, JwksEndpoints, AccessTokenVerificationService,
] as const satisfies readonly (abstract new (...args: never[]) => unknown)[];

export function serverAppModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const service of SERVER_SELF_BOUND) bind<unknown>(service).toSelf().inSingletonScope();
    bind(SERVER_APP_ID).to(ServerApp).inSingletonScope();
  });
}

/** The admin facade and its services live in their own module file; re-exported so the roots' import stays. */
export { adminAppModule } from './admin-app.module';
