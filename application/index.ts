/**
 * Public barrel of application/: the app facades, the objects they return, their option and result types, and the
 * Result helpers. Server and admin facades are exported as types only, so importing this barrel in a browser
 * bundle brings no server code; the composition entries export the create*App functions.
 */
export { ClientApp } from './apps/client-app';
export type { AppObservables, ObservableApp } from './apps/app-observables';
export type { Observable } from './core/observable';
export type { ServerApp } from './apps/server-app';
export type { AdminApp, AdminOwnedProject } from './apps/admin-app';
// Server surface: types only, so a browser bundle importing this barrel gets no server code or key header names.
export type { IdRef, ServerContactChannel, ServerContactChannelCreate, ServerTeam, ServerTeamMember, ServerUser, TeamMemberPermission } from './server/server-objects';
export type { ListUsersOptions } from './server/server-user.endpoints';
export type { ServerUserSession } from './server/server-user-access.endpoints';
export type { ServerUserPage } from './server/server-user.service';
export type {
  CreateContactChannelError, CreateServerUserError, CreateSessionError, DeleteServerUserError, SendChannelVerificationError,
  SendServerUserVerificationError, SetServerPasswordError, UpdateContactChannelError, UpdateServerUserError,
} from './server/server-user.errors';
export type {
  AddTeamMemberError, CreateServerTeamError, GrantTeamPermissionError, RemoveTeamMemberError, RevokeTeamInvitationError,
  RevokeTeamPermissionError, ServerMembershipError, ServerTeamError,
} from './server/server-team.errors';
export type { AccessTokenVerifier, AuthenticatedUser } from './server/access-token-verification.service';
export type { AuthenticateRequestError } from './server/access-token.errors';
export type { AccessTokenClaims } from '../domain/session/access-token';
export type { ServerUserCreate, ServerUserUpdate } from '../domain/entities/user';
export type { ServerTeamUpdate, TeamCreate } from '../domain/entities/team';
export type { ContactChannelUpdate } from '../domain/entities/contact-channel';
export type { TeamPermission } from '../domain/entities/permission';
export type { TeamInvitation } from '../domain/entities/team-invitation';
// Admin surface: types only, so a browser bundle importing this barrel gets no admin code or key header names.
export type { ApiKey } from './admin/api-key';
export type { AdminMetrics, DailyActivity } from './admin/admin-metrics';
export type { CamelJsonObject } from './core/camel-case-json';
export type { AdminApiKeyService } from './admin/admin-api-keys.service';
export type {
  AdminPermissionDefinitionService, PermissionDefinitionCreate, PermissionDefinitionPage, PermissionDefinitionPageOptions,
} from './admin/admin-permission-definitions.service';
export type { MetricsOptions } from './admin/admin-utilities.service';
export type { SendTestEmailInput, SendTestEmailResult, SvixToken, TestEmailConfig } from './admin/admin-utilities.endpoints';
export type {
  ApiKeyError, CreateEmailTemplateError, CreatePermissionDefinitionError, CreateProjectError, DeleteEmailTemplateError,
  DeletePermissionDefinitionError, OwnedProjectsError, PushConfigError, SignInInvitationError, UpdateEmailTemplateError, UpdatePermissionDefinitionError,
} from './admin/admin.errors';
export type { TeamInvitationDetails } from '../domain/entities/team-invitation';
export type { AdminProject, ClientProject, ClientProjectConfig, ProjectConfigUpdate, ProjectCreate, ProjectUpdate } from '../domain/entities/project';
export type { ApiKeyCreate, ApiKeyPart } from '../domain/entities/api-key';
export type { ApiKeyState } from '../domain/api-key/api-key-state';
export type { ProductionModeProblem } from '../domain/project/production-mode';
export type { EmailTemplate, EmailTemplateUpdate, SendEmailOptions } from '../domain/entities/email-template';
export type { SendEmailError } from './server/server-email.errors';
export type { SentEmail } from './server/server-email.service';
export type { PermissionDefinition, PermissionDefinitionInput } from '../domain/entities/permission';
export type {
  ConfigOverrideLevel, ProjectConfigOverride, ProjectConfigTree, PushedConfigSource,
} from '../domain/entities/project-config-tree';
export { CurrentUser } from './user/current-user';
export { SessionTokens, type AuthJson } from './core/session/session-tokens';
// The signed-in user's objects: user.teams, user.contactChannels, Team, ContactChannel, invitations both ways.
export { UserTeams } from './teams/user-teams';
export { UserContactChannels } from './user/user-contact-channels';
export { Team } from './teams/team';
export { ContactChannel } from './user/contact-channel';
export { SentTeamInvitation } from './teams/sent-team-invitation';
export { ReceivedTeamInvitation } from './teams/received-team-invitation';
export type { TeamRef } from './teams/team-ref';
export type { UpdatePasswordInput } from './user/user-account.service';
export type { ClientTeamCreate } from './teams/team.endpoints';
export type { ClientContactChannelCreate, ClientContactChannelUpdate } from './user/contact-channel.endpoints';
export type {
  ChannelVerificationError, ContactChannelWriteError, SendVerificationEmailError, SetPasswordError, UpdatePasswordError, UserDeleteError,
  UserUpdateError,
} from './user/current-user.errors';
export type {
  AcceptInvitationError, CreateTeamError, InviteUserError, MembershipError, RevokeInvitationError, TeamActionError,
} from './teams/team.errors';
export type { UserUpdate } from '../domain/entities/user';
export type { TeamUpdate } from '../domain/entities/team';
export type { TeamMemberProfile, TeamMemberProfileUpdate } from '../domain/entities/team-member-profile';
export { OperationNotAllowedError, type NotAllowedReason } from '../domain/errors/operation-not-allowed-error';
export { EmailTemplateNotFoundError } from '../domain/errors/email-template-not-found-error';
export { ConfigOverrideRejectedError } from '../domain/errors/config-override-rejected-error';
// Values UIs need to tell errors apart and word them as the service does (the React adapter imports only this barrel):
// constants of catalogue-values.ts, so a page that does not use them does not load the catalogue up front.
export { checkPassword, clientSideError, KnownErrors, observe } from './apps/catalogue-values';
export { totpSetup, type TotpSetup } from '../domain/mfa/totp-setup';
export type { CacheSnapshot } from './core/cache/cache-snapshot';
export type { ClientOptions } from './options/client-options';
export type { BaseUrlOption } from './core/request/client-request-options';
export type { AppOptionsInput } from './options/app-options.resolve';
export type { AppOptions, CustomRedirect, HookRedirect, RedirectMethod, RouterNavigate } from './core/app-options';
export { expectErrors, type ErrorMatcher, type ErrorsOf } from './core/expect-errors';
export type { AppCache, CacheKey } from './core/cache/app-cache';
export type { CodeInput } from './core/code-input';
export type { GetUserOptions } from './user/current-user.service';
export type { CallbackOutcome, MagicLinkConfirmation, SignedIn, SignInCallOptions } from './core/sign-in-result';
export type { InvalidationReason, SessionEvent, SessionEventSource, SessionListener } from './core/session/session-events';
export type { RedirectOutcome } from './core/redirect-outcome';
export type { RedirectToOptions } from './redirects/redirect-policy';
export type { OAuthCallbackOutcome, OAuthSignInOptions } from './oauth/oauth.service';
export type { OAuthCallbackError, OAuthLinkError, OAuthStartError } from './oauth/oauth.errors';
export type { ConnectedAccountAccess } from './user/connected-account-link';
export type { PasskeyRegisterError, PasskeySignInError } from './passkeys/passkey.errors';
export type { RedirectRefusalReason } from '../domain/redirect/redirect-reasons';
export type { MfaSignInInput, PasswordSignInInput, PasswordSignUpInput } from './sign-in/sign-in.service';
export type { SignOutOptions, SignOutPageOutcome } from './sign-in/sign-out.service';
export type {
  MagicLinkSignInError, MfaSignInError, PasswordSignInError, ResetPasswordError, SendMagicLinkError, SignUpError,
  TeamInvitationError, VerificationCodeError,
} from './sign-in/sign-in.errors';
// Deep imports, not the domain/errors barrel: the barrel loads the message catalogue, which browser bundles leave out.
export { KnownError } from '../domain/errors/known-error';
export { ok, err, type Result, type Ok, type Err } from '../domain/shared/result';
export type { HandlerUrls, HandlerUrlsInput } from '../domain/urls/handler-urls';
/** Account settings (sessions, user and team API keys, OAuth providers, connected accounts, project permissions). */
export { accountSettings } from './user/load-account-extras';
export { getPartialUser, partialUserOf, type GetPartialUserOptions } from './user/partial-user';
export type { TokenPartialUser } from '../domain/session/partial-user';
export type { AccountExtras } from './user/account-extras';
export type { OwnedApiKey } from './user/owned-api-key';
export type { OAuthProvider } from './user/oauth-provider';
export type { ConnectedAccount, ConnectedAccountRef } from './user/connected-account';
export type { RevokeSessionError, TeamApiKeyError, OAuthProviderUpdateError } from './user/account-extras.errors';
export type { SessionInfo, SessionIpInfo } from '../domain/entities/session';
export type { ProjectPermission } from '../domain/entities/permission';
export type {
  ApiKeyCreationOptions, ApiKeyUpdateOptions, ConnectedAccountFields, OAuthProviderFields, OAuthProviderUpdate, OwnedApiKeyFields, ServerOAuthProviderCreate,
  ServerOAuthProviderUpdate,
} from '../domain/entities/account-extras';
