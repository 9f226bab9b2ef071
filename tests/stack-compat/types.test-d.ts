/**
 * Assignability of portcullis/stack against the official `@stackframe/js` 2.8.108 declarations, checked by
 * `npm run typecheck` (this file is type-checked, never run): where an app hands the official types to our classes
 * (constructor options) or uses what our methods return as the official types (user, team, project, API key…
 * members), ours must fit. Each check names the members it covers; what is left out, and why, is listed at the end.
 */
import type * as Official from '@stackframe/js-2.8.108';
import { StackAdminApp, StackClientApp, StackServerApp } from '../../stack-compat';

/** Compiles only when `Actual` is assignable to `Expected`. */
function assignable<Expected>(actual: Expected): Expected {
  return actual;
}
type Resolved<T> = T extends (...args: never[]) => Promise<infer R> ? R : never;
// The `{ status }` results are compared with their errors left open: the errors are Portcullis's KnownErrors classes
// (same names and codes), which cannot carry the official classes' private brands.
type OpenErrors<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<OpenResult<R>> : T[K] };
type OpenResult<R> = R extends { status: 'ok'; data: infer D } ? { status: 'ok'; data: D } | { status: 'error'; error: unknown } : R extends { status: 'error' } ? never : R;

// Constructor options: the official option objects an app already has are accepted as they are, except the two that
// hold an official SDK object (`inheritsFrom`: an app; `projectOwnerSession`: a user's session), which after the
// import change are our app and our user's `_internalSession`.
type AppObjects = 'inheritsFrom' | 'projectOwnerSession';
declare const clientOptions: Omit<Official.StackClientAppConstructorOptions<true, string>, AppObjects>;
declare const serverOptions: Omit<Official.StackServerAppConstructorOptions<true, string>, AppObjects>;
declare const adminOptions: Omit<Official.StackAdminAppConstructorOptions<true, string>, AppObjects>;
export const constructed = [new StackClientApp(clientOptions), new StackServerApp(serverOptions), new StackAdminApp(adminOptions)];

declare const client: StackClientApp;
declare const server: StackServerApp;
declare const admin: StackAdminApp;

// The current user: fields and the methods apps call, as the official CurrentUser's. Members that return a team are
// checked on the team below: the official Team carries the payments members (Customer), out of scope here.
type UserMembers =
  | 'id' | 'displayName' | 'primaryEmail' | 'primaryEmailVerified' | 'profileImageUrl' | 'signedUpAt' | 'clientMetadata'
  | 'clientReadOnlyMetadata' | 'hasPassword' | 'otpAuthEnabled' | 'passkeyAuthEnabled' | 'isMultiFactorRequired' | 'isAnonymous'
  | 'isRestricted' | 'restrictedReason' | 'emailAuthEnabled' | 'oauthProviders' | 'update' | 'setDisplayName' | 'setClientMetadata'
  | 'delete' | 'signOut' | 'getAccessToken' | 'getRefreshToken' | 'getAuthJson' | 'getAuthorizationHeader' | 'currentSession'
  | 'leaveTeam' | 'setSelectedTeam' | 'listTeamInvitations'
  | 'listContactChannels' | 'createContactChannel' | 'listApiKeys' | 'createApiKey' | 'getActiveSessions' | 'revokeSession'
  | 'sendVerificationEmail' | 'getAuthHeaders';
export const user = async () => assignable<Pick<Official.CurrentUser, UserMembers>>((await client.getUser({ or: 'throw' }))!);

// A server user (by id, listed, created).
type ServerUserMembers =
  | 'id' | 'displayName' | 'primaryEmail' | 'primaryEmailVerified' | 'signedUpAt' | 'lastActiveAt' | 'serverMetadata' | 'clientMetadata'
  | 'clientReadOnlyMetadata' | 'hasPassword' | 'isAnonymous' | 'isRestricted' | 'update' | 'delete' | 'setPrimaryEmail'
  | 'setServerMetadata' | 'setDisplayName' | 'setClientMetadata' | 'listContactChannels' | 'createContactChannel'
  | 'leaveTeam' | 'createSession' | 'grantPermission' | 'revokePermission' | 'hasPermission'
  | 'getPermission' | 'listPermissions' | 'listTeamInvitations';
export const serverUser = async () => assignable<Pick<Official.ServerUser, ServerUserMembers> | null>(await server.getUser('id'));
export const listed = async () => assignable<Array<Pick<Official.ServerUser, ServerUserMembers>>>(await server.listUsers());
export const created = async () => assignable<Pick<Official.ServerUser, ServerUserMembers>>(await server.createUser({ primaryEmail: 'a@example.com' }));

// Users from an API key, anonymous users (issue 30 part 3).
export const keyOwner = async () => assignable<Pick<Official.ServerUser, ServerUserMembers> | null>(await server.getUser({ apiKey: 'key' }));
export const anonymous = async () => assignable<Pick<Official.CurrentUser, UserMembers>>(await client.getUser({ or: 'anonymous' }));
export const onlyAnonymous = async () => assignable<Array<Pick<Official.ServerUser, ServerUserMembers>>>(await server.listUsers({ includeAnonymous: true, onlyAnonymous: true }));

// Connected accounts: listed and found by account, on the current user and a server user; the deprecated provider form.
type ConnectionMembers = 'id' | 'provider' | 'providerAccountId' | 'getAccessToken';
type Connection = OpenErrors<Pick<Official.OAuthConnection, ConnectionMembers>>;
export const connections = async () => assignable<Connection[]>(await (await client.getUser({ or: 'throw' })).listConnectedAccounts());
export const connection = async () => assignable<Connection | null>(await (await client.getUser({ or: 'throw' })).getConnectedAccount({ provider: 'github', providerAccountId: '1' }));
export const legacyConnection = async () => assignable<Connection | null>(await (await client.getUser({ or: 'throw' })).getConnectedAccount('github', { scopes: ['repo'] }));
export const serverConnections = async () => assignable<Connection[]>(await (await server.getUser('id'))!.listConnectedAccounts());
export const serverConnection = async () => assignable<Connection | null>(await (await server.getUser('id'))!.getConnectedAccount({ provider: 'github', providerAccountId: '1' }));

// Teams: the client team (from a user) and the server team.
type TeamMembers = 'id' | 'displayName' | 'profileImageUrl' | 'clientMetadata' | 'clientReadOnlyMetadata' | 'inviteUser' | 'listUsers' | 'listInvitations' | 'update' | 'delete' | 'listApiKeys' | 'createApiKey';
export const team = async () => assignable<Pick<Official.Team, TeamMembers> | null>(await (await client.getUser({ or: 'throw' }))!.getTeam('id'));
// (A server team's `listUsers` returns official server users, with payments members: the user check above covers them.)
type ServerTeamMembers = 'id' | 'displayName' | 'createdAt' | 'serverMetadata' | 'clientMetadata' | 'update' | 'delete' | 'addUser' | 'removeUser' | 'inviteUser' | 'listInvitations';
export const keyTeam = async () => assignable<Pick<Official.ServerTeam, ServerTeamMembers> | null>(await server.getTeam({ apiKey: 'key' }));
export const serverTeam = async () => assignable<Pick<Official.ServerTeam, ServerTeamMembers>>(await server.createTeam({ displayName: 'team' }));

// OAuth provider accounts and passkey registration (`{ status }` results).
type ProviderMembers = 'id' | 'type' | 'userId' | 'accountId' | 'email' | 'allowSignIn' | 'allowConnectedAccounts' | 'update' | 'delete';
export const providers = async () => assignable<Array<OpenErrors<Pick<Official.OAuthProvider, ProviderMembers>>>>(await (await client.getUser({ or: 'throw' }))!.listOAuthProviders());
export const passkey = async () => assignable<OpenErrors<Pick<Official.CurrentUser, 'registerPasskey'>>>((await client.getUser({ or: 'throw' }))!);

// Invitations, contact channels, API keys.
type ReceivedMembers = 'id' | 'teamId' | 'teamDisplayName' | 'recipientEmail' | 'expiresAt' | 'accept';
export const received = async () => assignable<Array<Pick<Official.ReceivedTeamInvitation, ReceivedMembers>>>(await (await client.getUser({ or: 'throw' }))!.listTeamInvitations());
type SentMembers = 'id' | 'recipientEmail' | 'expiresAt' | 'revoke';
export const sent = async (t: Resolved<StackServerApp['createTeam']>) => assignable<Array<Pick<Official.SentTeamInvitation, SentMembers>>>(await t.listInvitations());
type ChannelMembers = 'id' | 'value' | 'type' | 'isPrimary' | 'isVerified' | 'usedForAuth' | 'sendVerificationEmail' | 'update' | 'delete';
export const channels = async () => assignable<Array<Pick<Official.ContactChannel, ChannelMembers>>>(await (await client.getUser({ or: 'throw' }))!.listContactChannels());

// The project: client and admin views; the admin app's API key sets.
export const project = async () => assignable<Pick<Official.Project, 'id' | 'displayName'>>(await client.getProject());
type AdminProjectMembers = 'id' | 'displayName' | 'description' | 'createdAt' | 'isProductionMode' | 'ownerTeamId' | 'logoUrl' | 'logoFullUrl' | 'delete';
export const adminProject = async () => assignable<Pick<Official.AdminProject, AdminProjectMembers>>(await admin.getProject());
// Config as code on the admin project, and sending email (issue 30 part 2).
type ConfigMembers = 'pushConfig' | 'updatePushedConfig' | 'getPushedConfigSource' | 'unlinkPushedConfigSource' | 'resetConfigOverrideKeys' | 'getConfigOverride' | 'replaceConfigOverride';
export const configAsCode = async () => assignable<Pick<Official.AdminProject, ConfigMembers>>(await admin.getProject());
export const sendEmail = assignable<Pick<Official.StackServerApp, 'sendEmail'>>(server);
type KeyMembers = 'id' | 'description' | 'expiresAt' | 'manuallyRevokedAt' | 'createdAt' | 'isValid' | 'whyInvalid' | 'revoke';
export const firstView = async () => assignable<Pick<Official.InternalApiKeyFirstView, KeyMembers | 'publishableClientKey' | 'secretServerKey' | 'superSecretAdminKey'>>(
  await admin.createInternalApiKey({ description: 'd', expiresAt: new Date(), hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false }),
);
export const listedKeys = async () => assignable<Array<Pick<Official.InternalApiKey, KeyMembers>>>(await admin.listInternalApiKeys());

// App methods whose results apps read (errors left open, as above).
type ClientMembers =
  | 'projectId' | 'signInWithCredential' | 'signUpWithCredential' | 'signInWithMagicLink' | 'sendMagicLinkEmail' | 'sendForgotPasswordEmail'
  | 'resetPassword' | 'verifyPasswordResetCode' | 'verifyEmail' | 'acceptTeamInvitation' | 'verifyTeamInvitationCode'
  | 'getTeamInvitationDetails' | 'signInWithOAuth' | 'callOAuthCallback' | 'redirectToSignIn' | 'redirectToAfterSignIn'
  | 'redirectToSignOut' | 'redirectToHome' | 'version' | 'getAuthHeaders' | 'getAuthJson' | 'getAccessToken';
export const clientSurface = assignable<OpenErrors<Pick<Official.StackClientApp, ClientMembers>>>(client);

/*
 * Not checked, and why:
 * - `updatePassword` / `setPassword`: they resolve with the expected error (Portcullis's KnownErrors class, see above).
 * - `adminProject.update`: its config part is Portcullis's ProjectConfigUpdate, whose email server shape differs from
 *   the official AdminEmailConfig (config as code is issue 30 part 2).
 * - Team-returning members (`user.listTeams/getTeam/createTeam/selectedTeam`, `serverUser.listTeams…`): the official
 *   Team type carries payments members; the team objects are checked on their own above.
 * - `getUser` overloads as a whole: the official ones return `ProjectCurrentUser<ProjectId>` (Customer/payments members,
 *   `use…` hooks, notification categories, connected accounts); the members above are checked on what it returns.
 * - Payments (`Customer`: items, products, billing), data vault, Convex, analytics/session replays, notification
 *   categories, CLI login: out of Portcullis's scope (docs/migrating-from-stack.md).
 * - The `[stackAppInternalsSymbol]` internals and `toClientJson()`: SDK internals.
 * - `TeamPermission` objects and permission definitions: shapes differ in name only (`id`), checked at run time.
 */
