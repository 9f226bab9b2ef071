/**
 * portcullis/stack: the official `@stackframe/js` surface over Portcullis's public API, so an app written for the
 * official SDK runs by changing its imports. Portcullis's own API (Results, epoch numbers, grouped objects) is the
 * one to use for new code; this entry is where the official shapes live.
 */
export { StackClientApp, type GetUserOptions } from './client-app';
export { StackServerApp, type ServerListUsersOptions } from './server-app';
export { StackAdminApp } from './admin-app';
export { KnownError, KnownErrors, NotSupportedByCompatError } from './errors';
export { StackAssertionError } from './assertion-error';
export type {
  HandlerUrlOptions, RedirectMethod, RequestLike, StackAdminAppConstructorOptions, StackClientAppConstructorOptions, StackServerAppConstructorOptions,
  TokenStoreInit,
} from './options';
export type { StatusResult } from './results';
export type { StackCurrentUser as CurrentUser, ActiveSession } from './user';
export type { StackServerUser as ServerUser, ServerUserUpdateOptions } from './server-user';
export type { StackTeam as Team, StackServerTeam as ServerTeam, TeamUpdateOptions, ServerTeamUpdateOptions, TeamMemberProfile } from './team';
export type { StackContactChannel as ContactChannel } from './contact-channel';
export type { StackUserApiKey as UserApiKey, StackTeamApiKey as TeamApiKey, ApiKeyCreationOptions } from './api-key';
export type { StackOAuthProvider as OAuthProvider } from './oauth-provider';
export type { StackReceivedTeamInvitation as ReceivedTeamInvitation, StackSentTeamInvitation as SentTeamInvitation } from './invitations';
export type {
  Project, StackAdminProject as AdminProject, StackOwnedProject as AdminOwnedProject, AdminProjectCreateOptions, AdminProjectUpdateOptions,
} from './project';
export type { StackInternalApiKeyFirstView as InternalApiKeyFirstView, StackListedInternalApiKey as InternalApiKey, InternalApiKeyCreateOptions } from './internal-api-key';
export type { InternalSession } from './internal-session';
