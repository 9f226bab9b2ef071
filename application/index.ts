/**
 * Public barrel of application/: the app facades, the objects they return, their option and result types, and the
 * Result helpers. Server and admin facades are exported as types only, so importing this barrel in a browser
 * bundle brings no server code; the composition entries export the create*App functions.
 */
export { ClientApp, type HandlerRedirects } from './apps/client-app';
export type { AppObservables, ObservableApp } from './apps/app-observables';
export type { Observable } from './shared/observable';
export type { ServerApp } from './apps/server-app';
export type { AdminApp, AdminOwnedProject } from './apps/admin-app';
// Server surface: types only, so a browser bundle importing this barrel gets no server code or key header names.
export type { IdRef, ServerContactChannel, ServerContactChannelCreate, ServerTeam, ServerTeamMember, ServerUser, TeamMemberPermission } from './objects/server-objects';
export type { ListUsersOptions } from './endpoints/server-user.endpoints';
export type { ServerUserSession } from './endpoints/server-user-access.endpoints';
export type { ServerUserPage } from './object-services/server-user.service';
export type {
  CreateContactChannelError, CreateServerUserError, CreateSessionError, DeleteServerUserError, SendChannelVerificationError,
  SendServerUserVerificationError, SetServerPasswordError, UpdateContactChannelError, UpdateServerUserError,
} from './services/server-user.errors';
export type {
  AddTeamMemberError, CreateServerTeamError, GrantTeamPermissionError, RemoveTeamMemberError, RevokeTeamInvitationError,
  RevokeTeamPermissionError, ServerMembershipError, ServerTeamError,
} from './services/server-team.errors';
export type { AuthenticatedUser } from './services/access-token-verification.service';
export type { AuthenticateRequestError } from './services/access-token.errors';
export type { AccessTokenClaims } from '../domain/session/access-token';
export type { ServerUserCreate, ServerUserUpdate } from '../domain/entities/user';
export type { ServerTeamUpdate, TeamCreate } from '../domain/entities/team';
export type { ContactChannelUpdate } from '../domain/entities/contact-channel';
export type { TeamPermission } from '../domain/entities/permission';
export type { TeamInvitation } from '../domain/entities/team-invitation';
// Admin surface: types only, so a browser bundle importing this barrel gets no admin code or key header names.
export type { ApiKey } from './objects/api-key';
export type { AdminMetrics, DailyActivity } from './endpoints/admin-metrics';
export type { CamelJsonObject } from './shared/camel-case-json';
export type { AdminApiKeyService } from './object-services/admin-api-keys.service';
export type {
  AdminPermissionDefinitionService, PermissionDefinitionCreate, PermissionDefinitionPage, PermissionDefinitionPageOptions,
} from './services/admin-permission-definitions.service';
export type { MetricsOptions } from './services/admin-utilities.service';
export type { SendTestEmailInput, SendTestEmailResult, SvixToken, TestEmailConfig } from './endpoints/admin-utilities.endpoints';
export type {
  ApiKeyError, CreateEmailTemplateError, CreatePermissionDefinitionError, CreateProjectError, DeleteEmailTemplateError,
  DeletePermissionDefinitionError, OwnedProjectsError, SignInInvitationError, UpdateEmailTemplateError, UpdatePermissionDefinitionError,
} from './services/admin.errors';
export type { TeamInvitationDetails } from '../domain/entities/team-invitation';
export type { AdminProject, ClientProject, ClientProjectConfig, ProjectConfigUpdate, ProjectCreate, ProjectUpdate } from '../domain/entities/project';
export type { ApiKeyCreate, ApiKeyPart } from '../domain/entities/api-key';
export type { ApiKeyState } from '../domain/api-key/api-key-state';
export type { ProductionModeProblem } from '../domain/project/production-mode';
export type { EmailTemplate, EmailTemplateUpdate } from '../domain/entities/email-template';
export type { PermissionDefinition, PermissionDefinitionInput } from '../domain/entities/permission';
export type { ProjectConfigOverride, ProjectConfigTree } from '../domain/entities/project-config-tree';
export { CurrentUser } from './objects/current-user';
export { SessionTokens, type AuthJson } from './objects/session-tokens';
// The signed-in user's objects: user.teams, user.contactChannels, Team, ContactChannel, invitations both ways.
export { UserTeams } from './objects/user-teams';
export { UserContactChannels } from './objects/user-contact-channels';
export { Team } from './objects/team';
export { ContactChannel } from './objects/contact-channel';
export { SentTeamInvitation } from './objects/sent-team-invitation';
export { ReceivedTeamInvitation } from './objects/received-team-invitation';
export type { TeamRef } from './objects/team-ref';
export type { UpdatePasswordInput } from './services/user-account.service';
export type { ClientTeamCreate } from './endpoints/team.endpoints';
export type { ClientContactChannelCreate, ClientContactChannelUpdate } from './endpoints/contact-channel.endpoints';
export type {
  AcceptInvitationError, ChannelVerificationError, ContactChannelWriteError, CreateTeamError, MembershipError, SendVerificationEmailError,
  SetPasswordError, UpdatePasswordError, UserDeleteError, UserUpdateError,
} from './services/current-user.errors';
export type { InviteUserError, RevokeInvitationError, TeamActionError } from './services/team.errors';
export type { UserUpdate } from '../domain/entities/user';
export type { TeamUpdate } from '../domain/entities/team';
export type { TeamMemberProfile, TeamMemberProfileUpdate } from '../domain/entities/team-member-profile';
export { OperationNotAllowedError, type NotAllowedReason } from '../domain/errors/operation-not-allowed-error';
export { EmailTemplateNotFoundError } from '../domain/errors/email-template-not-found-error';
// Values UIs need to tell errors apart and word them as the service does (the React adapter imports only this barrel):
// constants of catalogue-values.ts, so a page that does not use them does not load the catalogue up front.
export { checkPassword, clientSideError, KnownErrors, observe } from './catalogue-values';
export { totpSetup, type TotpSetup } from '../domain/mfa/totp-setup';
export type { CacheSnapshot } from './shared/cache-snapshot';
export type { ClientOptions } from './options/client-options';
export type { BaseUrlOption } from './request/client-request-options';
export type { AppOptionsInput } from './options/app-options.resolve';
export type { AppOptions, CustomRedirect, HookRedirect, RedirectMethod } from './shared/app-options';
// For UI bindings (the React provider): the hook form's navigate, fed while rendering.
export { feedRouter, routerHookOf, type RouterNavigate } from './shared/router-navigation';
export { expectErrors, type ErrorMatcher, type ErrorsOf } from './shared/expect-errors';
export type { AppCache, CacheKey } from './shared/app-cache';
export type { CodeInput } from './services/code-input';
export type { GetUserOptions } from './object-services/current-user.service';
export type { CallbackOutcome, SignedIn, SignInCallOptions } from './services/sign-in-result';
export type { InvalidationReason, SessionEvent, SessionEventSource, SessionListener } from './session/session-events';
export type { RedirectOutcome } from './services/redirect-outcome';
export type { RedirectToOptions } from './services/redirect.service';
export type { OAuthCallbackOutcome, OAuthSignInOptions } from './services/oauth.service';
export type { OAuthCallbackError, OAuthLinkError, OAuthStartError } from './services/oauth.errors';
export type { ConnectedAccountAccess } from './services/connected-account-link';
export type { PasskeyRegisterError, PasskeySignInError } from './services/passkey.errors';
export type { RedirectRefusalReason } from '../domain/redirect/redirect-reasons';
export type { MfaSignInInput, PasswordSignInInput, PasswordSignUpInput } from './services/sign-in.service';
export type { SignOutOptions } from './services/sign-out.service';
export type {
  MagicLinkSignInError, MfaSignInError, PasswordSignInError, ResetPasswordError, SendMagicLinkError, SignUpError,
  TeamInvitationError, VerificationCodeError,
} from './services/sign-in.errors';
// Deep imports, not the domain/errors barrel: the barrel loads the message catalogue, which browser bundles leave out.
export { KnownError } from '../domain/errors/known-error';
export { ok, err, type Result, type Ok, type Err } from '../domain/shared/result';
export type { HandlerUrls, HandlerUrlsInput } from '../domain/urls/handler-urls';
/** Account settings (sessions, user and team API keys, OAuth providers, connected accounts, project permissions). */
export { accountSettings } from './objects/load-account-extras';
export { getPartialUser, partialUserOf, type GetPartialUserOptions } from './apps/partial-user';
export type { TokenPartialUser } from '../domain/session/partial-user';
export type { AccountExtras } from './objects/account-extras';
export type { OwnedApiKey } from './objects/owned-api-key';
export type { OAuthProvider } from './objects/oauth-provider';
export type { ConnectedAccount } from './objects/connected-account';
export type { RevokeSessionError, TeamApiKeyError, OAuthProviderUpdateError } from './services/account-extras.errors';
export type { SessionInfo, SessionIpInfo } from '../domain/entities/session';
export type { ProjectPermission } from '../domain/entities/permission';
export type {
  ApiKeyCreationOptions, ApiKeyUpdateOptions, ConnectedAccountFields, OAuthProviderFields, OAuthProviderUpdate, OwnedApiKeyFields, ServerOAuthProviderCreate,
} from '../domain/entities/account-extras';
