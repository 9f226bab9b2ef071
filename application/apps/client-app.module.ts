/** clientAppModule: the client facade and what it is made of — context, cache seam, endpoints, services, object factories. */
import { ContainerModule } from 'inversify';
import { SessionAppCache } from '../cache/session-app-cache';
import { ConnectedAccountEndpoints } from '../endpoints/connected-account.endpoints';
import { ContactChannelEndpoints } from '../endpoints/contact-channel.endpoints';
import { PasswordChangeEndpoints } from '../endpoints/password-change.endpoints';
import { TeamInvitationEndpoints } from '../endpoints/team-invitation.endpoints';
import { TeamMemberProfileEndpoints } from '../endpoints/team-member-profile.endpoints';
import { TeamEndpoints } from '../endpoints/team.endpoints';
import { AuthEndpoints } from '../endpoints/auth.endpoints';
import { ProjectEndpoints } from '../endpoints/project.endpoints';
import { UserEndpoints } from '../endpoints/user.endpoints';
import { VerificationEndpoints } from '../endpoints/verification.endpoints';
import { CurrentUserFactory } from '../objects/current-user.factory';
import { ContactChannelService } from '../services/contact-channel.service';
import { CurrentUserService } from '../services/current-user.service';
import { ProjectService } from '../services/project.service';
import { RedirectService } from '../services/redirect.service';
import { SignInService } from '../services/sign-in.service';
import { SignOutService } from '../services/sign-out.service';
import { TeamService } from '../services/team.service';
import { UserAccountService } from '../services/user-account.service';
import { UserTeamsService } from '../services/user-teams.service';
import { VerificationService } from '../services/verification.service';
import { AppContext } from '../shared/app-context';
import type { AppOptions } from '../shared/app-options';
import { APP_IDS } from '../shared/app.identifiers';
import { ClientApp } from './client-app';
import { CLIENT_APP_ID } from './client-app.identifier';

/** Application classes are bound to themselves (class identifiers); only seams and facades get symbols. */
const SELF_BOUND = [
  AppContext, AuthEndpoints, VerificationEndpoints, UserEndpoints, ProjectEndpoints,
  RedirectService, SignInService, SignOutService, VerificationService, CurrentUserService, ProjectService, CurrentUserFactory,
  PasswordChangeEndpoints, TeamEndpoints, TeamInvitationEndpoints, TeamMemberProfileEndpoints, ContactChannelEndpoints, ConnectedAccountEndpoints,
  UserAccountService, UserTeamsService, TeamService, ContactChannelService,
] as const satisfies readonly (abstract new (...args: never[]) => unknown)[];

export function clientAppModule(options: AppOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_IDS.AppOptions).toConstantValue(options);
    // One session-keyed cache per container; unbinding the container stops it following the session.
    bind(SessionAppCache).toSelf().inSingletonScope().onDeactivation((cache) => cache.dispose());
    bind(APP_IDS.AppCache).toService(SessionAppCache);
    for (const service of SELF_BOUND) bind<unknown>(service).toSelf().inSingletonScope();
    bind(CLIENT_APP_ID).to(ClientApp).inSingletonScope();
  });
}
