/** Granted team permissions: list (direct or recursive), grant, revoke (protocol §2.14). */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { created, list, success } from '../http/respond';
import { ALL_ACCESS, defineRoute, SERVER_ACCESS } from '../http/route';
import { CREATE_BODY } from '../teams/create-body';
import { queryBoolean, userIdOrMe } from '../http/schemas';
import { assertPermissionIds, permissionId } from '../teams/permission-ids';
import { compareStrings, requirePermissionInScope } from '../teams/permission-grants';
import { TEAM_SCOPE } from '../teams/permission-scope';
import { requireMembership, teamPermissionIds } from '../teams/team-access';

const CLIENT_OWN_ONLY = 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user';
const params = z.strictObject({ team_id: z.uuid(), user_id: userIdOrMe, permission_id: permissionId });

interface Granted { id: string; user_id: string; team_id: string }

const byTeamUserId = (a: Granted, b: Granted): number =>
  compareStrings(a.team_id, b.team_id) || compareStrings(a.user_id, b.user_id) || compareStrings(a.id, b.id);

export const teamPermissionRoutes = [
  defineRoute({
    method: 'GET', path: '/team-permissions', access: ALL_ACCESS,
    query: z.strictObject({
      team_id: z.uuid().optional(), user_id: userIdOrMe.optional(), permission_id: permissionId.optional(), recursive: queryBoolean.optional(),
    }),
    handler: ({ core, query, requireAuth, requireUser, resolveUserId, schemaError }) => {
      assertPermissionIds(schemaError, { any: [query.permission_id] });
      const { project, type } = requireAuth();
      const userId = query.user_id === undefined ? undefined : resolveUserId(query.user_id);
      if (type === 'client' && userId !== requireUser('me').id) throw statusError(403, CLIENT_OWN_ONLY);
      const items: Granted[] = [];
      for (const m of Object.values(core.state.teamMemberships)) {
        if (m.projectId !== project.id || (query.team_id !== undefined && m.teamId !== query.team_id)) continue;
        if (userId !== undefined && m.userId !== userId) continue;
        for (const id of teamPermissionIds(core, project, m.teamId, m.userId, query.recursive === true)) {
          if (query.permission_id === undefined || id === query.permission_id) items.push({ id, user_id: m.userId, team_id: m.teamId });
        }
      }
      return list(items.sort(byTeamUserId));
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-permissions/{team_id}/{user_id}/{permission_id}', access: SERVER_ACCESS, params, body: CREATE_BODY,
    handler: ({ core, params: p, requireAuth, resolveUserId, schemaError }) => {
      assertPermissionIds(schemaError, { any: [p.permission_id] });
      const { project } = requireAuth();
      const userId = resolveUserId(p.user_id);
      requireMembership(core, project.id, p.team_id, userId);
      requirePermissionInScope(project, TEAM_SCOPE, p.permission_id);
      const grants = core.state.teamPermissionGrants;
      if (!grants.some((g) => g.teamId === p.team_id && g.userId === userId && g.permissionId === p.permission_id)) {
        grants.push({ projectId: project.id, teamId: p.team_id, userId, permissionId: p.permission_id });
      }
      return created({ id: p.permission_id, user_id: userId, team_id: p.team_id });
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/team-permissions/{team_id}/{user_id}/{permission_id}', access: SERVER_ACCESS, params,
    handler: ({ core, params: p, requireAuth, resolveUserId, schemaError }) => {
      assertPermissionIds(schemaError, { any: [p.permission_id] });
      const { project } = requireAuth();
      const userId = resolveUserId(p.user_id);
      requireMembership(core, project.id, p.team_id, userId);
      const direct = (g: { teamId: string; userId: string; permissionId: string }): boolean =>
        g.teamId === p.team_id && g.userId === userId && g.permissionId === p.permission_id;
      if (!core.state.teamPermissionGrants.some(direct)) {
        throw known('TEAM_PERMISSION_NOT_FOUND', { team_id: p.team_id, user_id: userId, permission_id: p.permission_id });
      }
      core.state.teamPermissionGrants = core.state.teamPermissionGrants.filter((g) => !direct(g));
      return success();
    },
  }),
];
