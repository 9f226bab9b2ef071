/** Project API key sets (protocol §2.17, §3.4): full keys once, obfuscated reads, revoke by patch, validity via apiKeyState. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders } from './helpers';

// A frozen base time so created_at and revoked_at can be compared exactly (the clock still advances on demand).
const { emu, h } = emulatorUnderTest({ now: () => 1_750_000_000_000, log: () => undefined });
const DAY = 24 * 3600 * 1000;

function expectKnown(r: { status: number; headers: Headers; body: Record<string, unknown> }, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}

const create = (body: Record<string, unknown>) => call(h, 'POST', '/internal/api-keys', { headers: adminHeaders(), body });
const allKeys = (extra: Record<string, unknown> = {}) => ({
  description: 'test api key', expires_at_millis: emu.clock.now() + 30 * DAY,
  has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true, ...extra,
});

describe('POST /internal/api-keys', () => {
  it('returns 200 with the full key strings (prefix + 45 lowercase Crockford chars)', async () => {
    const r = await create(allKeys());
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['created_at_millis', 'description', 'expires_at_millis', 'id', 'publishable_client_key', 'secret_server_key', 'super_secret_admin_key']);
    expect(r.body.publishable_client_key).toMatch(/^pck_[0-9a-hjkmnp-tv-z]{45}$/);
    expect(r.body.secret_server_key).toMatch(/^ssk_[0-9a-hjkmnp-tv-z]{45}$/);
    expect(r.body.super_secret_admin_key).toMatch(/^sak_[0-9a-hjkmnp-tv-z]{45}$/);
    expect(r.body.created_at_millis).toBe(emu.clock.now());
  });
  it('omits keys that were not asked for', async () => {
    const r = await create(allKeys({ has_publishable_client_key: false, has_super_secret_admin_key: false }));
    expect(r.body).not.toHaveProperty('publishable_client_key');
    expect(r.body).not.toHaveProperty('super_secret_admin_key');
    expect(r.body.secret_server_key).toMatch(/^ssk_/);
  });
  it('every field is required; non-admin is INSUFFICIENT_ACCESS_TYPE', async () => {
    expectKnown(await create({ description: 'x' }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'POST', '/internal/api-keys', { headers: serverHeaders(), body: allKeys() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expectKnown(await call(h, 'GET', '/internal/api-keys', { headers: clientHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
  it('new keys authenticate at once', async () => {
    const r = await create(allKeys());
    const me = await call(h, 'GET', '/projects/current', { headers: serverHeaders({ 'x-stack-secret-server-key': String(r.body.secret_server_key) }) });
    expect(me.status).toBe(200);
  });
});

describe('GET /internal/api-keys and /{id}', () => {
  it('lists newest first with {last_four}, never the full key', async () => {
    const older = await create(allKeys({ description: 'older' }));
    emu.clock.advance(1000);
    const newer = await create(allKeys({ description: 'newer' }));
    const r = await call<{ items: Array<Record<string, unknown>>; is_paginated: boolean }>(h, 'GET', '/internal/api-keys', { headers: adminHeaders() });
    expect(r.body.is_paginated).toBe(false);
    const ids = r.body.items.map((k) => k.id);
    expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
    const item = r.body.items.find((k) => k.id === newer.body.id)!;
    expect(item.publishable_client_key).toEqual({ last_four: String(newer.body.publishable_client_key).slice(-4) });
    expect(JSON.stringify(r.body)).not.toContain(String(newer.body.secret_server_key));
    expect(r.body.items.some((k) => k.id === DEMO.apiKeySetId)).toBe(true);
  });
  it('reads one set; API_KEY_NOT_FOUND for unknown ids and other projects\' sets; a non-UUID id is a SCHEMA_ERROR', async () => {
    const made = await create(allKeys());
    const r = await call(h, 'GET', `/internal/api-keys/${String(made.body.id)}`, { headers: adminHeaders() });
    expect(r.body).toMatchObject({ id: made.body.id, description: 'test api key', secret_server_key: { last_four: expect.any(String) as string } });
    expect(r.body).not.toHaveProperty('manually_revoked_at_millis');
    expectKnown(await call(h, 'GET', '/internal/api-keys/00000000-0000-4000-8000-000000000000', { headers: adminHeaders() }), 404, 'API_KEY_NOT_FOUND');
    const foreign = '0b1e6e1c-7a53-4d0e-9d68-2a4f3c6a9f12';
    emu.state.apiKeySets[foreign] = { ...emu.state.apiKeySets[DEMO.apiKeySetId]!, id: foreign, projectId: 'internal' };
    expectKnown(await call(h, 'GET', `/internal/api-keys/${foreign}`, { headers: adminHeaders() }), 404, 'API_KEY_NOT_FOUND');
    const bad = await call(h, 'GET', '/internal/api-keys/foreign', { headers: adminHeaders() });
    expectKnown(bad, 400, 'SCHEMA_ERROR');
  });
});

describe('PATCH /internal/api-keys/{id}', () => {
  it('updates the description and revokes; revoked keys are INVALID_*', async () => {
    const made = await create(allKeys());
    const id = String(made.body.id);
    const renamed = await call(h, 'PATCH', `/internal/api-keys/${id}`, { headers: adminHeaders(), body: { description: 'renamed' } });
    expect(renamed.body.description).toBe('renamed');
    const revoked = await call(h, 'PATCH', `/internal/api-keys/${id}`, { headers: adminHeaders(), body: { revoked: true } });
    expect(revoked.body.manually_revoked_at_millis).toBe(emu.clock.now());
    // As the backend: revoking again moves the instant (it reads the old row only on create).
    emu.clock.advance(1000);
    const again = await call(h, 'PATCH', `/internal/api-keys/${id}`, { headers: adminHeaders(), body: { revoked: true } });
    expect(again.body.manually_revoked_at_millis).toBe(emu.clock.now());
    const r = await call(h, 'GET', '/projects/current', { headers: serverHeaders({ 'x-stack-secret-server-key': String(made.body.secret_server_key) }) });
    expectKnown(r, 401, 'INVALID_SECRET_SERVER_KEY');
    const pck = await call(h, 'GET', '/projects/current', { headers: clientHeaders({ 'x-stack-publishable-client-key': String(made.body.publishable_client_key) }) });
    expectKnown(pck, 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
  });
  it('revoked: false is a SCHEMA_ERROR (revocation cannot be undone); unknown id is API_KEY_NOT_FOUND', async () => {
    const made = await create(allKeys());
    expectKnown(await call(h, 'PATCH', `/internal/api-keys/${String(made.body.id)}`, { headers: adminHeaders(), body: { revoked: false } }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'PATCH', '/internal/api-keys/00000000-0000-4000-8000-000000000000', { headers: adminHeaders(), body: {} }), 404, 'API_KEY_NOT_FOUND');
  });
  it('expired sets stop authenticating when the virtual clock passes expires_at', async () => {
    const made = await create(allKeys({ expires_at_millis: emu.clock.now() + 60_000 }));
    const headers = adminHeaders({ 'x-stack-super-secret-admin-key': String(made.body.super_secret_admin_key) });
    expect((await call(h, 'GET', '/internal/api-keys', { headers })).status).toBe(200);
    emu.clock.advance(60_000);
    expectKnown(await call(h, 'GET', '/internal/api-keys', { headers }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
  });
  it('there is no DELETE', async () => {
    const made = await create(allKeys());
    expect((await call(h, 'DELETE', `/internal/api-keys/${String(made.body.id)}`, { headers: adminHeaders() })).status).toBe(405);
  });
});
