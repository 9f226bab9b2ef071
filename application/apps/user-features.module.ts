/**
 * userFeaturesModule: the bindings of UserFeatures (services + their endpoints), in a module of their own so a
 * browser bundle can load it with dynamic import() on first use (see composition/user-features.loader.ts).
 */
import { ContainerModule, type Newable, type ServiceIdentifier } from 'inversify';
import { TOKENS } from '../../ports/tokens';
import { REQUEST_IDS } from '../core/request/request.identifiers';
import { SESSION_MANAGER_ID } from '../core/session/session-manager.identifier';
import { AppContext } from '../core/app-context';
import { MfaAttempts } from '../sign-in/mfa-attempts';
import { RedirectService } from '../redirects/redirect.service';
import { SignInService } from '../sign-in/sign-in.service';
import { ConnectedAccountEndpoints } from '../user/connected-account.endpoints';
import { ContactChannelEndpoints } from '../user/contact-channel.endpoints';
import { PasswordChangeEndpoints } from '../user/password-change.endpoints';
import { TeamInvitationEndpoints } from '../teams/team-invitation.endpoints';
import { TeamMemberProfileEndpoints } from '../teams/team-member-profile.endpoints';
import { TeamEndpoints } from '../teams/team.endpoints';
import { VerificationEndpoints } from '../sign-in/verification.endpoints';
import { UserAccountEndpoints } from '../user/user-account.endpoints';
import { OAuthEndpoints } from '../oauth/oauth.endpoints';
import { OAuthService } from '../oauth/oauth.service';
import { Pkce } from '../oauth/pkce';
import { PasskeyEndpoints } from '../passkeys/passkey.endpoints';
import { PasskeyService } from '../passkeys/passkey.service';
import { SignInCodeEndpoints } from '../sign-in/sign-in-code.endpoints';
import { SignInExtrasService } from '../sign-in/sign-in-extras.service';
import { ProjectEndpoints } from '../project/project.endpoints';
import { ProjectService } from '../project/project.service';
import { ContactChannelService } from '../user/contact-channel.service';
import { TeamService } from '../teams/team.service';
import { UserAccountService } from '../user/user-account.service';
import { UserTeamsService } from '../teams/user-teams.service';
import { VerificationService } from '../sign-in/verification.service';
import type { UserFeatures } from '../user/user-features';
import { AccountExtrasEndpoints } from '../user/account-extras.endpoints';
import { AccountExtrasService } from '../user/account-extras.service';
import { AccountExtras } from '../user/account-extras';
import { checkInput, checkOptions } from '../core/input-fields';
import { getOrLinkConnectedAccount } from '../user/connected-account-link';

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
