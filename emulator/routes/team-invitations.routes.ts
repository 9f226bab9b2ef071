/** Team invitations by id: list per team or per user, revoke, accept as a user (protocol §2.15). */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { json, list, success } from '../http/respond';
import { ALL_ACCESS, defineRoute, type RouteContext } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import { findUser } from '../state/users';
import {
  assertMayAcceptInvitations, invitationEmail, invitationJson, joinInvitedTeam, outstandingInvitations, verifiedEmailsOf,
} from '../teams/invitations';
import { requireTeam, requireTeamPermission } from '../teams/team-access';


/** Client: only `me` (or the own id); anything else is CANNOT_GET_OWN_USER_WITHOUT_USER. Server: any id, even unknown. */
function targetUserId(ctx: Pick<RouteContext<unknown, unknown, unknown>, 'requireAuth' | 'resolveUserId'>, idOrMe: string): string {
  const { type, user } = ctx.requireAuth();
  const id = ctx.resolveUserId(idOrMe);
  if (type === 'client' && (user === null || id !== user.id)) throw known('CANNOT_GET_OWN_USER_WITHOUT_USER');
  return id;
}

const compact = <T>(items: (T | null)[]): T[] => items.filter((x): x is T => x !== null);

export const teamInvitationRoutes = [
  defineRoute({
    method: 'GET', path: '/team-invitations', access: ALL_ACCESS,
    query: z.strictObject({ team_id: z.uuid().optional(), user_id: userIdOrMe.optional() }),
    handler: (ctx) => {
      const { core, query } = ctx;
      const { project } = ctx.requireAuth();
      if (query.team_id !== undefined && query.user_id !== undefined) throw statusError(400, 'Cannot specify both team_id and user_id');
      if (query.team_id === undefined && query.user_id === undefined) throw statusError(400, 'Must specify either team_id or user_id');
      if (query.team_id !== undefined) {
        if (requireTeamPermission(ctx, query.team_id, ['$read_members', '$invite_members'], 'me') === null) requireTeam(core, project.id, query.team_id);
        return list(compact(outstandingInvitations(core, project.id, { teamId: query.team_id }).map((c) => invitationJson(core, c))));
      }
      // An unknown user (server) has no verified email, so nothing is addressed to it: an empty list.
      const emails = verifiedEmailsOf(core, targetUserId(ctx, query.user_id!));
      return list(compact(outstandingInvitations(core, project.id, { emails }).map((c) => invitationJson(core, c))));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/team-invitations/{id}', access: ALL_ACCESS,
    params: z.strictObject({ id: z.uuid() }), query: z.strictObject({ team_id: z.uuid().optional() }),
    handler: (ctx) => {
      const { core, query, params } = ctx;
      const { project } = ctx.requireAuth();
      if (query.team_id === undefined) throw statusError(400, 'team_id is required for deleting a team invitation');
      if (requireTeamPermission(ctx, query.team_id, ['$remove_members'], 'me') === null) requireTeam(core, project.id, query.team_id);
      // The service deletes the code row with that id whatever its team, use or expiry.
      const code = core.state.verificationCodes[params.id];
      if (code === undefined || code.projectId !== project.id) throw known('VERIFICATION_CODE_NOT_FOUND');
      delete core.state.verificationCodes[code.id];
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-invitations/{id}/accept', access: ALL_ACCESS,
    params: z.strictObject({ id: z.uuid() }), query: z.strictObject({ user_id: userIdOrMe }),
    handler: (ctx) => {
      const { core, params, query } = ctx;
      const { project, type, user } = ctx.requireAuth();
      const userId = targetUserId(ctx, query.user_id);
      if (type === 'client') assertMayAcceptInvitations(core, project, user!);
      const code = outstandingInvitations(core, project.id, {}).find((c) => c.id === params.id);
      // Missing, used, expired, or not addressed to one of the user's verified emails (an unknown user has
      // none): all look the same.
      if (code === undefined || !verifiedEmailsOf(core, userId).includes(invitationEmail(code) ?? '')) throw known('VERIFICATION_CODE_NOT_FOUND');
      code.usedAt = core.clock.now();
      joinInvitedTeam(core, project, code, findUser(core, project.id, userId)!);
      return json({});
    },
  }),
];
