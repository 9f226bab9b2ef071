/**
 * userFeaturesModule: the bindings of UserFeatures (services + their endpoints), in a module of their own so a
 * browser bundle can load it with dynamic import() on first use (see ../user-features.loader.ts).
 */
import type { ContainerModule } from 'inversify';
import { AppContext } from '../../application/core/app-context';
import { MfaAttempts } from '../../application/sign-in/mfa-attempts';
import { MagicLinkRequests } from '../../application/sign-in/magic-link-requests';
import { SignOutIntent } from '../../application/sign-in/sign-out-intent';
import { RedirectService } from '../../application/redirects/redirect.service';
import { SignInService } from '../../application/sign-in/sign-in.service';
import { ConnectedAccountEndpoints } from '../../application/user/connected-account.endpoints';
import { ContactChannelEndpoints } from '../../application/user/contact-channel.endpoints';
import { PasswordChangeEndpoints } from '../../application/user/password-change.endpoints';
import { TeamInvitationEndpoints } from '../../application/teams/team-invitation.endpoints';
import { TeamMemberProfileEndpoints } from '../../application/teams/team-member-profile.endpoints';
import { TeamEndpoints } from '../../application/teams/team.endpoints';
import { VerificationEndpoints } from '../../application/sign-in/verification.endpoints';
import { UserAccountEndpoints } from '../../application/user/user-account.endpoints';
import { OAuthEndpoints } from '../../application/oauth/oauth.endpoints';
import { OAuthService } from '../../application/oauth/oauth.service';
import { Pkce } from '../../application/oauth/pkce';
import { PasskeyEndpoints } from '../../application/passkeys/passkey.endpoints';
import { PasskeyService } from '../../application/passkeys/passkey.service';
import { SignInCodeEndpoints } from '../../application/sign-in/sign-in-code.endpoints';
import { SignInExtrasService } from '../../application/sign-in/sign-in-extras.service';
import { ProjectEndpoints } from '../../application/project/project.endpoints';
import { ProjectService } from '../../application/project/project.service';
import { ContactChannelService } from '../../application/user/contact-channel.service';
import { TeamService } from '../../application/teams/team.service';
import { UserAccountService } from '../../application/user/user-account.service';
import { UserTeamsService } from '../../application/teams/user-teams.service';
import { VerificationService } from '../../application/sign-in/verification.service';
import type { UserFeatures } from '../../application/user/user-features';
import { AccountExtrasEndpoints } from '../../application/user/account-extras.endpoints';
import { AccountExtrasService } from '../../application/user/account-extras.service';
import { AccountExtras } from '../../application/user/account-extras';
import { checkInput, checkOptions } from '../../application/core/input-fields';
import { getOrLinkConnectedAccount } from '../../application/user/connected-account-link';
import { BINDING_KEYS as K, type BindingMap } from '../binding-map';
import { bindingModule, type Get } from './bindings';

/**
 * Bound to themselves (class identifiers), like clientAppModule's classes; they get AppContext, RedirectService,
 * MfaAttempts… from clientAppModule's bindings.
 * @internal
 */
export function userFeaturesModule(): ContainerModule {
  return bindingModule<BindingMap>(({ singleton }) => {
    singleton(VerificationEndpoints, (get) => new VerificationEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(UserAccountEndpoints, (get) => new UserAccountEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(PasswordChangeEndpoints, (get) => new PasswordChangeEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(TeamEndpoints, (get) => new TeamEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(TeamInvitationEndpoints, (get) => new TeamInvitationEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(TeamMemberProfileEndpoints, (get) => new TeamMemberProfileEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(ContactChannelEndpoints, (get) => new ContactChannelEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(ConnectedAccountEndpoints, (get) => new ConnectedAccountEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(OAuthEndpoints, (get) => new OAuthEndpoints(get(K.RequestLayer)));
    singleton(PasskeyEndpoints, (get) => new PasskeyEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(SignInCodeEndpoints, (get) => new SignInCodeEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(MagicLinkRequests, (get) => new MagicLinkRequests(get(K.BrowserStoragePort), get(K.ClockPort)));
    singleton(SignOutIntent, (get) => new SignOutIntent(get(K.SessionStoragePort), get(K.ClockPort)));
    singleton(SignInExtrasService, (get) => new SignInExtrasService(get(AppContext), get(SignInCodeEndpoints), get(MfaAttempts), get(SignInService), get(MagicLinkRequests)));
    singleton(ProjectEndpoints, (get) => new ProjectEndpoints(get(K.RequestLayer)));
    singleton(ProjectService, (get) => new ProjectService(get(AppContext), get(ProjectEndpoints)));
    singleton(VerificationService, (get) => new VerificationService(get(VerificationEndpoints), get(AppContext)));
    singleton(UserAccountService, (get) => new UserAccountService(get(AppContext), get(UserAccountEndpoints), get(PasswordChangeEndpoints), get(ContactChannelEndpoints), get(ConnectedAccountEndpoints)));
    singleton(UserTeamsService, (get) => new UserTeamsService(get(AppContext), get(TeamEndpoints), get(TeamInvitationEndpoints)));
    singleton(TeamService, (get) => new TeamService(get(AppContext), get(TeamEndpoints), get(TeamInvitationEndpoints), get(TeamMemberProfileEndpoints)));
    singleton(ContactChannelService, (get) => new ContactChannelService(get(AppContext), get(ContactChannelEndpoints)));
    singleton(OAuthService, (get) => new OAuthService(get(AppContext), get(OAuthEndpoints), get(RedirectService), get(Pkce), get(K.CookiePort), get(MfaAttempts)));
    singleton(AccountExtrasEndpoints, (get) => new AccountExtrasEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(AccountExtrasService, (get) => new AccountExtrasService(get(AppContext), get(AccountExtrasEndpoints)));
    singleton(Pkce, (get) => new Pkce(get(K.RandomPort), get(K.DigestPort)));
    singleton(PasskeyService, (get) => new PasskeyService(get(AppContext), get(PasskeyEndpoints), get(K.WebAuthnPort), get(RedirectService), get(MfaAttempts)));
  });
}

/** The services, resolved from the container the module was loaded into. @internal */
export function resolveUserFeatures(get: Get<BindingMap>): UserFeatures {
  return {
    account: get(UserAccountService),
    userTeams: get(UserTeamsService),
    teams: get(TeamService),
    channels: get(ContactChannelService),
    verification: get(VerificationService),
    oauth: get(OAuthService),
    passkeys: get(PasskeyService),
    signIn: get(SignInExtrasService),
    signOutIntent: get(SignOutIntent),
    project: get(ProjectService),
    extras: get(AccountExtrasService),
    accountExtras: new AccountExtras(get(AccountExtrasService), get(UserAccountService)),
    checkInput,
    checkOptions,
    getOrLinkConnectedAccount,
  };
}
