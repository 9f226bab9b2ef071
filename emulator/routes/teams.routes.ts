/** Teams: list, create, read, update, delete (protocol §2.11). */
import { storeImage } from '../storage/image-store';
import * as z from 'zod';
import { statusError } from '../http/errors';
import { created, json, list, success } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import { deleteTeamCascade } from '../teams/team-cascade';
import { applyTeamUpdate, parseTeamCreate, parseTeamUpdate } from '../teams/team-body';
import { assertCreatorNotWithAddCurrentUser, CLIENT_TEAM_CREATION_DISABLED, createTeam, resolveCreator } from '../teams/team-create';
import { assertClientImage, assertStorableImage } from '../teams/team-image';
import { requireMembership, requireTeam, requireTeamPermission } from '../teams/team-access';
import { teamJsonFor } from '../teams/team-view';

const CLIENT_LIST_OWN_ONLY = 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user';
const teamParams = z.strictObject({ team_id: z.uuid() });

export const teamRoutes = [
  defineRoute({
    method: 'GET', path: '/teams', access: ALL_ACCESS, query: z.strictObject({ user_id: userIdOrMe.optional() }),
    handler: ({ core, query, requireAuth, requireUser, resolveUserId }) => {
      const auth = requireAuth();
      const userId = query.user_id === undefined ? undefined : resolveUserId(query.user_id);
      if (auth.type === 'client' && userId !== requireUser('me').id) throw statusError(403, CLIENT_LIST_OWN_ONLY);
      const memberOf = new Set(Object.values(core.state.teamMemberships).filter((m) => m.userId === userId).map((m) => m.teamId));
      const teams = Object.values(core.state.teams)
        .filter((t) => t.projectId === auth.project.id && (userId === undefined || memberOf.has(t.id)))
        .sort((a, b) => a.createdAt - b.createdAt);
      return list(teams.map((t) => teamJsonFor(auth.type, t)));
    },
  }),
  defineRoute({
    method: 'POST', path: '/teams', access: ALL_ACCESS, body: z.unknown(), query: z.strictObject({ add_current_user: z.enum(['true', 'false']).optional() }),
    handler: ({ core, body, query, requireAuth, requireUser, resolveUserId, schemaError }) => {
      const auth = requireAuth();
      const input = parseTeamCreate(auth.type, body, schemaError);
      assertCreatorNotWithAddCurrentUser(input, query.add_current_user);
      if (auth.type === 'client') {
        requireUser('auth');
        if (!auth.project.config.clientTeamCreationEnabled) throw statusError(403, CLIENT_TEAM_CREATION_DISABLED);
        assertClientImage(input.profile_image_url);
      }
      const creatorId = resolveCreator(auth, input, query.add_current_user === 'true', resolveUserId);
      return created(teamJsonFor(auth.type, createTeam(core, auth, input, creatorId)));
    },
  }),
  defineRoute({
    method: 'GET', path: '/teams/{team_id}', access: ALL_ACCESS, params: teamParams,
    handler: ({ core, params, requireAuth, requireUser }) => {
      const { type, project } = requireAuth();
      if (type === 'client') requireMembership(core, project.id, params.team_id, requireUser('auth').id);
      return json(teamJsonFor(type, requireTeam(core, project.id, params.team_id)));
    },
  }),
  defineRoute({
    method: 'PATCH', path: '/teams/{team_id}', access: ALL_ACCESS, params: teamParams, body: z.unknown(),
    handler: (ctx) => {
      const { type, project } = ctx.requireAuth();
      const update = parseTeamUpdate(type, ctx.body, ctx.schemaError);
      if (type === 'client') assertClientImage(update.profile_image_url);
      requireTeamPermission(ctx, ctx.params.team_id, ['$update_team']);
      const team = requireTeam(ctx.core, project.id, ctx.params.team_id);
      assertStorableImage(update.profile_image_url); // the service checks it while writing, after finding the team
      applyTeamUpdate(team, { ...update, profile_image_url: storeImage(ctx.core, 'team-profile-images', update.profile_image_url) });
      return json(teamJsonFor(type, team));
    },
  }),
  defineRoute({
    // The service takes any body here and ignores it.
    method: 'DELETE', path: '/teams/{team_id}', access: ALL_ACCESS, params: teamParams, body: z.unknown(),
    handler: (ctx) => {
      const { project } = ctx.requireAuth();
      requireTeamPermission(ctx, ctx.params.team_id, ['$delete_team']);
      deleteTeamCascade(ctx.core, requireTeam(ctx.core, project.id, ctx.params.team_id).id);
      return success();
    },
  }),
];
