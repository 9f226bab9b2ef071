/** User and team API keys, as measured on the real backend (issue 20): key format, who may manage them, check. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, serverHeaders, signUp } from './helpers';

const { emu, h } = emulatorUnderTest({ now: () => 1_750_000_000_000, log: () => undefined });

function expectKnown(r: { status: number; headers: Headers; body: Record<string, unknown> }, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}

const enable = (user: boolean, team: boolean) =>
  call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { allow_user_api_keys: user, allow_team_api_keys: team } } });

beforeEach(async () => {
  emu.reset();
  await enable(true, true);
});

describe('user API keys', () => {
  it('create shows the whole key once (sk_/pk_, id, type, marker, crc32), later reads only its last four', async () => {
    const me = await signUp(h);
    const headers = clientHeaders({ 'x-stack-access-token': me.access_token });
    const r = await call<Record<string, unknown>>(h, 'POST', '/user-api-keys', { headers, body: { user_id: 'me', description: 'd', expires_at_millis: null, is_public: true } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['created_at_millis', 'description', 'id', 'is_public', 'type', 'user_id', 'value']);
    const id = String(r.body.id);
    const value = String(r.body.value);
    expect(value).toMatch(new RegExp(`^pk_[0-9a-z]{45}${id.replace(/-/g, '')}user3574ck4u7h[0-9a-f]{8}$`));
    const { crc32 } = await import('node:zlib');
    expect(value.slice(-8)).toBe(crc32(Buffer.from(value.slice(0, -8))).toString(16).padStart(8, '0'));
    const read = await call(h, 'GET', `/user-api-keys/${id}`, { headers });
    expect(read.body).toMatchObject({ id, user_id: me.user_id, type: 'user', value: { last_four: value.slice(-4) } });
    const listed = await call<{ items: Array<{ id: string }>; is_paginated: boolean }>(h, 'GET', '/user-api-keys?user_id=me', { headers });
    expect([listed.body.is_paginated, listed.body.items.map((k) => k.id)]).toEqual([false, [id]]);
  });
  it('a client manages only its own keys; signed out is USER_AUTHENTICATION_REQUIRED, `me` signed out CANNOT_GET_OWN_USER_WITHOUT_USER', async () => {
    const me = await signUp(h);
    const other = await signUp(h);
    const headers = clientHeaders({ 'x-stack-access-token': me.access_token });
    const r = await call(h, 'POST', '/user-api-keys', { headers, body: { user_id: other.user_id, description: 'd', expires_at_millis: null } });
    expect([r.status, r.text, r.headers.get('content-type')]).toEqual([403, 'Client can only manage their own api keys', 'text/plain; charset=utf-8']);
    expectKnown(await call(h, 'POST', '/user-api-keys', { headers: clientHeaders(), body: { user_id: me.user_id, description: 'd', expires_at_millis: null } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    expectKnown(await call(h, 'POST', '/user-api-keys', { headers: clientHeaders(), body: { user_id: 'me', description: 'd', expires_at_millis: null } }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
  it('a list without user_id is a bare SCHEMA_ERROR; a team_id in the body is an unknown property', async () => {
    const r = await call(h, 'GET', '/user-api-keys', { headers: serverHeaders() });
    expectKnown(r, 400, 'SCHEMA_ERROR');
    expect(r.body).toEqual({ code: 'SCHEMA_ERROR', details: { message: 'user_id is required for user API keys' }, error: 'user_id is required for user API keys' });
    const me = await signUp(h);
    expectKnown(await call(h, 'POST', '/user-api-keys', { headers: serverHeaders(), body: { user_id: me.user_id, team_id: me.user_id, description: 'd', expires_at_millis: null } }), 400, 'SCHEMA_ERROR');
  });
  it('disabled for the project: plain-text 400 before anything else', async () => {
    await enable(false, true);
    const r = await call(h, 'GET', '/user-api-keys', { headers: serverHeaders() });
    expect([r.status, r.text]).toEqual([400, 'User API keys are not enabled for this project.']);
  });
  it('check (server only): revoked, expired, wrong kind, unknown; revoking twice keeps the first instant', async () => {
    const me = await signUp(h);
    const make = (expires: number | null) => call<{ id: string; value: string }>(h, 'POST', '/user-api-keys', { headers: serverHeaders(), body: { user_id: me.user_id, description: 'd', expires_at_millis: expires } });
    const key = await make(null);
    expect((await call(h, 'POST', '/user-api-keys/check', { headers: serverHeaders(), body: { api_key: key.body.value } })).body).toMatchObject({ id: key.body.id, value: { last_four: key.body.value.slice(-4) } });
    expectKnown(await call(h, 'POST', '/user-api-keys/check', { headers: clientHeaders(), body: { api_key: key.body.value } }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    const first = await call(h, 'PATCH', `/user-api-keys/${key.body.id}`, { headers: serverHeaders(), body: { revoked: true } });
    emu.clock.advance(1000);
    const second = await call(h, 'PATCH', `/user-api-keys/${key.body.id}`, { headers: serverHeaders(), body: { revoked: true } });
    expect(second.body.manually_revoked_at_millis).toBe(first.body.manually_revoked_at_millis);
    expectKnown(await call(h, 'POST', '/user-api-keys/check', { headers: serverHeaders(), body: { api_key: key.body.value } }), 401, 'API_KEY_REVOKED');
    const soon = await make(emu.clock.now() + 1000);
    emu.clock.advance(2000);
    expectKnown(await call(h, 'POST', '/user-api-keys/check', { headers: serverHeaders(), body: { api_key: soon.body.value } }), 401, 'API_KEY_EXPIRED');
    expectKnown(await call(h, 'POST', '/user-api-keys/check', { headers: serverHeaders(), body: { api_key: 'nope' } }), 404, 'API_KEY_NOT_FOUND');
  });
  it('a server key for a user that does not exist is USER_NOT_FOUND (the backend fails a foreign key there)', async () => {
    expectKnown(await call(h, 'POST', '/user-api-keys', { headers: serverHeaders(), body: { user_id: '00000000-0000-4000-8000-000000000000', description: 'd', expires_at_millis: null } }), 404, 'USER_NOT_FOUND');
  });
});

describe('team API keys', () => {
  it('a member with $manage_api_keys manages the team\'s keys; others get API_KEY_NOT_FOUND; team_id is a required UUID query', async () => {
    const me = await signUp(h);
    const headers = clientHeaders({ 'x-stack-access-token': me.access_token });
    const team = await call<{ id: string }>(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'T', creator_user_id: me.user_id } });
    const key = await call<{ id: string; value: string; type: string }>(h, 'POST', '/team-api-keys', { headers, body: { team_id: team.body.id, description: 't', expires_at_millis: null } });
    expect([key.status, key.body.type]).toEqual([200, 'team']);
    expect(key.body.value).toMatch(/^sk_[0-9a-z]{77}team1574ck4u7h[0-9a-f]{8}$/);
    const foreign = await call<{ id: string }>(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'Other' } });
    expectKnown(await call(h, 'POST', '/team-api-keys', { headers, body: { team_id: foreign.body.id, description: 't', expires_at_millis: null } }), 404, 'API_KEY_NOT_FOUND');
    expectKnown(await call(h, 'GET', `/team-api-keys?team_id=${foreign.body.id}`, { headers }), 404, 'API_KEY_NOT_FOUND');
    expectKnown(await call(h, 'GET', '/team-api-keys', { headers: serverHeaders() }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'GET', `/team-api-keys/${key.body.id}`, { headers: serverHeaders() }), 400, 'SCHEMA_ERROR');
    const read = await call(h, 'GET', `/team-api-keys/${key.body.id}?team_id=${team.body.id}`, { headers });
    expect(read.body).toMatchObject({ id: key.body.id, team_id: team.body.id, value: { last_four: key.body.value.slice(-4) } });
    expectKnown(await call(h, 'POST', '/user-api-keys/check', { headers: serverHeaders(), body: { api_key: key.body.value } }), 400, 'WRONG_API_KEY_TYPE');
    expectKnown(await call(h, 'GET', `/user-api-keys/${key.body.id}`, { headers: serverHeaders() }), 404, 'API_KEY_NOT_FOUND');
  });
  it('keys go with their team', async () => {
    const team = await call<{ id: string }>(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'Gone' } });
    const key = await call<{ id: string; value: string }>(h, 'POST', '/team-api-keys', { headers: serverHeaders(), body: { team_id: team.body.id, description: 't', expires_at_millis: null } });
    await call(h, 'DELETE', `/teams/${team.body.id}`, { headers: serverHeaders() });
    expectKnown(await call(h, 'POST', '/team-api-keys/check', { headers: serverHeaders(), body: { api_key: key.body.value } }), 404, 'API_KEY_NOT_FOUND');
  });
});
