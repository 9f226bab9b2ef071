/** Users: /users (server and admin; clients refused) and /users/me (every access type), good and bad inputs. */
import { describeDiff } from './support/suite';

describeDiff('users: /users and /users/me', {}, (diff) => {
  const password = 'correct-horse-battery';

  test('sign up two users; /users/me read by every access type and signed out', async () => {
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('ann'), password } }),
      { status: 200, save: { annId: 'user_id', ann: 'access_token' } });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('bob'), password } }),
      { status: 200, save: { bobId: 'user_id', bob: 'access_token' } });
    for (const access of ['client', 'server', 'admin'] as const) {
      await diff.send('GET /users/me', access, (t) => ({ user: t.var('ann') }), { status: 200 });
      await diff.send('GET /users/me', access, () => ({}));
    }
  });

  test('PATCH /users/me: good for every access type, then the bad inputs', async () => {
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { display_name: 'Ann', client_metadata: { a: 1 } } }), { status: 200 });
    await diff.send('PATCH /users/me', 'server', (t) => ({ user: t.var('ann'), body: { server_metadata: { s: true }, country_code: ' us ' } }), { status: 200 });
    await diff.send('PATCH /users/me', 'admin', (t) => ({ user: t.var('ann'), body: { client_read_only_metadata: ['x'] } }), { status: 200 });
    await diff.send('PATCH /users/me', 'client', () => ({ body: { display_name: 'Nobody' } }));
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { server_metadata: {} } }));
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { profile_image_url: 'https://example.com/a.png' } }));
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { passkey_auth_enabled: true } }));
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { selected_team_id: '00000000-0000-4000-8000-000000000000' } }));
    await diff.badInputs('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { display_name: 'Ann', primary_email: diff.email('ann2'), profile_image_url: 'data:image/png;base64,iVBORw0KGgo=' } }), {
      'body.display_name': ['long'],
      'body.primary_email': ['email', 'empty'],
      'body.profile_image_url': ['url', 'empty'],
    });
  });

  // Issue 21: `n` objects (or arrays) nested around a 1. The service stores 123 levels and fails with a 500 from 124.
  const nested = (n: number, kind: 'object' | 'array' = 'object'): unknown =>
    JSON.parse(kind === 'object' ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : `${'['.repeat(n)}1${']'.repeat(n)}`);

  test('metadata nested 123 levels deep is stored and read back', async () => {
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { client_metadata: nested(123) } }), { status: 200 });
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('annId') }, body: { server_metadata: nested(123, 'array') } }), { status: 200 });
    await diff.send('GET /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('annId') } }), { status: 200 });
  });

  test('metadata nested deeper than the service stores (124 levels): refused, nothing stored', async () => {
    await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('ann'), body: { display_name: 'Deep', client_metadata: nested(124) } }), { status: 500 });
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('annId') }, body: { server_metadata: nested(124, 'array') } }), { status: 500 });
    await diff.send('GET /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('annId') } }), { status: 200 });
  });

  test('/users: list, create, read, update and delete, server and admin; clients refused', async () => {
    await diff.send('GET /users', 'server', () => ({ query: { order_by: 'signed_up_at', desc: 'true', limit: '1' } }), { status: 200 });
    await diff.send('GET /users', 'admin', () => ({}), { status: 200 });
    await diff.send('GET /users', 'client', (t) => ({ user: t.var('ann') }));
    await diff.send('GET /users', 'server', () => ({ query: { only_anonymous: 'true' } }));
    // server.listUsers({ includeAnonymous: true, onlyAnonymous: true }): anonymous users only (issue 30).
    await diff.send('POST /auth/anonymous/sign-up', 'client', () => ({}), { status: 200 });
    await diff.send('GET /users', 'server', () => ({ query: { include_anonymous: 'true', only_anonymous: 'true' } }), { status: 200 });
    await diff.send('GET /users', 'admin', () => ({ query: { include_anonymous: 'true', only_anonymous: 'true', include_restricted: 'false' } }), { status: 200 });
    await diff.badInputs('GET /users', 'server', () => ({ query: { limit: '2', order_by: 'signed_up_at' } }), {
      'query.limit': [{ label: 'zero', value: '0' }, { label: 'word', value: 'two' }],
      'query.order_by': [{ label: 'other', value: 'display_name' }],
    }, { unknown: 'query' });
    await diff.send('POST /users', 'server', () => ({ body: { primary_email: diff.email('cat'), primary_email_auth_enabled: true, display_name: 'Cat', password } }),
      { status: 201, save: { catId: 'id' } });
    await diff.send('POST /users', 'admin', () => ({ body: { display_name: '' } }), { status: 201 });
    await diff.send('POST /users', 'client', (t) => ({ user: t.var('ann'), body: {} }));
    await diff.send('POST /users', 'server', () => ({ body: { primary_email: diff.email('cat'), primary_email_auth_enabled: true } }));
    await diff.send('POST /users', 'server', () => ({ body: { oauth_providers: [{ id: 'gitlab', account_id: '1' }] } }));
    await diff.send('POST /users', 'server', () => ({ body: { restricted_by_admin_reason: 'why' } }));
    await diff.send('POST /users', 'server', () => ({ body: { password: 'x', password_hash: '$2a$10$abc' } }));
    await diff.badInputs('POST /users', 'server', () => ({ body: { primary_email: diff.email('dan'), display_name: 'Dan', profile_image_url: 'https://example.com/d.png' } }), {
      'body.primary_email': ['email', 'empty'],
      'body.display_name': ['long'],
      'body.profile_image_url': ['url', 'empty'],
    });
    for (const access of ['server', 'admin'] as const) {
      await diff.send('GET /users/{user_id}', access, (t) => ({ params: { user_id: t.var('catId') } }), { status: 200 });
      await diff.send('PATCH /users/{user_id}', access, (t) => ({ params: { user_id: t.var('catId') }, body: { display_name: `Cat ${access}` } }), { status: 200 });
    }
    await diff.send('GET /users/{user_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: t.var('catId') } }));
    await diff.send('GET /users/{user_id}', 'server', () => ({ params: { user_id: '00000000-0000-4000-8000-000000000000' } }));
    await diff.send('GET /users/{user_id}', 'server', () => ({ params: { user_id: 'not-a-uuid' } }));
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') }, body: { restricted_by_admin: true, restricted_by_admin_reason: 'r', restricted_by_admin_private_details: 'd' } }), { status: 200 });
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') }, body: { restricted_by_admin_private_details: 'again' } }));
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') }, body: { restricted_by_admin: false } }), { status: 200 });
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') }, body: { profile_image_url: 'ftp://example.com/c.png' } }));
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') }, body: { primary_email: diff.email('bob') } }));
    await diff.send('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') }, body: { passkey_auth_enabled: true } }));
    await diff.send('PATCH /users/{user_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: t.var('catId') }, body: {} }));
    await diff.badInputs('PATCH /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') }, body: { country_code: 'US', risk_scores: { sign_up: { bot: 1, free_trial_abuse: 2 } } } }), {
      'body.country_code': [{ label: 'three letters', value: 'usa' }],
      'body.risk_scores.sign_up.bot': [{ label: 'fraction', value: 1.5 }, { label: 'too big', value: 101 }],
    });
    await diff.send('DELETE /users/{user_id}', 'client', (t) => ({ user: t.var('ann'), params: { user_id: t.var('catId') } }));
    await diff.send('DELETE /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('catId') } }), { status: 200 });
    await diff.send('DELETE /users/{user_id}', 'admin', (t) => ({ params: { user_id: t.var('catId') } }));
  });

  test('POST /users on a project that creates a personal team answers selected_team null', async () => {
    await diff.send('PATCH /internal/projects/current', 'admin', () => ({ body: { config: { create_team_on_sign_up: true } } }), { status: 200 });
    await diff.send('POST /users', 'server', () => ({ body: { primary_email: diff.email('tess'), display_name: 'Tess' } }), { status: 201, save: { tessId: 'id' } });
    await diff.send('GET /users/{user_id}', 'server', (t) => ({ params: { user_id: t.var('tessId') } }), { status: 200 });
  });

  test('DELETE /users/me for every access type, and signed out', async () => {
    await diff.send('DELETE /users/me', 'client', () => ({}));
    await diff.send('DELETE /users/me', 'client', (t) => ({ user: t.var('ann') }), { status: 200 });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('eve'), password } }), { status: 200, save: { eve: 'access_token' } });
    await diff.send('DELETE /users/me', 'server', (t) => ({ user: t.var('eve') }), { status: 200 });
    await diff.send('DELETE /users/me', 'admin', (t) => ({ user: t.var('bob') }), { status: 200 });
  });
});
