/** Granted project permissions: list (direct or recursive), grant, revoke (protocol §2.14, project scope). */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { created, list, success } from '../http/respond';
import { ALL_ACCESS, defineRoute, SERVER_ACCESS } from '../http/route';
import { CREATE_BODY } from '../teams/create-body';
import { queryBoolean, userIdOrMe } from '../http/schemas';
import type { EmulatorCore } from '../core';
import type { ProjectRecord } from '../state/records';
import { findUser } from '../state/users';
import { assertPermissionIds, permissionId } from '../teams/permission-ids';
import { compareStrings, requirePermissionInScope } from '../teams/permission-grants';
import { effectiveIds, PROJECT_SCOPE } from '../teams/permission-scope';

const CLIENT_OWN_ONLY = 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user';
const params = z.strictObject({ user_id: userIdOrMe, permission_id: permissionId });

function projectPermissionIds(core: EmulatorCore, project: ProjectRecord, userId: string, recursive: boolean): string[] {
  const direct = core.state.projectPermissionGrants.filter((g) => g.projectId === project.id && g.userId === userId).map((g) => g.permissionId);
  return effectiveIds(project, PROJECT_SCOPE, direct, recursive);
}

function requireUserIn(core: EmulatorCore, project: ProjectRecord, userId: string): void {
  if (findUser(core, project.id, userId) === undefined) throw known('USER_NOT_FOUND');
}

export const projectPermissionRoutes = [
  defineRoute({
    method: 'GET', path: '/project-permissions', access: ALL_ACCESS,
    query: z.strictObject({ user_id: userIdOrMe.optional(), permission_id: permissionId.optional(), recursive: queryBoolean.optional() }),
    handler: ({ core, query, requireAuth, requireUser, resolveUserId, schemaError }) => {
      assertPermissionIds(schemaError, { any: [query.permission_id] });
      const { project, type } = requireAuth();
      const userId = query.user_id === undefined ? undefined : resolveUserId(query.user_id);
      if (type === 'client' && userId !== requireUser('me').id) throw statusError(403, CLIENT_OWN_ONLY);
      const users = Object.values(core.state.users).filter((u) => u.projectId === project.id && (userId === undefined || u.id === userId));
      const items = users.flatMap((u) => projectPermissionIds(core, project, u.id, query.recursive === true)
        .filter((id) => query.permission_id === undefined || id === query.permission_id)
        .map((id) => ({ id, user_id: u.id })));
      return list(items.sort((a, b) => compareStrings(a.user_id, b.user_id) || compareStrings(a.id, b.id)));
    },
  }),
  defineRoute({
    method: 'POST', path: '/project-permissions/{user_id}/{permission_id}', access: SERVER_ACCESS, params, body: CREATE_BODY,
    handler: ({ core, params: p, requireAuth, resolveUserId, schemaError }) => {
      assertPermissionIds(schemaError, { any: [p.permission_id] });
      const { project } = requireAuth();
      const userId = resolveUserId(p.user_id);
      requireUserIn(core, project, userId);
      requirePermissionInScope(project, PROJECT_SCOPE, p.permission_id);
      const grants = core.state.projectPermissionGrants;
      if (!grants.some((g) => g.userId === userId && g.permissionId === p.permission_id)) {
        grants.push({ projectId: project.id, userId, permissionId: p.permission_id });
      }
      return created({ id: p.permission_id, user_id: userId });
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/project-permissions/{user_id}/{permission_id}', access: SERVER_ACCESS, params,
    handler: ({ core, params: p, requireAuth, resolveUserId, schemaError }) => {
      assertPermissionIds(schemaError, { any: [p.permission_id] });
      const { project } = requireAuth();
      const userId = resolveUserId(p.user_id);
      requireUserIn(core, project, userId);
      const direct = (g: { userId: string; permissionId: string }): boolean => g.userId === userId && g.permissionId === p.permission_id;
      // The catalogue has no project twin of TEAM_PERMISSION_NOT_FOUND; an ungranted id is "not found".
      if (!core.state.projectPermissionGrants.some(direct)) throw known('PERMISSION_NOT_FOUND', { permission_id: p.permission_id });
      core.state.projectPermissionGrants = core.state.projectPermissionGrants.filter((g) => !direct(g));
      return success();
    },
  }),
];
