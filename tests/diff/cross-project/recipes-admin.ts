/** Cross-project recipes of the project-owned routes: the project itself (by its owner's token), key sets, user and team API keys, templates. */
import { asUser, clientToken, DESTROYS, LIST_ANSWER, type Recipes } from './recipe';
import { ownerToken, xOwnerToken } from './world';

/** A template the service renders (it needs a subject). */
const TEMPLATE = [
  `import { Subject, NotificationCategory } from '@stackframe/emails';`,
  `export function EmailTemplate() {`,
  `  return <><Subject value="Changed" /><NotificationCategory value="Transactional" /><div>Changed</div></>;`,
  `}`,
].join('\n');

export const ADMIN_RECIPES: Recipes = {
  // No id names the current project: X's owner's dashboard token is what points at X, sent with Y's project id.
  'GET /internal/projects/current': { points: 'X owner\'s dashboard token', build: async (t) => ({ adminToken: await xOwnerToken(t) }) },
  'PATCH /internal/projects/current': { points: 'X owner\'s dashboard token', build: async (t) => ({ adminToken: await xOwnerToken(t), body: { display_name: 'changed' } }) },
  'DELETE /internal/projects/current': { points: 'X owner\'s dashboard token', build: async (t) => ({ adminToken: await xOwnerToken(t) }), control: DESTROYS('project X') },
  // A dashboard route of the internal project: the foreign object is X's owner team, named by Y's owner.
  'POST /internal/projects': {
    points: 'X owner\'s team as the owner (signed in as Y\'s owner)',
    // In the control (`other` is X's own keys) X's owner names its own team.
    build: async (t, c) => ({
      keys: t.internal, user: await ownerToken(t, c.other === t.keys ? 'x' : 'y'),
      body: { display_name: 'cross-project Z', owner_team_id: t.var('xOwnerTeam') },
    }),
  },
  'GET /internal/api-keys/{api_key_id}': { points: 'X key set id', build: (t) => ({ params: { api_key_id: t.var('apiKeySet') } }) },
  'PATCH /internal/api-keys/{api_key_id}': { points: 'X key set id', build: (t) => ({ params: { api_key_id: t.var('apiKeySet') }, body: { description: 'changed' } }) },
  'POST /user-api-keys': {
    points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, body: { user_id: u.id, description: 'y', expires_at_millis: null } }; },
  },
  'GET /user-api-keys': { points: 'X user', build: async (t, c) => { const u = await asUser(t, c); return { user: u.user, query: { user_id: u.id } }; }, answers: LIST_ANSWER },
  'POST /user-api-keys/check': { points: 'X user API key', build: (t) => ({ body: { api_key: t.var('userKeyValue') } }) },
  'GET /user-api-keys/{api_key_id}': { points: 'X user API key id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { api_key_id: t.var('userKey') } }) },
  'PATCH /user-api-keys/{api_key_id}': {
    points: 'X user API key id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { api_key_id: t.var('userKey') }, body: { description: 'changed' } }),
  },
  'POST /team-api-keys': {
    points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), body: { team_id: t.var('team'), description: 'y', expires_at_millis: null } }),
  },
  'GET /team-api-keys': { points: 'X team id', build: async (t, c) => ({ ...(await clientToken(t, c)), query: { team_id: t.var('team') } }), answers: LIST_ANSWER },
  'POST /team-api-keys/check': { points: 'X team API key', build: (t) => ({ body: { api_key: t.var('teamKeyValue') } }) },
  'GET /team-api-keys/{api_key_id}': { points: 'X team API key id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { api_key_id: t.var('teamKey') }, query: { team_id: t.var('team') } }) },
  'PATCH /team-api-keys/{api_key_id}': {
    points: 'X team API key id', build: async (t, c) => ({ ...(await clientToken(t, c)), params: { api_key_id: t.var('teamKey') }, query: { team_id: t.var('team') }, body: { description: 'changed' } }),
  },
  'PATCH /internal/email-templates/{templateId}': {
    points: 'X template id',
    build: (t) => ({ params: { templateId: t.var('template') }, body: { tsx_source: TEMPLATE } }),
  },
  'DELETE /internal/email-templates/{templateId}': { points: 'X template id', build: (t) => ({ params: { templateId: t.var('template') } }), control: 'first' },
};
