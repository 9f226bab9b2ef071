/**
 * The one door to Portcullis: everything the compatibility entry uses comes through the package's public Node entry
 * (what `portcullis/server` builds from), so the entry can only do what an app could do with that API.
 */
export { createAdminApp, createClientApp, createServerApp, KnownError, KnownErrors } from '../composition/entry-node';
export type {
  AccountExtras, AdminApp, AdminOwnedProject, AdminProject, ApiKey, ClientApp, ClientOptions, ClientProject, ContactChannel, CurrentUser, OAuthProvider,
  ConnectedAccount, OwnedApiKey, ReceivedTeamInvitation, Result, SentTeamInvitation, ServerApp, ServerContactChannel, ServerOAuthProviderUpdate, SendEmailOptions, ServerTeam, ServerTeamMember, ServerUser,
  ConfigOverrideLevel, ProjectConfigOverride, PushedConfigSource, Team, TeamInvitation, TeamMemberProfile, TeamPermission,
} from '../composition/entry-node';
