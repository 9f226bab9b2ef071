/** Team memberships: server add, leave / remove (protocol §2.12). */
import * as z from 'zod';
import { known } from '../http/errors';
import { created, success } from '../http/respond';
import { ALL_ACCESS, defineRoute, SERVER_ACCESS } from '../http/route';
import { CREATE_BODY } from '../teams/create-body';
import { userIdOrMe } from '../http/schemas';
import { addTeamMember } from '../state/teams';
import { findUser } from '../state/users';
import { findMembership, requireMembership, requireTeam, requireTeamPermission } from '../teams/team-access';
import { assertDefaultsGrantable } from '../teams/permission-grants';
import { TEAM_SCOPE } from '../teams/permission-scope';
import { removeMembership } from '../teams/team-cascade';

const params = z.strictObject({ team_id: z.uuid(), user_id: userIdOrMe });

export const teamMembershipRoutes = [
  defineRoute({
    method: 'POST', path: '/team-memberships/{team_id}/{user_id}', access: SERVER_ACCESS, params, body: CREATE_BODY,
    handler: ({ core, params: p, requireAuth, resolveUserId }) => {
      const { project } = requireAuth();
      const userId = resolveUserId(p.user_id);
      if (findUser(core, project.id, userId) === undefined) throw known('USER_NOT_FOUND');
      const team = requireTeam(core, project.id, p.team_id);
      if (findMembership(core, project.id, team.id, userId) !== undefined) throw known('TEAM_MEMBERSHIP_ALREADY_EXISTS');
      assertDefaultsGrantable(project, TEAM_SCOPE, project.config.teamMemberDefaultPermissions);
      addTeamMember(core, team, userId, project.config.teamMemberDefaultPermissions);
      return created({ team_id: team.id, user_id: userId });
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/team-memberships/{team_id}/{user_id}', access: ALL_ACCESS, params,
    handler: (ctx) => {
      const { project, type } = ctx.requireAuth();
      const userId = ctx.resolveUserId(ctx.params.user_id);
      // Leaving is always allowed; removing someone else needs $remove_members (actor checked first).
      if (type === 'client' && userId !== ctx.requireUser('me').id) requireTeamPermission(ctx, ctx.params.team_id, ['$remove_members']);
      requireMembership(ctx.core, project.id, ctx.params.team_id, userId);
      removeMembership(ctx.core, ctx.params.team_id, userId);
      return success();
    },
  }),
];
