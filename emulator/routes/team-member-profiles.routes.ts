/** Team member profiles: list, read, update own (protocol §2.13). */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { json, list } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import type { TeamMembershipRecord } from '../state/records';
import { findUser } from '../state/users';
import { requireMembership, requireTeam, requireTeamPermission, type AccessContext } from '../teams/team-access';
import { memberProfileJson } from '../teams/team-view';

const params = z.strictObject({ team_id: z.uuid(), user_id: userIdOrMe });

/** Client: own profile needs membership only; anyone else's needs `$read_members` (§5.7). */
function checkClientRead(ctx: AccessContext, teamId: string, targetId: string | undefined): void {
  const { project, type } = ctx.requireAuth();
  if (type !== 'client') return;
  const self = ctx.requireUser('auth');
  if (targetId === self.id) requireMembership(ctx.core, project.id, teamId, self.id);
  else requireTeamPermission(ctx, teamId, '$read_members');
}

export const teamMemberProfileRoutes = [
  defineRoute({
    method: 'GET', path: '/team-member-profiles', access: ALL_ACCESS,
    query: z.strictObject({ team_id: z.uuid().optional(), user_id: userIdOrMe.optional() }),
    handler: (ctx) => {
      const { core, query } = ctx;
      const { project, type } = ctx.requireAuth();
      const userId = query.user_id === undefined ? undefined : ctx.resolveUserId(query.user_id);
      if (type === 'client') {
        if (query.team_id === undefined) throw statusError(400, 'team_id is required for access type client');
        checkClientRead(ctx, query.team_id, userId);
      } else {
        if (query.team_id !== undefined) requireTeam(core, project.id, query.team_id);
        if (userId !== undefined && findUser(core, project.id, userId) === undefined) throw known('USER_NOT_FOUND');
      }
      const members = Object.values(core.state.teamMemberships).filter((m: TeamMembershipRecord) =>
        m.projectId === project.id && (query.team_id === undefined || m.teamId === query.team_id) && (userId === undefined || m.userId === userId));
      return list(members.sort((a, b) => a.createdAt - b.createdAt).map((m) => memberProfileJson(core, type, m)));
    },
  }),
  defineRoute({
    method: 'GET', path: '/team-member-profiles/{team_id}/{user_id}', access: ALL_ACCESS, params,
    handler: (ctx) => {
      const { project, type } = ctx.requireAuth();
      const userId = ctx.resolveUserId(ctx.params.user_id);
      checkClientRead(ctx, ctx.params.team_id, userId);
      return json(memberProfileJson(ctx.core, type, requireMembership(ctx.core, project.id, ctx.params.team_id, userId)));
    },
  }),
  defineRoute({
    method: 'PATCH', path: '/team-member-profiles/{team_id}/{user_id}', access: ALL_ACCESS, params,
    body: z.strictObject({ display_name: z.string().nullable().optional(), profile_image_url: z.string().nullable().optional() }),
    handler: ({ core, params: p, body, requireAuth, requireUser, resolveUserId }) => {
      const { project, type } = requireAuth();
      const userId = resolveUserId(p.user_id);
      if (type === 'client' && userId !== requireUser('auth').id) throw statusError(403, 'Cannot update another user\'s profile');
      const membership = requireMembership(core, project.id, p.team_id, userId);
      if (body.display_name !== undefined) membership.displayName = body.display_name;
      if (body.profile_image_url !== undefined) membership.profileImageUrl = body.profile_image_url;
      return json(memberProfileJson(core, type, membership));
    },
  }),
];
