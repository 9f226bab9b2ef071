/**
 * serverAppModule: the server facade and what it is made of (server endpoints, services, objects, access-token
 * verification). Loaded only by the Node and in-process roots (server-surface.ts), so no server code reaches the
 * browser bundle.
 */
import type { ContainerModule } from 'inversify';
import { AppContext } from '../../application/core/app-context';
import { RedirectService } from '../../application/redirects/redirect.service';
import { ServerContactChannelEndpoints } from '../../application/server/server-contact-channel.endpoints';
import { ServerTeamInvitationEndpoints } from '../../application/server/server-team-invitation.endpoints';
import { ServerTeamMemberEndpoints } from '../../application/server/server-team-member.endpoints';
import { ServerTeamEndpoints } from '../../application/server/server-team.endpoints';
import { ServerUserAccessEndpoints } from '../../application/server/server-user-access.endpoints';
import { ServerUserEndpoints } from '../../application/server/server-user.endpoints';
import { ServerOAuthProviderEndpoints } from '../../application/server/server-oauth-provider.endpoints';
import { ServerEndpoints } from '../../application/server/server.endpoints';
import { JwksEndpoints } from '../../application/server/jwks.endpoints';
import { ServerObjectsFactory } from '../../application/server/server-objects.factory';
import { ServerTeamService } from '../../application/server/server-team.service';
import { ServerUserService } from '../../application/server/server-user.service';
import { ServerEmailEndpoints } from '../../application/server/server-email.endpoints';
import { ServerEmailService } from '../../application/server/server-email.service';
import { AccessTokenVerificationService } from '../../application/server/access-token-verification.service';
import { ServerApp } from '../../application/apps/server-app';
import { BINDING_KEYS as K, SERVER_BINDING_KEYS as S, type ServerBindingMap } from '../binding-map';
import { bindingModule } from './bindings';

export function serverAppModule(): ContainerModule {
  return bindingModule<ServerBindingMap>(({ singleton }) => {
    singleton(ServerUserEndpoints, (get) => new ServerUserEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(ServerUserAccessEndpoints, (get) => new ServerUserAccessEndpoints(get(K.RequestLayer)));
    singleton(ServerContactChannelEndpoints, (get) => new ServerContactChannelEndpoints(get(K.RequestLayer)));
    singleton(ServerTeamEndpoints, (get) => new ServerTeamEndpoints(get(K.RequestLayer)));
    singleton(ServerTeamMemberEndpoints, (get) => new ServerTeamMemberEndpoints(get(K.RequestLayer)));
    singleton(ServerTeamInvitationEndpoints, (get) => new ServerTeamInvitationEndpoints(get(K.RequestLayer)));
    singleton(ServerOAuthProviderEndpoints, (get) => new ServerOAuthProviderEndpoints(get(K.RequestLayer)));
    singleton(ServerEndpoints, (get) => new ServerEndpoints(
      get(ServerUserEndpoints), get(ServerUserAccessEndpoints), get(ServerContactChannelEndpoints), get(ServerTeamEndpoints),
      get(ServerTeamMemberEndpoints), get(ServerTeamInvitationEndpoints),
    ));
    singleton(JwksEndpoints, (get) => new JwksEndpoints(get(K.RequestLayer)));
    singleton(ServerObjectsFactory, (get) => new ServerObjectsFactory(get(AppContext), get(ServerEndpoints)));
    singleton(ServerUserService, (get) => new ServerUserService(
      get(AppContext), get(ServerEndpoints), get(ServerObjectsFactory), get(RedirectService), get(ServerOAuthProviderEndpoints),
    ));
    singleton(ServerTeamService, (get) => new ServerTeamService(get(AppContext), get(ServerEndpoints), get(ServerObjectsFactory)));
    singleton(S.AccessTokenVerifier, (get) => new AccessTokenVerificationService(
      get(JwksEndpoints), get(S.JwtVerifierPort), get(S.RequestTokensPort), get(K.ClockPort), get(K.RequestOptions),
    ));
    singleton(ServerEmailEndpoints, (get) => new ServerEmailEndpoints(get(K.RequestLayer)));
    singleton(ServerEmailService, (get) => new ServerEmailService(get(ServerEmailEndpoints)));
    // The facades compose each other through their constructors: ServerApp holds the ClientApp.
    singleton(S.ServerApp, (get) => new ServerApp(
      get(K.ClientApp), get(ServerUserService), get(ServerTeamService), get(S.AccessTokenVerifier), get(ServerEmailService),
    ));
  });
}
