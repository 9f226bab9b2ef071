/**
 * userFeaturesModule: the bindings of UserFeatures (services + their endpoints), in a module of their own so a
 * browser bundle can load it with dynamic import() on first use (see composition/user-features.loader.ts).
 */
import { ContainerModule, type Newable, type ServiceIdentifier } from 'inversify';
import { TOKENS } from '../../ports/tokens';
import { REQUEST_IDS } from '../request/request.identifiers';
import { SESSION_MANAGER_ID } from '../session/session-manager.identifier';
import { AppContext } from '../shared/app-context';
import { MfaAttempts } from '../services/mfa-attempts';
import { RedirectService } from '../services/redirect.service';
import { SignInService } from '../services/sign-in.service';
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
import { AccountExtrasEndpoints } from '../endpoints/account-extras.endpoints';
import { AccountExtrasService } from '../services/account-extras.service';
import { AccountExtras } from '../objects/account-extras';
import { checkInput, checkOptions } from '../shared/input-fields';
import { getOrLinkConnectedAccount } from '../services/connected-account-link';

/**
 * Bound to themselves (class identifiers), like clientAppModule's classes, and built by factories rather than injection
 * decorators: a decorated class's private members compile to WeakMaps and helper calls, and the helpers land in a
 * chunk the page loads up front. They get AppContext, RedirectService, MfaAttempts… from clientAppModule's bindings.
 * @internal
 */
export function userFeaturesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const self = <T>(service: Newable<T>, make: (get: <U>(id: ServiceIdentifier<U>) => U) => T): void => {
      bind(service).toDynamicValue(({ get }) => make(get)).inSingletonScope();
    };
    self(VerificationEndpoints, (get) => new VerificationEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(UserAccountEndpoints, (get) => new UserAccountEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(PasswordChangeEndpoints, (get) => new PasswordChangeEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(TeamEndpoints, (get) => new TeamEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(TeamInvitationEndpoints, (get) => new TeamInvitationEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(TeamMemberProfileEndpoints, (get) => new TeamMemberProfileEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(ContactChannelEndpoints, (get) => new ContactChannelEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(ConnectedAccountEndpoints, (get) => new ConnectedAccountEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(OAuthEndpoints, (get) => new OAuthEndpoints(get(REQUEST_IDS.RequestLayer)));
    self(PasskeyEndpoints, (get) => new PasskeyEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(SignInCodeEndpoints, (get) => new SignInCodeEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(SignInExtrasService, (get) => new SignInExtrasService(get(AppContext), get(SignInCodeEndpoints), get(MfaAttempts), get(SignInService)));
    self(ProjectEndpoints, (get) => new ProjectEndpoints(get(REQUEST_IDS.RequestLayer)));
    self(ProjectService, (get) => new ProjectService(get(AppContext), get(ProjectEndpoints)));
    self(VerificationService, (get) => new VerificationService(get(VerificationEndpoints), get(AppContext)));
    self(UserAccountService, (get) => new UserAccountService(get(AppContext), get(UserAccountEndpoints), get(PasswordChangeEndpoints), get(ContactChannelEndpoints), get(ConnectedAccountEndpoints)));
    self(UserTeamsService, (get) => new UserTeamsService(get(AppContext), get(TeamEndpoints), get(TeamInvitationEndpoints)));
    self(TeamService, (get) => new TeamService(get(AppContext), get(TeamEndpoints), get(TeamInvitationEndpoints), get(TeamMemberProfileEndpoints)));
    self(ContactChannelService, (get) => new ContactChannelService(get(AppContext), get(ContactChannelEndpoints)));
    self(OAuthService, (get) => new OAuthService(get(AppContext), get(OAuthEndpoints), get(RedirectService), get(Pkce), get(TOKENS.CookiePort), get(MfaAttempts)));
    self(AccountExtrasEndpoints, (get) => new AccountExtrasEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID)));
    self(AccountExtrasService, (get) => new AccountExtrasService(get(AppContext), get(AccountExtrasEndpoints)));
    self(Pkce, (get) => new Pkce(get(TOKENS.RandomPort), get(TOKENS.DigestPort)));
    self(PasskeyService, (get) => new PasskeyService(get(AppContext), get(PasskeyEndpoints), get(TOKENS.WebAuthnPort), get(RedirectService), get(MfaAttempts)));
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
    extras: get(AccountExtrasService),
    accountExtras: new AccountExtras(get(AccountExtrasService), get(UserAccountService)),
    checkInput,
    checkOptions,
    getOrLinkConnectedAccount,
  };
}
