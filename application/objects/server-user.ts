/**
 * ServerUserObject: the methods of a ServerUser — update, delete, sessions, provider tokens, contact channels,
 * teams and team permissions of any user, with server access. Reads go through the cache seam; writes stale it.
 */
import type { TeamPermission } from '../../domain/entities/permission';
import type { ServerUser as ServerUserFields, ServerUserUpdate } from '../../domain/entities/user';
import type { Result } from '../../domain/shared/result';
import type { ServerUserSession } from '../endpoints/server-user-access.endpoints';
import { CHANNELS_KEY, serverKeys, TEAMS_KEY, USERS_KEY } from '../services/server-cache-keys';
import { serverMutation } from '../services/server-mutation';
import type { GrantTeamPermissionError, RevokeTeamPermissionError } from '../services/server-team.errors';
import {
  CREATE_CONTACT_CHANNEL_ERRORS, CREATE_SESSION_ERRORS, DELETE_USER_ERRORS, NO_ACCESS_TOKEN_ERRORS, UPDATE_USER_ERRORS,
  type CreateContactChannelError, type CreateSessionError, type DeleteServerUserError, type UpdateServerUserError,
} from '../services/server-user.errors';
import { expectErrors } from '../shared/expect-errors';
import type { ServerObjectDeps } from './server-object-deps';
import { grantTeamPermission, revokeTeamPermission } from './server-permission-grants';
import type { IdRef, ServerContactChannel, ServerContactChannelCreate, ServerTeam, ServerUser } from './server-objects';
import { checkId, checkString, refId } from '../shared/arguments';
import { checkInput } from '../shared/input-fields';

/** Spec §9: a server-created session lasts one year unless told otherwise. */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

/** Methods only: the factory assigns the entity's fields onto the instance, so the object is fields + methods. */
export class ServerUserObject implements Omit<ServerUser, keyof ServerUserFields> {
  readonly #userId: string;
  readonly #deps: ServerObjectDeps;

  constructor(fields: ServerUserFields, deps: ServerObjectDeps) {
    this.#userId = fields.id;
    this.#deps = deps;
  }

  async update(fields: ServerUserUpdate): Promise<Result<ServerUser, UpdateServerUserError>> {
    checkInput('fields', fields);
    const { endpoints, ctx, build } = this.#deps;
    // Teams embed users (member profiles) and this may be the signed-in user: stale both, refresh the claims.
    return serverMutation(endpoints.users.update(this.#userId, fields), UPDATE_USER_ERRORS,
      () => ctx.afterUserMutation(USERS_KEY, TEAMS_KEY), (u) => build.user(u));
  }

  delete(): Promise<Result<void, DeleteServerUserError>> {
    const { endpoints, ctx } = this.#deps;
    return serverMutation(endpoints.users.delete(this.#userId), DELETE_USER_ERRORS, () => ctx.afterUserMutation(USERS_KEY, TEAMS_KEY), () => undefined);
  }

  async createSession(options: { readonly expiresInMillis?: number } = {}): Promise<Result<ServerUserSession, CreateSessionError>> {
    checkInput('options', options);
    const expiresIn = options.expiresInMillis ?? DEFAULT_SESSION_EXPIRY_MS;
    return expectErrors(this.#deps.endpoints.access.createSession(this.#userId, expiresIn), CREATE_SESSION_ERRORS);
  }

  async getConnectedAccountAccessToken(providerId: string, options: { readonly scope?: string } = {}): Promise<string | null> {
    checkString('providerId', providerId);
    checkInput('options', options);
    const result = await expectErrors(this.#deps.endpoints.access.connectedAccountAccessToken(this.#userId, providerId, options.scope), NO_ACCESS_TOKEN_ERRORS);
    return result.ok ? result.value : null;
  }

  async listContactChannels(): Promise<ServerContactChannel[]> {
    const { endpoints, ctx, build } = this.#deps;
    const channels = await ctx.cache.read(serverKeys.contactChannels(this.#userId), () => endpoints.channels.list(this.#userId));
    return channels.map((c) => build.channel(c));
  }

  async createContactChannel(input: ServerContactChannelCreate): Promise<Result<ServerContactChannel, CreateContactChannelError>> {
    checkInput('input', input, ['value', 'usedForAuth']);
    const { endpoints, ctx, build } = this.#deps;
    return serverMutation(endpoints.channels.create({ ...input, type: input.type ?? 'email', userId: this.#userId }), CREATE_CONTACT_CHANNEL_ERRORS,
      () => ctx.afterUserMutation(USERS_KEY, CHANNELS_KEY), (c) => build.channel(c));
  }

  async listTeams(): Promise<ServerTeam[]> {
    const { endpoints, ctx, build } = this.#deps;
    const teams = await ctx.cache.read(serverKeys.teamList(this.#userId), () => endpoints.teams.list(this.#userId));
    return teams.map((t) => build.team(t));
  }

  async listPermissions(team: IdRef, options: { readonly recursive?: boolean } = {}): Promise<TeamPermission[]> {
    const teamId = refId('team', team);
    checkInput('options', options);
    const recursive = options.recursive ?? true;
    const { endpoints, ctx } = this.#deps;
    return ctx.cache.read(serverKeys.permissions(teamId, this.#userId, recursive),
      () => endpoints.members.permissions({ teamId, userId: this.#userId, recursive }));
  }

  async hasPermission(team: IdRef, permissionId: string): Promise<boolean> {
    checkString('permissionId', permissionId);
    return (await this.listPermissions(team)).some((p) => p.id === permissionId);
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

