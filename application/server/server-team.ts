/**
 * ServerTeamObject: the methods of a ServerTeam — update, delete, members (add, remove, list with their users),
 * member permissions and invitations, with server access (no team permission checks apply, protocol §5.7).
 */
import type { ServerTeam as ServerTeamFields, ServerTeamUpdate } from '../../domain/entities/team';
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { Result } from '../../domain/shared/result';
import { serverKeys, teamKey, TEAMS_KEY, USERS_KEY } from '../core/keys';
import { serverMutation } from './server-mutation';
import {
  ADD_MEMBER_ERRORS, REMOVE_MEMBER_ERRORS, REVOKE_INVITATION_ERRORS, TEAM_ERRORS,
  type AddTeamMemberError, type GrantTeamPermissionError, type RemoveTeamMemberError, type RevokeTeamInvitationError,
  type RevokeTeamPermissionError, type ServerTeamError,
} from './server-team.errors';
import { expectErrors } from '../core/expect-errors';
import type { ServerObjectDeps } from './server-object-deps';
import type { IdRef, ServerTeam, ServerTeamMember } from './server-objects';
import { grantTeamPermission, revokeTeamPermission } from './server-permission-grants';
import { requiredCallbackUrl } from '../redirects/callback-urls';
import { checkId, refId } from '../core/arguments';
import { checkInput } from '../core/input-fields';

/** Methods only: the factory assigns the entity's fields onto the instance, so the object is fields + methods. */
export class ServerTeamObject implements Omit<ServerTeam, keyof ServerTeamFields> {
  readonly #teamId: string;
  readonly #deps: ServerObjectDeps;

  constructor(fields: ServerTeamFields, deps: ServerObjectDeps) {
    this.#teamId = fields.id;
    this.#deps = deps;
  }

  async update(fields: ServerTeamUpdate): Promise<Result<ServerTeam, ServerTeamError>> {
    checkInput('fields', fields);
    const { endpoints, build } = this.#deps;
    // Users embed their selected team: their cached reads go stale too.
    return serverMutation(endpoints.teams.update(this.#teamId, fields), TEAM_ERRORS, () => this.#staleAll(), (t) => build.team(t));
  }

  delete(): Promise<Result<void, ServerTeamError>> {
    return serverMutation(this.#deps.endpoints.teams.delete(this.#teamId), TEAM_ERRORS, () => this.#staleAll(), () => undefined);
  }

  async addUser(user: IdRef): Promise<Result<void, AddTeamMemberError>> {
    return serverMutation(this.#deps.endpoints.members.add(this.#teamId, refId('user', user, 'user id')), ADD_MEMBER_ERRORS, () => this.#staleAll(), () => undefined);
  }

  async removeUser(user: IdRef): Promise<Result<void, RemoveTeamMemberError>> {
    return serverMutation(this.#deps.endpoints.members.remove(this.#teamId, refId('user', user, 'user id')), REMOVE_MEMBER_ERRORS, () => this.#staleAll(), () => undefined);
  }

  async listUsers(): Promise<Result<ServerTeamMember[], ServerTeamError>> {
    const { endpoints, ctx, build } = this.#deps;
    const read = ctx.cache.read(serverKeys.members(this.#teamId), () => endpoints.members.profiles(this.#teamId));
    const result = await expectErrors(read, TEAM_ERRORS);
    if (!result.ok) return result;
    return { ok: true, value: result.value.map((p) => ({ ...p, user: build.user(p.user) })) };
  }

  async grantPermission(user: IdRef, permissionId: string): Promise<Result<void, GrantTeamPermissionError>> {
    const userId = refId('user', user, 'user id');
    checkId('permissionId', permissionId);
    return grantTeamPermission(this.#deps, this.#teamId, userId, permissionId);
  }

  async revokePermission(user: IdRef, permissionId: string): Promise<Result<void, RevokeTeamPermissionError>> {
    const userId = refId('user', user, 'user id');
    checkId('permissionId', permissionId);
    return revokeTeamPermission(this.#deps, this.#teamId, userId, permissionId);
  }

  async inviteUser(input: { readonly email: string; readonly callbackUrl?: string }): Promise<Result<void, ServerTeamError>> {
    checkInput('input', input, ['email']);
    const { endpoints, ctx } = this.#deps;
    const callbackUrl = requiredCallbackUrl(ctx, 'teamInvitation', input.callbackUrl);
    return serverMutation(endpoints.invitations.send(this.#teamId, input.email, callbackUrl), TEAM_ERRORS,
      () => ctx.afterMutation(serverKeys.invitations(this.#teamId)), () => undefined);
  }

  listInvitations(): Promise<Result<TeamInvitation[], ServerTeamError>> {
    const { endpoints, ctx } = this.#deps;
    return expectErrors(ctx.cache.read(serverKeys.invitations(this.#teamId), () => endpoints.invitations.list(this.#teamId)), TEAM_ERRORS);
  }

  async revokeInvitation(invitationId: string): Promise<Result<void, RevokeTeamInvitationError>> {
    checkId('invitationId', invitationId);
    const { endpoints, ctx } = this.#deps;
    return serverMutation(endpoints.invitations.revoke(this.#teamId, invitationId), REVOKE_INVITATION_ERRORS,
      () => ctx.afterMutation(serverKeys.invitations(this.#teamId)), () => undefined);
  }

  /** Memberships and team fields show up in team lists, member lists, users' selectedTeam and the client's own team reads. */
  #staleAll(): void {
    this.#deps.ctx.afterMutation(TEAMS_KEY, USERS_KEY, teamKey(this.#teamId));
  }
}
