/**
 * userFeaturesModule: the bindings of UserFeatures (services + their endpoints), in a module of their own so a
 * browser bundle can load it with dynamic import() on first use (see composition/user-features.loader.ts).
 */
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { ConnectedAccountEndpoints } from '../endpoints/connected-account.endpoints';
import { ContactChannelEndpoints } from '../endpoints/contact-channel.endpoints';
import { PasswordChangeEndpoints } from '../endpoints/password-change.endpoints';
import { TeamInvitationEndpoints } from '../endpoints/team-invitation.endpoints';
import { TeamMemberProfileEndpoints } from '../endpoints/team-member-profile.endpoints';
import { TeamEndpoints } from '../endpoints/team.endpoints';
import { VerificationEndpoints } from '../endpoints/verification.endpoints';
import { UserAccountEndpoints } from '../endpoints/user-account.endpoints';
import { OAuthEndpoints } from '../endpoints/oauth.endpoints';
import { OAuthService } from '../services/oauth.service';
import { Pkce } from '../services/pkce';
import { PasskeyEndpoints } from '../endpoints/passkey.endpoints';
import { PasskeyService } from '../services/passkey.service';
import { SignInCodeEndpoints } from '../endpoints/sign-in-code.endpoints';
import { SignInExtrasService } from '../services/sign-in-extras.service';
import { ProjectEndpoints } from '../endpoints/project.endpoints';
import { ProjectService } from '../services/project.service';
import { ContactChannelService } from '../services/contact-channel.service';
import { TeamService } from '../services/team.service';
import { UserAccountService } from '../services/user-account.service';
import { UserTeamsService } from '../services/user-teams.service';
import { VerificationService } from '../services/verification.service';
import type { UserFeatures } from '../services/user-features';

/** Bound to themselves, like clientAppModule's SELF_BOUND; they inject AppContext, RedirectService… from it. */
const SELF_BOUND = [
  VerificationEndpoints, UserAccountEndpoints, PasswordChangeEndpoints, TeamEndpoints, TeamInvitationEndpoints, TeamMemberProfileEndpoints,
  ContactChannelEndpoints, ConnectedAccountEndpoints, OAuthEndpoints, PasskeyEndpoints, SignInCodeEndpoints, SignInExtrasService,
  ProjectEndpoints, ProjectService,
  VerificationService, UserAccountService, UserTeamsService, TeamService, ContactChannelService, OAuthService, Pkce, PasskeyService,
] as const satisfies readonly (abstract new (...args: never[]) => unknown)[];

/** @internal */
export function userFeaturesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const service of SELF_BOUND) bind<unknown>(service).toSelf().inSingletonScope();
  });
}

/** The services, resolved from the container the module was loaded into. @internal */
export function resolveUserFeatures(get: <T>(id: ServiceIdentifier<T>) => T): UserFeatures {
  return {
    account: get(UserAccountService),
    userTeams: get(UserTeamsService),
    teams: get(TeamService),
    channels: get(ContactChannelService),
    verification: get(VerificationService),
    oauth: get(OAuthService),
    passkeys: get(PasskeyService),
    signIn: get(SignInExtrasService),
    project: get(ProjectService),
  };
}
