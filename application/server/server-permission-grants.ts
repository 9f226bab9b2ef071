/** grantTeamPermission / revokeTeamPermission: shared by ServerUser and ServerTeam, since the grant is the same call whichever side names it. */
import type { Result } from '../../domain/shared/result';
import { serverKeys } from '../core/keys';
import { serverMutation } from './server-mutation';
import {
  GRANT_PERMISSION_ERRORS, REVOKE_PERMISSION_ERRORS, type GrantTeamPermissionError, type RevokeTeamPermissionError,
} from './server-team.errors';
import type { ServerObjectDeps } from './server-object-deps';

/** POST /team-permissions/{team}/{user}/{permission}; the team's cached permission reads go stale. */
export function grantTeamPermission(deps: ServerObjectDeps, teamId: string, userId: string, permissionId: string): Promise<Result<void, GrantTeamPermissionError>> {
  return serverMutation(deps.endpoints.members.grant(teamId, userId, permissionId), GRANT_PERMISSION_ERRORS,
    () => deps.ctx.afterMutation(serverKeys.permissions(teamId)), () => undefined);
}

/** DELETE /team-permissions/{team}/{user}/{permission}. */
export function revokeTeamPermission(deps: ServerObjectDeps, teamId: string, userId: string, permissionId: string): Promise<Result<void, RevokeTeamPermissionError>> {
  return serverMutation(deps.endpoints.members.revoke(teamId, userId, permissionId), REVOKE_PERMISSION_ERRORS,
    () => deps.ctx.afterMutation(serverKeys.permissions(teamId)), () => undefined);
}
