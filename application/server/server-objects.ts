/**
 * The public shapes of the server objects — ServerUser, ServerTeam, ServerContactChannel, ServerTeamMember — as
 * interfaces: entity fields plus methods. They live in one type-only file because a user lists its teams and a
 * team lists its users; classes naming each other would be an import cycle.
 */
import type { ContactChannel, ContactChannelUpdate } from '../../domain/entities/contact-channel';
import type { TeamPermission } from '../../domain/entities/permission';
import type { JsonValue } from '../../domain/entities/json-value';
import type { ServerTeam as ServerTeamFields, ServerTeamUpdate, TeamCreate } from '../../domain/entities/team';
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { TeamMemberProfile } from '../../domain/entities/team-member-profile';
import type { ServerUser as ServerUserFields, ServerUserUpdate } from '../../domain/entities/user';
import type { Result } from '../../domain/shared/result';
import type { ServerUserSession } from './server-user-access.endpoints';
import type { ReceivedTeamInvitation } from '../teams/received-team-invitation';
import type { ConnectedAccount, ConnectedAccountRef } from '../user/connected-account';
import type {
  AddTeamMemberError, CreateServerTeamError, GrantTeamPermissionError, RemoveTeamMemberError, RevokeTeamInvitationError,
  RevokeTeamPermissionError, ServerMembershipError, ServerTeamError,
} from './server-team.errors';
import type {
  CreateContactChannelError, CreateSessionError, DeleteServerUserError, SendChannelVerificationError, SendServerUserVerificationError,
  SetServerPasswordError, UpdateContactChannelError, UpdateServerUserError,
} from './server-user.errors';

/**
 * A team or user by id, or any object with its `id` (a ServerTeam, a ServerUser).
 * @example
 * await team.addUser(user);      // or team.addUser(user.id)
 * @public
 */
export type IdRef = string | { readonly id: string };

/**
 * A contact channel of any user, with server access.
 * @example
 * const [channel] = await user.listContactChannels();
 * await channel?.update({ isVerified: true });
 * @public
 */
export interface ServerContactChannel extends ContactChannel {
  /** PATCH /contact-channels/{userId}/{id}. Errors: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE. */
  update(fields: ContactChannelUpdate): Promise<Result<ServerContactChannel, UpdateContactChannelError>>;
  /** DELETE /contact-channels/{userId}/{id}. */
  delete(): Promise<void>;
  /** Emails a verification link to `callbackUrl` (default urls.emailVerification). Errors: EMAIL_ALREADY_VERIFIED, USER_ID_DOES_NOT_EXIST. */
  sendVerificationEmail(options?: { readonly callbackUrl?: string }): Promise<Result<void, SendChannelVerificationError>>;
}

/**
 * A new email channel of a user; server access may create it verified.
 * @example
 * await user.createContactChannel({ value: 'ann@work.example', usedForAuth: false, isVerified: true });
 * @public
 */
export interface ServerContactChannelCreate {
  readonly value: string;
  readonly usedForAuth: boolean;
  readonly type?: 'email';
  readonly isPrimary?: boolean;
  readonly isVerified?: boolean;
}

/**
 * Any user of the project, seen with server access: the ServerUser entity's fields plus methods.
 * @example
 * const user = await server.getUser(userId);
 * await user?.update({ serverMetadata: { plan: 'pro' } });
 * const session = await user?.createSession();
 * @public
 */
export interface ServerUser extends ServerUserFields {
  /** PATCH /users/{id}. Errors: USER_NOT_FOUND, USER_EMAIL_ALREADY_EXISTS, TEAM_MEMBERSHIP_NOT_FOUND. */
  update(fields: ServerUserUpdate): Promise<Result<ServerUser, UpdateServerUserError>>;
  /** DELETE /users/{id}. Errors: USER_NOT_FOUND. */
  delete(): Promise<Result<void, DeleteServerUserError>>;
  /** POST /auth/sessions; `expiresInMillis` defaults to one year (31536000000). Errors: USER_ID_DOES_NOT_EXIST. */
  createSession(options?: { readonly expiresInMillis?: number }): Promise<Result<ServerUserSession, CreateSessionError>>;
  /** The provider's access token; null when the user has no such connection or it lacks a scope of `scope` (space separated). */
  getConnectedAccountAccessToken(providerId: string, options?: { readonly scope?: string }): Promise<string | null>;
  /** The OAuth accounts that allow connected-account use, oldest first; each `getAccessToken` asks for that account's token. */
  listConnectedAccounts(): Promise<ConnectedAccount[]>;
  /** One connected account by `{ provider, providerAccountId }`; null when the user has none such. */
  getConnectedAccount(account: ConnectedAccountRef): Promise<ConnectedAccount | null>;
  listContactChannels(): Promise<ServerContactChannel[]>;
  /** Errors: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE, USER_ID_DOES_NOT_EXIST. */
  createContactChannel(input: ServerContactChannelCreate): Promise<Result<ServerContactChannel, CreateContactChannelError>>;
  /** The teams this user is a member of, oldest first. */
  listTeams(): Promise<ServerTeam[]>;
  /** The user's permissions in `team`; `recursive` (default true) includes contained permissions. */
  listPermissions(team: IdRef, options?: { readonly recursive?: boolean }): Promise<TeamPermission[]>;
  /** Whether the user has `permissionId` in `team`, directly or through containment. */
  hasPermission(team: IdRef, permissionId: string): Promise<boolean>;
  /** Errors: TEAM_MEMBERSHIP_NOT_FOUND, PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE. */
  grantPermission(team: IdRef, permissionId: string): Promise<Result<void, GrantTeamPermissionError>>;
  /** Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_NOT_FOUND (not granted directly). */
  revokePermission(team: IdRef, permissionId: string): Promise<Result<void, RevokeTeamPermissionError>>;
  /** The permission (recursive) the user holds in `team`, or null. */
  getPermission(team: IdRef, permissionId: string): Promise<TeamPermission | null>;
  /** One of the user's teams by id; null when the user is not in it. */
  getTeam(teamId: string): Promise<ServerTeam | null>;
  /** POST /teams with this user as the creator. Errors: USER_NOT_FOUND. */
  createTeam(input: Omit<TeamCreate, 'creatorUserId'>): Promise<Result<ServerTeam, CreateServerTeamError>>;
  /** Removes the user from `team`. Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_NOT_FOUND. */
  leaveTeam(team: IdRef): Promise<Result<void, RemoveTeamMemberError>>;
  /**
   * The outstanding invitations sent to one of the user's verified emails (the official user.listTeamInvitations);
   * `accept()` joins the team as this user. Errors of accept: VERIFICATION_CODE_NOT_FOUND, TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.
   */
  listTeamInvitations(): Promise<ReceivedTeamInvitation[]>;
  /** The user's profile in `team`. Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_NOT_FOUND. */
  getTeamProfile(team: IdRef): Promise<Result<TeamMemberProfile, ServerMembershipError>>;
  /** Emails a verification link for the primary email. Errors: OperationNotAllowedError 'noPrimaryEmail', EMAIL_ALREADY_VERIFIED, USER_ID_DOES_NOT_EXIST. */
  sendVerificationEmail(options?: { readonly callbackUrl?: string }): Promise<Result<void, SendServerUserVerificationError>>;
  /** update({ displayName }). */
  setDisplayName(displayName: string | null): Promise<Result<ServerUser, UpdateServerUserError>>;
  /** update({ primaryEmail, primaryEmailVerified: verified }). */
  setPrimaryEmail(email: string | null, options?: { readonly verified?: boolean }): Promise<Result<ServerUser, UpdateServerUserError>>;
  /** update({ serverMetadata }). */
  setServerMetadata(metadata: JsonValue): Promise<Result<ServerUser, UpdateServerUserError>>;
  /** update({ clientReadOnlyMetadata }). */
  setClientReadOnlyMetadata(metadata: JsonValue): Promise<Result<ServerUser, UpdateServerUserError>>;
  /** update({ clientMetadata }). */
  setClientMetadata(metadata: JsonValue): Promise<Result<ServerUser, UpdateServerUserError>>;
  /** update({ selectedTeamId }); null clears it. Errors: as update (TEAM_MEMBERSHIP_NOT_FOUND). */
  setSelectedTeam(team: IdRef | null): Promise<Result<ServerUser, UpdateServerUserError>>;
  /** Sets or replaces the password (no old password with server access). Errors: PASSWORD_TOO_SHORT / _LONG (no request), USER_NOT_FOUND. */
  setPassword(input: { readonly password: string }): Promise<Result<ServerUser, SetServerPasswordError>>;
}

/**
 * One permission a member holds in a team (`server.listTeamMemberPermissions`), the official SDK's shape.
 * @example
 * const grants = await server.listTeamMemberPermissions(teamId, { recursive: true });
 * const admins = grants.filter((g) => g.permissionId === 'team_admin').map((g) => g.userId);
 * @public
 */
export interface TeamMemberPermission {
  readonly userId: string;
  readonly permissionId: string;
}

/**
 * A member of a team: the team-specific profile and the user behind it.
 * @example
 * const members = await team.listUsers();
 * if (members.ok) console.log(members.value.map((m) => m.user.primaryEmail));
 * @public
 */
export interface ServerTeamMember extends TeamMemberProfile {
  readonly user: ServerUser;
}

/**
 * Any team of the project, seen with server access: the ServerTeam entity's fields plus methods.
 * @example
 * const team = await server.getTeam(teamId);
 * await team?.addUser(userId);
 * await team?.grantPermission(userId, 'team_admin');
 * @public
 */
export interface ServerTeam extends ServerTeamFields {
  /** PATCH /teams/{id}. Errors: TEAM_NOT_FOUND. */
  update(fields: ServerTeamUpdate): Promise<Result<ServerTeam, ServerTeamError>>;
  /** DELETE /teams/{id}. Errors: TEAM_NOT_FOUND. */
  delete(): Promise<Result<void, ServerTeamError>>;
  /** POST /team-memberships/{team}/{user}. Errors: USER_NOT_FOUND, TEAM_NOT_FOUND, TEAM_MEMBERSHIP_ALREADY_EXISTS. */
  addUser(user: IdRef): Promise<Result<void, AddTeamMemberError>>;
  /** DELETE /team-memberships/{team}/{user}. Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_NOT_FOUND. */
  removeUser(user: IdRef): Promise<Result<void, RemoveTeamMemberError>>;
  /** The members in join order, with their users. Errors: TEAM_NOT_FOUND. */
  listUsers(): Promise<Result<ServerTeamMember[], ServerTeamError>>;
  /** Errors: TEAM_MEMBERSHIP_NOT_FOUND, PERMISSION_NOT_FOUND, WRONG_PERMISSION_SCOPE. */
  grantPermission(user: IdRef, permissionId: string): Promise<Result<void, GrantTeamPermissionError>>;
  /** Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_NOT_FOUND. */
  revokePermission(user: IdRef, permissionId: string): Promise<Result<void, RevokeTeamPermissionError>>;
  /** Emails an invitation (no user needed) linking to `callbackUrl` (default urls.teamInvitation, made absolute). Errors: TEAM_NOT_FOUND. */
  inviteUser(input: { readonly email: string; readonly callbackUrl?: string }): Promise<Result<void, ServerTeamError>>;
  /** Outstanding invitations. Errors: TEAM_NOT_FOUND. */
  listInvitations(): Promise<Result<TeamInvitation[], ServerTeamError>>;
  /** Errors: TEAM_NOT_FOUND, VERIFICATION_CODE_NOT_FOUND (used, expired or already revoked). */
  revokeInvitation(invitationId: string): Promise<Result<void, RevokeTeamInvitationError>>;
}
