/**
 * ServerUserTeams: the team half of a ServerUser's methods — the user's teams (list, get, create with the user as
 * creator, leave), invitations sent to the user (and accepting them), the user's profile in a team, and team permissions (list, has, get,
 * grant, revoke), with server access. Extends ServerUserAccount; ServerUserObject extends it (see there).
 */
import type { TeamCreate } from '../../domain/entities/team';
import type { TeamPermission } from '../../domain/entities/permission';
import { ReceivedTeamInvitation, type InvitationAcceptor } from '../teams/received-team-invitation';
import { ACCEPT_INVITATION_ERRORS } from '../teams/team.errors';
import type { TeamMemberProfile } from '../../domain/entities/team-member-profile';
import type { ServerUser as ServerUserFields } from '../../domain/entities/user';
import type { Result } from '../../domain/shared/result';
import { serverKeys, TEAMS_KEY, USERS_KEY } from '../core/keys';
import { serverMutation } from './server-mutation';
import {
  CREATE_TEAM_ERRORS, MEMBERSHIP_ERRORS, REMOVE_MEMBER_ERRORS,
  type CreateServerTeamError, type GrantTeamPermissionError, type RemoveTeamMemberError, type RevokeTeamPermissionError,
  type ServerMembershipError,
} from './server-team.errors';
import { expectErrors } from '../core/expect-errors';
import type { ServerObjectDeps } from './server-object-deps';
import type { IdRef, ServerTeam } from './server-objects';
import { grantTeamPermission, revokeTeamPermission } from './server-permission-grants';
import { ServerUserAccount } from './server-user-account';
import { checkId, checkString, refId } from '../core/arguments';
import { checkInput } from '../core/input-fields';

export class ServerUserTeams extends ServerUserAccount {
  readonly #userId: string;
  readonly #deps: ServerObjectDeps;

  constructor(fields: ServerUserFields, deps: ServerObjectDeps) {
    super(fields, deps);
    this.#userId = fields.id;
    this.#deps = deps;
  }

  async listTeams(): Promise<ServerTeam[]> {
    const { endpoints, ctx, build } = this.#deps;
    const teams = await ctx.cache.read(serverKeys.teamList(this.#userId), () => endpoints.teams.list(this.#userId));
    return teams.map((t) => build.team(t));
  }

  /** One of the user's teams by id; null when the user is not in it (or there is no such team). */
  async getTeam(teamId: string): Promise<ServerTeam | null> {
    checkId('teamId', teamId);
    return (await this.listTeams()).find((team) => team.id === teamId) ?? null;
  }

  /** POST /teams with this user as the creator (a member with the creator default permissions). Errors: USER_NOT_FOUND. */
  async createTeam(input: Omit<TeamCreate, 'creatorUserId'>): Promise<Result<ServerTeam, CreateServerTeamError>> {
    checkInput('input', input, ['displayName']);
    const { endpoints, ctx, build } = this.#deps;
    // Spread first: a creatorUserId in `input` (plain JavaScript) cannot name another creator.
    return serverMutation(endpoints.teams.create({ ...input, creatorUserId: this.#userId }), CREATE_TEAM_ERRORS,
      () => ctx.afterMutation(TEAMS_KEY, USERS_KEY), (t) => build.team(t));
  }

  /** DELETE /team-memberships/{team}/{user}. Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_NOT_FOUND. */
  async leaveTeam(team: IdRef): Promise<Result<void, RemoveTeamMemberError>> {
    const teamId = refId('team', team);
    const { endpoints, ctx } = this.#deps;
    return serverMutation(endpoints.members.remove(teamId, this.#userId), REMOVE_MEMBER_ERRORS,
      () => ctx.afterUserMutation(TEAMS_KEY, USERS_KEY), () => undefined);
  }

  /**
   * GET /team-invitations?user_id=: the outstanding invitations sent to one of the user's verified emails (always
   * fetched), each with accept() for this user.
   */
  async listTeamInvitations(): Promise<ReceivedTeamInvitation[]> {
    const { endpoints, ctx } = this.#deps;
    const acceptor: InvitationAcceptor = {
      acceptInvitation: (invitationId) => serverMutation(endpoints.invitations.accept(invitationId, this.#userId), ACCEPT_INVITATION_ERRORS,
        () => ctx.afterUserMutation(TEAMS_KEY, USERS_KEY), () => undefined),
    };
    return (await endpoints.invitations.listReceived(this.#userId)).map((invitation) => new ReceivedTeamInvitation(invitation, acceptor));
  }

  /** The user's profile in `team` (its display name and image there). Errors: TEAM_MEMBERSHIP_NOT_FOUND, TEAM_NOT_FOUND. */
  async getTeamProfile(team: IdRef): Promise<Result<TeamMemberProfile, ServerMembershipError>> {
    const teamId = refId('team', team);
    const { endpoints, ctx } = this.#deps;
    return expectErrors(ctx.cache.read([...serverKeys.members(teamId), this.#userId], () => endpoints.members.profile(teamId, this.#userId)), MEMBERSHIP_ERRORS);
  }

  /** The user's permissions in `team`; `recursive` (default true) includes contained permissions. */
  async listPermissions(team: IdRef, options: { readonly recursive?: boolean } = {}): Promise<TeamPermission[]> {
    const teamId = refId('team', team);
    checkInput('options', options);
    const recursive = options.recursive ?? true;
    const { endpoints, ctx } = this.#deps;
    return ctx.cache.read(serverKeys.permissions(teamId, this.#userId, recursive),
      () => endpoints.members.permissions({ teamId, userId: this.#userId, recursive }));
  }

  /** Whether the user has `permissionId` in `team`, directly or through containment. */
  async hasPermission(team: IdRef, permissionId: string): Promise<boolean> {
    return (await this.getPermission(team, permissionId)) !== null;
  }

  /** The permission (recursive), or null when the user does not hold it in `team`. */
  async getPermission(team: IdRef, permissionId: string): Promise<TeamPermission | null> {
    checkString('permissionId', permissionId);
    return (await this.listPermissions(team)).find((p) => p.id === permissionId) ?? null;
  }

  async grantPermission(team: IdRef, permissionId: string): Promise<Result<void, GrantTeamPermissionError>> {
    const teamId = refId('team', team);
    checkId('permissionId', permissionId);
    return grantTeamPermission(this.#deps, teamId, this.#userId, permissionId);
  }

  async revokePermission(team: IdRef, permissionId: string): Promise<Result<void, RevokeTeamPermissionError>> {
    const teamId = refId('team', team);
    checkId('permissionId', permissionId);
    return revokeTeamPermission(this.#deps, teamId, this.#userId, permissionId);
  }
}
