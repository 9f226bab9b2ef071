/**
 * `GET|PUT|PATCH /internal/config/override/{level}` (protocol §2.16): access per level, the service's merge, its
 * plain-text 400s, and the environment override driving the project config (facts measured against the real backend
 * with tests/diff/admin-config-override.test.ts).
 */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, serverHeaders } from './helpers';

const { h } = emulatorUnderTest({ log: () => undefined });

const path = (level: string): string => `/internal/config/override/${level}`;
const getOverride = async (level: string): Promise<Record<string, unknown>> => {
  const r = await call<{ config_string: string }>(h, 'GET', path(level), { headers: adminHeaders() });
  expect(r.status).toBe(200);
  return JSON.parse(r.body.config_string) as Record<string, unknown>;
};
const patch = (level: string, override: unknown, headers = adminHeaders()) =>
  call(h, 'PATCH', path(level), { headers, body: { config_override_string: typeof override === 'string' ? override : JSON.stringify(override) } });
const put = (level: string, body: Record<string, unknown>, headers = adminHeaders()) => call(h, 'PUT', path(level), { headers, body });
const clientConfig = async (): Promise<Record<string, unknown>> =>
  (await call<{ config: Record<string, unknown> }>(h, 'GET', '/projects/current', { headers: clientHeaders() })).body.config;
const adminConfig = async (): Promise<Record<string, unknown>> =>
  (await call<{ config: Record<string, unknown> }>(h, 'GET', '/internal/projects/current', { headers: adminHeaders() })).body.config;

function expectText(r: { status: number; text: string; headers: Headers }, status: number, text: string): void {
  expect([r.status, r.text, r.headers.get('content-type')?.split(';')[0]]).toEqual([status, text, 'text/plain']);
}

describe('access', () => {
  test.each(['project', 'environment'])('server access is refused on %s (403 text), on every method', async (level) => {
    const text = 'Server access can only manage branch config overrides.';
    expectText(await call(h, 'GET', path(level), { headers: serverHeaders() }), 403, text);
    expectText(await patch(level, {}, serverHeaders()), 403, text);
    expectText(await put(level, { config_string: '{}' }, serverHeaders()), 403, text);
  });

  test('server access manages the branch override; client access is refused', async () => {
    expect((await call(h, 'GET', path('branch'), { headers: serverHeaders() })).status).toBe(200);
    expect((await patch('branch', { 'teams.allowClientTeamCreation': true }, serverHeaders())).body).toEqual({ success: true });
    const r = await call(h, 'GET', path('branch'), { headers: clientHeaders() });
    expect([r.status, r.body.code]).toEqual([401, 'INSUFFICIENT_ACCESS_TYPE']);
  });

  test('an unknown level is a SCHEMA_ERROR naming the three', async () => {
    const r = await call(h, 'GET', path('organization'), { headers: adminHeaders() });
    expect([r.status, r.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    expect(r.body.error).toContain('params.level must be one of the following values: project, branch, environment');
  });
});

describe('the environment override', () => {
  test('starts as the project config in dot keys, in jsonb key order', async () => {
    const r = await call<{ config_string: string }>(h, 'GET', path('environment'), { headers: adminHeaders() });
    const keys = Object.keys(JSON.parse(r.body.config_string) as object);
    expect(keys.slice(0, 3)).toEqual(['auth.allowSignUp', 'apiKeys.enabled.team', 'apiKeys.enabled.user']);
    const override = await getOverride('environment');
    expect(override['rbac.defaultPermissions.teamCreator']).toEqual({ team_admin: true });
    expect(override['apps.installed.authentication.enabled']).toBe(true);
  });

  test('a PATCH with dot keys or nested keys shows at once in /projects/current', async () => {
    expect((await patch('environment', { 'auth.allowSignUp': false, teams: { allowClientTeamCreation: true } })).status).toBe(200);
    expect(await clientConfig()).toMatchObject({ sign_up_enabled: false, client_team_creation_enabled: true });
    expect((await patch('environment', { 'auth.allowSignUp': null })).status).toBe(200);
    expect((await clientConfig()).sign_up_enabled).toBe(true); // unset = the schema's default
  });

  test('a key replaces itself and every key below it', async () => {
    await put('branch', { config_string: '{}', source: { type: 'unlinked' } }); // no branch value under the environment's
    await patch('environment', { 'teams.allowClientTeamCreation': false });
    await patch('environment', { teams: { createPersonalTeamOnSignUp: true } });
    const override = await getOverride('environment');
    expect(override.teams).toEqual({ createPersonalTeamOnSignUp: true });
    expect(override).not.toHaveProperty(['teams.allowClientTeamCreation']);
    expect(await adminConfig()).toMatchObject({ create_team_on_sign_up: true, client_team_creation_enabled: false });
  });

  test('a legacy PATCH /internal/projects/current writes the fields it was sent as dot keys', async () => {
    await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { client_user_deletion_enabled: true } } });
    expect((await getOverride('environment'))['users.allowClientUserDeletion']).toBe(true);
  });

  test('a permission definition made by its own route stays through a later override write', async () => {
    const created = await call(h, 'POST', '/team-permission-definitions', { headers: adminHeaders(), body: { id: 'reviewer' } });
    expect(created.status).toBe(201);
    await patch('environment', { 'auth.passkey.allowSignIn': true });
    expect(await getOverride('environment')).toMatchObject({ 'rbac.permissions': { reviewer: { scope: 'team', containedPermissionIds: {} } } });
    const list = await call<{ items: Array<{ id: string }> }>(h, 'GET', '/team-permission-definitions', { headers: adminHeaders() });
    expect(list.body.items.map((d) => d.id)).toContain('reviewer');
  });

  test('a PUT replaces it: what it leaves out falls back to the schema defaults', async () => {
    expect((await put('environment', { config_string: JSON.stringify({ 'auth.password.allowSignIn': true }) })).status).toBe(200);
    expect(await getOverride('environment')).toEqual({ 'auth.password.allowSignIn': true });
    expect(await adminConfig()).toMatchObject({
      credential_enabled: true, sign_up_enabled: true, allow_localhost: false, oauth_providers: [], team_creator_default_permissions: [],
    });
  });
});

describe('project and branch overrides', () => {
  test('a branch PUT needs a source, and then replaces the override', async () => {
    expectText(await put('branch', { config_string: '{}' }), 400, 'source is required for branch level config');
    expect((await put('branch', { config_string: JSON.stringify({ users: { allowClientUserDeletion: true } }), source: { type: 'unlinked' } })).status).toBe(200);
    expect(await getOverride('branch')).toEqual({ users: { allowClientUserDeletion: true } });
  });

  test('a source matching none of the three shapes is a SCHEMA_ERROR listing each', async () => {
    const r = await put('branch', { config_string: '{}', source: { type: 'unlinked', owner: 'o' } });
    expect([r.status, r.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    expect(r.body.error).toContain('    Schema 2:\n      body.source contains unknown properties: owner');
  });

  test('sourceOfTruth is kept on the project level and dropped below it', async () => {
    await put('project', { config_string: JSON.stringify({ sourceOfTruth: { type: 'hosted' } }) });
    expect(await getOverride('project')).toEqual({ sourceOfTruth: { type: 'hosted' } });
    await put('branch', { config_string: JSON.stringify({ sourceOfTruth: { type: 'hosted' } }), source: { type: 'unlinked' } });
    expect(await getOverride('branch')).toEqual({});
  });
});

describe('bad override strings (plain-text 400, nothing stored)', () => {
  test.each([
    ['environment', '{not json', 'Invalid config JSON'],
    ['environment', '{"foo.bar":1}', 'The key "foo.bar" is not valid (nested object not found in schema: "foo").'],
    ['environment', '{"teams.allowClientTeamCreation.deeper":true}', 'The key "teams.allowClientTeamCreation.deeper" is not valid (nested object not found in schema: "teams.allowClientTeamCreation.deeper").'],
    ['branch', '{"domains.allowLocalhost":true}', 'The key "domains.allowLocalhost" is not valid (nested object not found in schema: "domains.allowLocalhost").'],
    ['project', '{"auth.allowSignUp":true}', 'The key "auth.allowSignUp" is not valid (nested object not found in schema: "auth").'],
    ['environment', '{"teams":{"a.b":true}}', 'Key a.b contains a dot, which is not allowed in config override.'],
    ['environment', '{"teams":{"foo":true}}', 'teams contains unknown properties: foo'],
    ['environment', '{"auth.allowSignUp":"yes"}', 'auth.allowSignUp must be a `boolean` type, but the final value was: `"yes"`.'],
    ['environment', '{"teams.allowClientTeamCreation":{"a":"1"}}', 'teams.allowClientTeamCreation must be a `boolean` type, but the final value was: `{\n  "a": "\\"1\\""\n}`.'],
    ['branch', '"ab"', '0 must be a `object` type, but the final value was: `"a"`.'],
    ['project', '5', 'Config override must be a non-null object.'],
    ['project', '[]', 'Config override must be plain old JavaScript object.'],
  ])('%s %s', async (level, text, message) => {
    const before = await getOverride(level);
    expectText(await patch(level, text), 400, message);
    expect(await getOverride(level)).toEqual(before);
  });

  test('JSON that is no object has no entries below the project level (nothing changes)', async () => {
    const before = await getOverride('branch');
    for (const text of ['12345', 'true', '[]']) expect((await patch('branch', text)).body).toEqual({ success: true });
    expect(await getOverride('branch')).toEqual(before);
  });

  test('unknown body fields and a missing string are SCHEMA_ERRORs', async () => {
    const r = await call(h, 'PATCH', '/internal/config/override/branch', { headers: adminHeaders(), body: { config_override_string: '{}', extra: 1 } });
    expect([r.status, r.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    const m = await call(h, 'PUT', '/internal/config/override/project', { headers: adminHeaders(), body: {} });
    expect(m.body.error).toContain('body.config_string must be defined');
  });
});

describe('config as code: the branch level under the environment', () => {
  const rendered = async (): Promise<{ teams: Record<string, boolean>; auth: { oauth: { providers: Record<string, unknown> } } }> =>
    JSON.parse((await call<{ config_string: string }>(h, 'GET', '/internal/config', { headers: adminHeaders() })).body.config_string);
  const reset = (level: string, keys: unknown, headers = adminHeaders()) => call(h, 'POST', `/internal/config/override/${level}/reset-keys`, { headers, body: { keys } });
  const source = (method: 'GET' | 'DELETE') => (method === 'GET'
    ? call<{ source: Record<string, unknown> }>(h, 'GET', '/internal/config/source', { headers: adminHeaders() })
    : call<{ source: Record<string, unknown> }>(h, 'DELETE', '/internal/config/source', { headers: adminHeaders() }));
  const GITHUB = { type: 'pushed-from-github', owner: 'o', repo: 'r', branch: 'main', commit_hash: 'abc', config_file_path: 'stack.config.ts' };

  test('a branch value shows in the rendered config and the project config until the environment sets the key', async () => {
    await reset('environment', ['teams']);
    expect((await put('branch', { config_string: JSON.stringify({ 'teams.createPersonalTeamOnSignUp': true }), source: { type: 'unlinked' } })).status).toBe(200);
    expect((await rendered()).teams.createPersonalTeamOnSignUp).toBe(true);
    expect((await adminConfig()).create_team_on_sign_up).toBe(true);
    await patch('environment', { 'teams.createPersonalTeamOnSignUp': false });
    expect((await rendered()).teams.createPersonalTeamOnSignUp).toBe(false);
    expect((await adminConfig()).create_team_on_sign_up).toBe(false);
  });

  test('reset-keys removes a key and everything below it, dot keys and nested alike; unknown keys change nothing', async () => {
    await patch('environment', { 'teams.allowClientTeamCreation': true, users: { allowClientUserDeletion: true } });
    expect((await reset('environment', ['users.allowClientUserDeletion', 'no.such.key'])).body).toEqual({ success: true });
    const override = await getOverride('environment');
    expect(override).not.toHaveProperty('users');
    expect(override['teams.allowClientTeamCreation']).toBe(true);
    await reset('environment', ['teams']);
    expect(await getOverride('environment')).not.toHaveProperty(['teams.allowClientTeamCreation']);
  });

  test('reset-keys is admin only, on branch or environment, with a list of keys', async () => {
    expect((await reset('branch', [], serverHeaders())).body.code).toBe('INSUFFICIENT_ACCESS_TYPE');
    expect((await reset('project', [])).body.error).toContain('params.level must be one of the following values: branch, environment');
    expect((await call(h, 'POST', '/internal/config/override/branch/reset-keys', { headers: adminHeaders(), body: {} })).body.error).toContain('body.keys must be defined');
  });

  test('the source: unlinked by default, set by a branch PUT, kept by a PATCH, unlinked by DELETE (the config stays)', async () => {
    await put('branch', { config_string: '{}', source: { type: 'unlinked' } });
    expect((await source('GET')).body).toEqual({ source: { type: 'unlinked' } });
    await put('branch', { config_string: JSON.stringify({ 'users.allowClientUserDeletion': true }), source: GITHUB });
    await patch('branch', { 'teams.allowClientTeamCreation': true });
    expect((await source('GET')).body).toEqual({ source: GITHUB });
    expect((await source('DELETE')).body).toEqual({ success: true });
    expect((await source('GET')).body).toEqual({ source: { type: 'unlinked' } });
    expect(await getOverride('branch')).toEqual({ 'users.allowClientUserDeletion': true, 'teams.allowClientTeamCreation': true });
    const server = await call(h, 'GET', '/internal/config/source', { headers: serverHeaders() });
    expect([server.status, server.body.code]).toEqual([401, 'INSUFFICIENT_ACCESS_TYPE']);
  });

  test('OAuth providers: the type is one of the service\'s list; keys and secrets are per environment', async () => {
    expectText(await patch('environment', { 'auth.oauth.providers.invalid': { type: 'not-a-real-provider', allowSignIn: true } }), 400,
      'auth.oauth.providers.invalid.type must be one of the following values: google, github, microsoft, spotify, facebook, discord, gitlab, bitbucket, linkedin, apple, x, twitch');
    expectText(await patch('branch', { 'auth.oauth.providers.google': { type: 'google', isShared: false, clientId: 'c', clientSecret: 's', allowSignIn: true } }), 400,
      'auth.oauth.providers.google contains unknown properties: isShared, clientId, clientSecret');
    expect((await patch('branch', { 'auth.oauth.providers.my_provider': { type: 'google', allowSignIn: true, allowConnectedAccounts: true } })).status).toBe(200);
    expect((await rendered()).auth.oauth.providers.my_provider).toMatchObject({ type: 'google', allowSignIn: true });
  });
});
