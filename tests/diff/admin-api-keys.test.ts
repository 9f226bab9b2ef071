/** Project API key sets (/internal/api-keys) and user and team API keys, good and bad inputs, every access type. */
import { describeDiff } from './support/suite';

const DAY_MS = 24 * 3600 * 1000;

describeDiff('admin: API keys', {}, (diff) => {
  test('/internal/api-keys: create, list, read, update, revoke', async () => {
    const body = { description: 'k', expires_at_millis: Date.now() + DAY_MS, has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: false };
    await diff.send('POST /internal/api-keys', 'admin', () => ({ body }), { status: 200, save: { setId: 'id' } });
    await diff.send('POST /internal/api-keys', 'server', () => ({ body }), { status: 401 });
    await diff.badInputs('POST /internal/api-keys', 'admin', () => ({ body }), {
      'body.description': ['type', 'missing'], 'body.expires_at_millis': ['type', 'missing'], 'body.has_secret_server_key': ['type', 'missing'],
    });
    await diff.send('GET /internal/api-keys', 'admin', () => ({}), { status: 200 });
    await diff.send('GET /internal/api-keys', 'client', () => ({}), { status: 401 });
    await diff.send('GET /internal/api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('setId') } }), { status: 200 });
    await diff.send('GET /internal/api-keys/{api_key_id}', 'admin', () => ({ params: { api_key_id: '00000000-0000-4000-8000-000000000000' } }), { status: 404 });
    await diff.send('GET /internal/api-keys/{api_key_id}', 'admin', () => ({ params: { api_key_id: 'not-a-uuid' } }), { status: 400 });
    await diff.send('PATCH /internal/api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('setId') }, body: { description: 'renamed' } }), { status: 200 });
    await diff.send('PATCH /internal/api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('setId') }, body: { revoked: true } }), { status: 200 });
    await diff.badInputs('PATCH /internal/api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('setId') }, body: {} }), {
      'body.revoked': [{ label: 'false', value: false }, 'type'], 'body.description': ['type'],
    });
  });

  test('user API keys', async () => {
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('keys'), password: 'correct-horse-battery' } }), { status: 200, save: { access: 'access_token', userId: 'user_id' } });
    await diff.send('POST /user-api-keys', 'client', (t) => ({ user: t.var('access'), body: { user_id: 'me', description: 'u', expires_at_millis: null, is_public: true } }), { status: 200, save: { userKey: 'id', userValue: 'value' } });
    await diff.send('POST /user-api-keys', 'server', (t) => ({ body: { user_id: t.var('userId'), description: 'u2', expires_at_millis: Date.now() + DAY_MS } }), { status: 200 });
    await diff.send('POST /user-api-keys', 'client', (t) => ({ user: t.var('access'), body: { user_id: '00000000-0000-4000-8000-000000000000', description: 'u', expires_at_millis: null } }), { status: 403 });
    await diff.send('POST /user-api-keys', 'client', (t) => ({ body: { user_id: t.var('userId'), description: 'u', expires_at_millis: null } }), { status: 401 });
    await diff.send('POST /user-api-keys', 'server', () => ({ body: { user_id: 'me', description: 'u', expires_at_millis: null } }), { status: 400 });
    await diff.badInputs('POST /user-api-keys', 'server', (t) => ({ body: { user_id: t.var('userId'), description: 'u', expires_at_millis: null } }), {
      'body.user_id': ['type', 'missing', { label: 'not a uuid', value: 'x' }], 'body.description': ['missing'], 'body.expires_at_millis': ['missing', 'type'], 'body.is_public': ['type'],
    });
    await diff.send('GET /user-api-keys', 'client', (t) => ({ user: t.var('access'), query: { user_id: 'me' } }), { status: 200 });
    await diff.send('GET /user-api-keys', 'server', (t) => ({ query: { user_id: t.var('userId') } }), { status: 200 });
    await diff.send('GET /user-api-keys', 'admin', () => ({}), { status: 400 });
    await diff.send('GET /user-api-keys/{api_key_id}', 'client', (t) => ({ user: t.var('access'), params: { api_key_id: t.var('userKey') } }), { status: 200 });
    await diff.send('GET /user-api-keys/{api_key_id}', 'client', (t) => ({ params: { api_key_id: t.var('userKey') } }), { status: 401 });
    await diff.send('GET /user-api-keys/{api_key_id}', 'server', () => ({ params: { api_key_id: 'xyz' } }), { status: 400 });
    await diff.send('PATCH /user-api-keys/{api_key_id}', 'client', (t) => ({ user: t.var('access'), params: { api_key_id: t.var('userKey') }, body: { description: 'new', revoked: true } }), { status: 200 });
    await diff.send('PATCH /user-api-keys/{api_key_id}', 'server', (t) => ({ params: { api_key_id: t.var('userKey') }, body: { user_id: 'x' } }), { status: 400 });
    await diff.send('POST /user-api-keys', 'admin', (t) => ({ body: { user_id: t.var('userId'), description: 'by admin', expires_at_millis: null } }), { status: 200, save: { adminKey: 'id' } });
    await diff.send('GET /user-api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('adminKey') } }), { status: 200 });
    await diff.send('PATCH /user-api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('adminKey') }, body: { revoked: true } }), { status: 200 });
    await diff.send('POST /user-api-keys/check', 'server', (t) => ({ body: { api_key: t.var('userValue') } }), { status: 401 });
    await diff.send('POST /user-api-keys/check', 'admin', () => ({ body: { api_key: 'nope' } }), { status: 404 });
    await diff.send('POST /user-api-keys/check', 'client', (t) => ({ body: { api_key: t.var('userValue') } }), { status: 401 });
  });

  test('team API keys', async () => {
    await diff.send('POST /teams', 'client', (t) => ({ user: t.var('access'), body: { display_name: 'Keys team', creator_user_id: 'me' } }), { status: 201, save: { teamId: 'id' } });
    await diff.send('POST /teams', 'server', () => ({ body: { display_name: 'Other team' } }), { status: 201, save: { otherTeam: 'id' } });
    await diff.send('POST /team-api-keys', 'client', (t) => ({ user: t.var('access'), body: { team_id: t.var('teamId'), description: 't', expires_at_millis: null } }), { status: 200, save: { teamKey: 'id', teamValue: 'value' } });
    await diff.send('POST /team-api-keys', 'client', (t) => ({ user: t.var('access'), body: { team_id: t.var('otherTeam'), description: 't', expires_at_millis: null } }), { status: 404 });
    await diff.send('POST /team-api-keys', 'admin', (t) => ({ body: { team_id: t.var('otherTeam'), description: 't', expires_at_millis: null } }), { status: 200 });
    await diff.send('GET /team-api-keys', 'client', (t) => ({ user: t.var('access'), query: { team_id: t.var('teamId') } }), { status: 200 });
    await diff.send('GET /team-api-keys', 'server', () => ({}), { status: 400 });
    await diff.send('GET /team-api-keys', 'server', () => ({ query: { team_id: 'nope' } }), { status: 400 });
    await diff.send('GET /team-api-keys/{api_key_id}', 'server', (t) => ({ params: { api_key_id: t.var('teamKey') } }), { status: 400 });
    await diff.send('GET /team-api-keys/{api_key_id}', 'client', (t) => ({ user: t.var('access'), params: { api_key_id: t.var('teamKey') }, query: { team_id: t.var('teamId') } }), { status: 200 });
    await diff.send('PATCH /team-api-keys/{api_key_id}', 'server', (t) => ({ params: { api_key_id: t.var('teamKey') }, query: { team_id: t.var('teamId') }, body: { description: 'x' } }), { status: 200 });
    await diff.send('POST /team-api-keys/check', 'server', (t) => ({ body: { api_key: t.var('teamValue') } }), { status: 200 });
    await diff.send('POST /team-api-keys', 'server', (t) => ({ body: { team_id: t.var('teamId'), description: 'by server', expires_at_millis: null } }), { status: 200 });
    await diff.send('GET /team-api-keys', 'admin', (t) => ({ query: { team_id: t.var('teamId') } }), { status: 200 });
    await diff.send('POST /team-api-keys/check', 'admin', (t) => ({ body: { api_key: t.var('teamValue') } }), { status: 200 });
    await diff.send('GET /team-api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('teamKey') }, query: { team_id: t.var('teamId') } }), { status: 200 });
    await diff.send('PATCH /team-api-keys/{api_key_id}', 'client', (t) => ({ user: t.var('access'), params: { api_key_id: t.var('teamKey') }, query: { team_id: t.var('teamId') }, body: { description: 'c' } }), { status: 200 });
    await diff.send('PATCH /team-api-keys/{api_key_id}', 'admin', (t) => ({ params: { api_key_id: t.var('teamKey') }, query: { team_id: t.var('teamId') }, body: { revoked: true } }), { status: 200 });
    await diff.send('POST /user-api-keys/check', 'server', (t) => ({ body: { api_key: t.var('teamValue') } }), { status: 400 });
    await diff.send('POST /team-api-keys/check', 'server', (t) => ({ body: { api_key: t.var('userValue') } }), { status: 400 });
  });
});
