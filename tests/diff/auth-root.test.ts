/** The API root (who am I), JWKS, and the two SDK housekeeping routes, on the real backend and the emulator. */
import { describeDiff } from './support/suite';

describeDiff('auth: root and JWKS', {}, (diff) => {
  test('GET /api/v1 with no, client, server and admin authentication', async () => {
    await diff.send('GET /', 'none', () => ({}), { status: 200 });
    await diff.send('GET /', 'client', () => ({}), { status: 200 });
    await diff.send('GET /', 'server', () => ({}), { status: 200 });
    await diff.send('GET /', 'admin', () => ({}), { status: 200 });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('root'), password: 'correct-horse-battery' } }), { status: 200, save: { access: 'access_token' } });
    await diff.send('GET /', 'client', (t) => ({ user: t.var('access') }), { status: 200 });
    await diff.send('GET /', 'none', () => ({ query: { unknown_field_for_diff: 'x' } }));
    await diff.send('GET /', 'client', () => ({ headers: { 'x-stack-access-type': 'nobody' } }));
    await diff.send('GET /', 'client', () => ({ headers: { 'x-stack-project-id': null } }));
  });

  test('JWKS: the project, restricted and anonymous audiences, an unknown project, bad queries', async () => {
    await diff.send('GET /projects/{project_id}/.well-known/jwks.json', 'none', (t) => ({ params: { project_id: t.keys.projectId } }), { status: 200 });
    await diff.send('GET /projects/{project_id}/.well-known/jwks.json', 'none', (t) => ({ params: { project_id: t.keys.projectId }, query: { include_restricted: 'true' } }), { status: 200 });
    await diff.send('GET /projects/{project_id}/.well-known/jwks.json', 'none', (t) => ({ params: { project_id: t.keys.projectId }, query: { include_anonymous: 'true' } }), { status: 200 });
    await diff.send('GET /projects/{project_id}/.well-known/jwks.json', 'none', () => ({ params: { project_id: '0b5c7b43-8e6c-4bfa-9d0a-6f5b2b0c2f11' } }));
    await diff.badInputs('GET /projects/{project_id}/.well-known/jwks.json', 'none', (t) => ({ params: { project_id: t.keys.projectId }, query: { include_anonymous: 'false' } }), {
      'query.include_anonymous': ['empty', { label: 'yes', value: 'yes' }],
    }, { unknown: 'query' });
  });

  test('the SDK housekeeping routes', async () => {
    await diff.send('POST /check-feature-support', 'none', () => ({ body: { feature_name: 'diff-feature' } }));
    await diff.send('POST /check-feature-support', 'client', () => ({ body: { feature_name: 'diff-feature' } }));
    await diff.send('POST /analytics/events/batch', 'none', () => ({ body: { events: [] } }));
    await diff.send('POST /analytics/events/batch', 'client', () => ({ body: { events: [] } }));
    const id = '0b5c7b43-8e6c-4bfa-9d0a-6f5b2b0c2f11';
    const batch = { session_replay_segment_id: id, batch_id: id, sent_at_ms: 1, events: [{ event_type: '$click', event_at_ms: 1, data: {} }] };
    await diff.send('POST /analytics/events/batch', 'client', (t) => ({ user: t.var('access'), body: batch }));
    await diff.send('POST /analytics/events/batch', 'server', () => ({ body: batch }));
    await diff.send('POST /analytics/events/batch', 'admin', () => ({ body: batch }));
    await diff.badInputs('POST /analytics/events/batch', 'client', () => ({ body: batch }), {
      'body.session_replay_segment_id': ['empty', 'missing', { label: 'uuid v0', value: '00000000-0000-0000-0000-000000000000' }],
      'body.batch_id': ['type', 'null'],
      'body.sent_at_ms': ['type', { label: 'negative', value: -1 }, { label: 'fraction', value: 1.5 }, { label: 'numeric string', value: '12' }],
      'body.events': ['missing', 'type', { label: 'none', value: [] }, { label: 'bad event', value: [{ event_type: 'x', event_at_ms: -1, data: null }] }],
    });
  });
});
