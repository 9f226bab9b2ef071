/**
 * ServerUserAccount: the account half of a ServerUser's methods — update and delete, and the official SDK's
 * one-field conveniences over update (setDisplayName, setPrimaryEmail, the metadata setters, setSelectedTeam,
 * setPassword). ServerUserTeams and ServerUserObject extend it, so each class keeps a small set of members while
 * the object has the official flat names.
 */
import type { JsonValue } from '../../domain/entities/json-value';
import type { ServerUser as ServerUserFields, ServerUserUpdate } from '../../domain/entities/user';
import type { Result } from '../../domain/shared/result';
import { checkPassword } from '../core/code-input';
import { TEAMS_KEY, USERS_KEY } from '../core/keys';
import { serverMutation } from './server-mutation';
import {
  DELETE_USER_ERRORS, UPDATE_USER_ERRORS, type DeleteServerUserError, type SetServerPasswordError, type UpdateServerUserError,
} from './server-user.errors';
import type { ServerObjectDeps } from './server-object-deps';
import type { IdRef, ServerUser } from './server-objects';
import { refId } from '../core/arguments';
import { checkInput } from '../core/input-fields';

export class ServerUserAccount {
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

  setDisplayName(displayName: string | null): Promise<Result<ServerUser, UpdateServerUserError>> {
    return this.update({ displayName });
  }

  /** `verified` marks the new address verified (or not); left out, the server keeps its rule. */
  async setPrimaryEmail(email: string | null, options: { readonly verified?: boolean } = {}): Promise<Result<ServerUser, UpdateServerUserError>> {
    checkInput('options', options);
    return this.update(options.verified === undefined ? { primaryEmail: email } : { primaryEmail: email, primaryEmailVerified: options.verified });
  }

  setServerMetadata(metadata: JsonValue): Promise<Result<ServerUser, UpdateServerUserError>> {
    return this.update({ serverMetadata: metadata });
  }

  setClientReadOnlyMetadata(metadata: JsonValue): Promise<Result<ServerUser, UpdateServerUserError>> {
    return this.update({ clientReadOnlyMetadata: metadata });
  }

  setClientMetadata(metadata: JsonValue): Promise<Result<ServerUser, UpdateServerUserError>> {
    return this.update({ clientMetadata: metadata });
  }

  /** A team (or its id) the user is a member of; null clears the selection. Errors: as update (TEAM_MEMBERSHIP_NOT_FOUND). */
  async setSelectedTeam(team: IdRef | null): Promise<Result<ServerUser, UpdateServerUserError>> {
    return this.update({ selectedTeamId: team === null ? null : refId('team', team) });
  }

  /** Sets (or replaces) the password, with server access: no old password needed. PASSWORD_TOO_SHORT / _LONG before any request. */
  async setPassword(input: { readonly password: string }): Promise<Result<ServerUser, SetServerPasswordError>> {
    checkInput('input', input, ['password']);
    const policy = checkPassword(input.password);
    return policy.ok ? this.update({ password: input.password }) : policy;
  }
}
