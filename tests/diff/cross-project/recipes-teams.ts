/** Cross-project recipes of the team-owned routes: teams, memberships, profiles, permissions, definitions, invitations. */
import { tokenOf } from '../teams-people';
import { asUser, clientToken, DESTROYS, USES_UP, LIST_ANSWER, type Recipes } from './recipe';

const INVITE = 'http://localhost:3000/handler/team-invitation';

export const TEAM_RECIPES: Recipes = {
  'GET /teams': { points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, query: { user_id: u.id } }; }, answers: LIST_ANSWER },
  'POST /teams': {
    points: 'X user as the creator',
    build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, body: { display_name: 'Y team', creator_user_id: u.id } }; },
  },
  'GET /teams/{team_id}': { points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { team_id: t.var('team') } }) },
  'PATCH /teams/{team_id}': { points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { team_id: t.var('team') }, body: { display_name: 'changed' } }) },
  'DELETE /teams/{team_id}': { points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { team_id: t.var('team') } }), control: DESTROYS('X\'s team') },
  'POST /team-memberships/{team_id}/{user_id}': { points: 'X team id, X user id', build: (t) => ({ params: { team_id: t.var('team'), user_id: t.var('bob') }, body: {} }), control: 'first' },
  'DELETE /team-memberships/{team_id}/{user_id}': {
    points: 'X team id, X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { team_id: t.var('team'), user_id: u.id } }; },
    control: DESTROYS('X\'s user\'s membership (and with it the team permissions)'),
  },
  'GET /team-member-profiles': { points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), query: { team_id: t.var('team') } }) },
  'GET /team-member-profiles/{team_id}/{user_id}': {
    points: 'X team id, X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { team_id: t.var('team'), user_id: u.id } }; },
  },
  'PATCH /team-member-profiles/{team_id}/{user_id}': {
    points: 'X team id, X user',
    build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, params: { team_id: t.var('team'), user_id: u.id }, body: { display_name: 'changed' } }; },
  },
  'GET /team-permissions': {
    points: 'X team id, X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, query: { team_id: t.var('team'), user_id: u.id } }; },
    answers: LIST_ANSWER,
  },
  // Team permissions every project has: the refusal must come from X's team and user, not from the permission.
  'POST /team-permissions/{team_id}/{user_id}/{permission_id}': {
    points: 'X team id, X user id', build: (t) => ({ params: { team_id: t.var('team'), user_id: t.var('ann'), permission_id: '$read_members' }, body: {} }),
  },
  'DELETE /team-permissions/{team_id}/{user_id}/{permission_id}': {
    points: 'X team id, X user id', build: (t) => ({ params: { team_id: t.var('team'), user_id: t.var('ann'), permission_id: 'team_admin' } }),
    control: DESTROYS('X\'s user\'s team_admin permission'),
  },
  'GET /project-permissions': { points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, query: { user_id: u.id } }; }, answers: LIST_ANSWER },
  'POST /project-permissions/{user_id}/{permission_id}': { points: 'X user id', build: (t) => ({ params: { user_id: t.var('ann'), permission_id: 'xp_shared' }, body: {} }) },
  'DELETE /project-permissions/{user_id}/{permission_id}': { points: 'X user id', build: (t) => ({ params: { user_id: t.var('ann'), permission_id: 'xp_shared' } }), control: 'first' },
  'PATCH /team-permission-definitions/{permission_id}': { points: 'X permission id', build: () => ({ params: { permission_id: 'xp_team_only' }, body: { description: 'changed' } }) },
  'DELETE /team-permission-definitions/{permission_id}': { points: 'X permission id', build: () => ({ params: { permission_id: 'xp_team_only' } }), control: 'first' },
  'PATCH /project-permission-definitions/{permission_id}': { points: 'X permission id', build: () => ({ params: { permission_id: 'xp_project_only' }, body: { description: 'changed' } }) },
  'DELETE /project-permission-definitions/{permission_id}': { points: 'X permission id', build: () => ({ params: { permission_id: 'xp_project_only' } }), control: 'first' },
  'POST /team-invitations/send-code': {
    points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), body: { team_id: t.var('team'), email: t.var('newEmail').replace('@', `-${c.access}@`), callback_url: INVITE } }),
  },
  'POST /team-invitations/accept': { points: 'X invitation code, X invitee token', build: async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: t.var('inviteCode') } }), control: USES_UP('X\'s invitation') },
  'POST /team-invitations/accept/check-code': { points: 'X invitation code', build: (t) => ({ body: { code: t.var('inviteCode') } }) },
  'POST /team-invitations/accept/details': { points: 'X invitation code, X invitee token', build: async (t) => ({ user: await tokenOf(t, 'bob'), body: { code: t.var('inviteCode') } }) },
  // The service lists invitations in no stated order (a query without ORDER BY).
  'GET /team-invitations': { points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), query: { team_id: t.var('team') } }), unorderedBy: { items: 'recipient_email' } },
  'DELETE /team-invitations/{id}': {
    points: 'X invitation id, X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { id: t.var('invitation') }, query: { team_id: t.var('team') } }),
    control: USES_UP('X\'s invitation'),
  },
  'POST /team-invitations/{id}/accept': {
    points: 'X invitation id, X invitee',
    build: async (t, c) => { const u = await asUser(t, c, 'bob'); return { user: u.user, params: { id: t.var('invitation') }, query: { user_id: u.id } }; },
    control: USES_UP('X\'s invitation'),
  },
};
