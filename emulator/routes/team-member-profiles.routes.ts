/** Team member profiles: list, read, update own (protocol §2.13), with the service's order of checks. */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { json, list } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import type { TeamMembershipRecord } from '../state/records';
import { findUser } from '../state/users';
import { requireMembership, requireTeam, requireTeamPermission } from '../teams/team-access';
import { assertStorableImage, imageUrl } from '../teams/team-image';
import { serviceString } from '../teams/service-string';
import { memberProfileJson } from '../teams/team-view';

const params = z.strictObject({ team_id: z.uuid(), user_id: userIdOrMe });

export const teamMemberProfileRoutes = [
  defineRoute({
    method: 'GET', path: '/team-member-profiles', access: ALL_ACCESS,
    query: z.strictObject({ team_id: z.uuid().optional(), user_id: userIdOrMe.optional() }),
    handler: (ctx) => {
      const { core, query } = ctx;
      const { project, type } = ctx.requireAuth();
      const userId = query.user_id === undefined ? undefined : ctx.resolveUserId(query.user_id);
      if (type === 'client') {
        // Own profile: membership only; anyone else's (or the whole team): $read_members too (§5.7).
        const self = ctx.requireUser('me');
        if (query.team_id === undefined) throw statusError(400, 'team_id is required for access type client');
        requireMembership(core, project.id, query.team_id, self.id);
        if (userId !== self.id) requireTeamPermission(ctx, query.team_id, ['$read_members'], 'me');
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
      if (type === 'client' && userId !== ctx.requireUser('me').id) requireTeamPermission(ctx, ctx.params.team_id, ['$read_members'], 'me');
      return json(memberProfileJson(ctx.core, type, requireMembership(ctx.core, project.id, ctx.params.team_id, userId)));
    },
  }),
  defineRoute({
    method: 'PATCH', path: '/team-member-profiles/{team_id}/{user_id}', access: ALL_ACCESS, params,
    body: z.strictObject({ display_name: serviceString.optional(), profile_image_url: imageUrl.nullable().optional() }),
    handler: ({ core, params: p, body, requireAuth, requireUser, resolveUserId }) => {
      const { project, type } = requireAuth();
      const userId = resolveUserId(p.user_id);
      if (type === 'client' && userId !== requireUser('me').id) throw statusError(403, 'Cannot update another user\'s profile');
      const membership = requireMembership(core, project.id, p.team_id, userId);
      assertStorableImage(body.profile_image_url); // the service checks it while writing, after the membership
      if (body.display_name !== undefined) membership.displayName = body.display_name;
      if (body.profile_image_url !== undefined) membership.profileImageUrl = body.profile_image_url;
      return json(memberProfileJson(core, type, membership));
    },
  }),
];
