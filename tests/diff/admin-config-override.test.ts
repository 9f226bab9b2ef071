/**
 * `GET|PUT|PATCH /internal/config/override/{level}` (protocol §2.16): every level × access type, good and bad override
 * strings, and what an environment override does to `/projects/current` and `/internal/projects/current`.
 */
import { describeDiff } from './support/suite';
import type { Target } from './support/targets';

const ROUTE_GET = 'GET /internal/config/override/{level}';
const ROUTE_PUT = 'PUT /internal/config/override/{level}';
const ROUTE_PATCH = 'PATCH /internal/config/override/{level}';
const LEVELS = ['project', 'branch', 'environment'] as const;
const UNLINKED = { type: 'unlinked' };

/** The environment override, parsed (compared field by field; the GETs sent through the suite compare its text). */
async function environmentOverride(t: Target): Promise<Record<string, unknown>> {
  const reply = await t.request('GET', '/api/v1/internal/config/override/environment', 'admin', {});
  return JSON.parse(reply.field('config_string')) as Record<string, unknown>;
}

describeDiff('admin: config overrides', {}, (diff) => {
  const compareEnvironment = async (where: string): Promise<void> => {
    const [r, e] = await Promise.all([environmentOverride(diff.real), environmentOverride(diff.emulator)]);
    diff.compare(where, r, e);
  };

  test('GET: every level × access type', async () => {
    for (const level of LEVELS) {
      await diff.send(ROUTE_GET, 'admin', () => ({ params: { level } }), { status: 200 });
      await diff.send(ROUTE_GET, 'server', () => ({ params: { level } }), { status: level === 'branch' ? 200 : 403 });
      await diff.send(ROUTE_GET, 'client', () => ({ params: { level } }), { status: 401 });
    }
    await diff.send(ROUTE_GET, 'none', () => ({ params: { level: 'branch' } }), { status: 400 });
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'organization' } }), { status: 400 });
    await compareEnvironment('environment override at creation');
  });

  test('PATCH environment: dot keys and nested keys reach /projects/current', async () => {
    await diff.send(ROUTE_PATCH, 'admin', () => ({
      params: { level: 'environment' },
      body: { config_override_string: JSON.stringify({ 'auth.allowSignUp': false, 'teams.allowClientTeamCreation': false, 'domains.allowLocalhost': false }) },
    }), { status: 200 });
    await diff.send('GET /projects/current', 'client', () => ({}), { status: 200 });
    await compareEnvironment('after a dot-key PATCH');
    await diff.send(ROUTE_PATCH, 'admin', () => ({
      params: { level: 'environment' },
      body: { config_override_string: JSON.stringify({ teams: { createPersonalTeamOnSignUp: true }, users: { allowClientUserDeletion: false } }) },
    }), { status: 200 });
    await diff.send('GET /internal/projects/current', 'admin', () => ({}), { status: 200 });
    await compareEnvironment('after a nested PATCH');
    await diff.send(ROUTE_PATCH, 'admin', () => ({
      params: { level: 'environment' },
      body: { config_override_string: JSON.stringify({ 'auth.password.allowSignIn': false, 'auth.otp.allowSignIn': null, 'teams.createPersonalTeamOnSignUp': null }) },
    }), { status: 200 });
    await diff.send('GET /projects/current', 'client', () => ({}), { status: 200 });
    await diff.send('GET /internal/projects/current', 'admin', () => ({}), { status: 200 });
  });

  test('legacy PATCH /internal/projects/current writes into the environment override', async () => {
    await diff.send('PATCH /internal/projects/current', 'admin', () => ({
      body: { config: { sign_up_enabled: true, credential_enabled: true, client_team_creation_enabled: true, allow_localhost: true } },
    }), { status: 200 });
    await compareEnvironment('after a legacy PATCH');
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'environment' } }), { status: 200 });
  });

  test('a permission definition made by its own route is in the override and survives an override write', async () => {
    await diff.send('POST /team-permission-definitions', 'admin', () => ({ body: { id: 'reviewer', description: 'Reviews' } }), { status: 201 });
    await compareEnvironment('after a permission definition');
    await diff.send(ROUTE_PATCH, 'admin', () => ({ params: { level: 'environment' }, body: { config_override_string: JSON.stringify({ 'auth.passkey.allowSignIn': true }) } }), { status: 200 });
    await diff.send('GET /team-permission-definitions', 'admin', () => ({}), { status: 200 });
  });

  test('PUT: project and branch replace their override, branch needs a source', async () => {
    await diff.send(ROUTE_PUT, 'admin', () => ({ params: { level: 'branch' }, body: { config_string: JSON.stringify({ 'teams.allowClientTeamCreation': true }) } }), { status: 400 });
    await diff.send(ROUTE_PUT, 'server', () => ({
      params: { level: 'branch' }, body: { config_string: JSON.stringify({ 'users.allowClientUserDeletion': true, auth: { passkey: { allowSignIn: false } } }), source: UNLINKED },
    }), { status: 200 });
    await diff.send(ROUTE_GET, 'server', () => ({ params: { level: 'branch' } }), { status: 200 });
    await diff.send(ROUTE_PATCH, 'server', () => ({
      params: { level: 'branch' }, body: { config_override_string: JSON.stringify({ auth: { allowSignUp: true }, 'users.allowClientUserDeletion': false }) },
    }), { status: 200 });
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'branch' } }), { status: 200 });
    await diff.send(ROUTE_PUT, 'admin', () => ({
      params: { level: 'branch' }, body: { config_string: '{}', source: { type: 'pushed-from-github', owner: 'o', repo: 'r', branch: 'main', commit_hash: 'abc', config_file_path: 'stack.config.ts' } },
    }), { status: 200 });
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'branch' } }), { status: 200 });
    await diff.send(ROUTE_PATCH, 'admin', () => ({ params: { level: 'branch' }, body: { config_override_string: JSON.stringify({ sourceOfTruth: { type: 'hosted' } }) } }), { status: 200 });
    await diff.send(ROUTE_PUT, 'admin', () => ({ params: { level: 'project' }, body: { config_string: JSON.stringify({ sourceOfTruth: { type: 'hosted' } }) } }), { status: 200 });
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'project' } }), { status: 200 });
    await diff.send(ROUTE_PATCH, 'admin', () => ({ params: { level: 'project' }, body: { config_override_string: '{}' } }), { status: 200 });
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'project' } }), { status: 200 });
  });

  test('PUT environment replaces the override: unset flags fall back to the schema defaults', async () => {
    await diff.send(ROUTE_PUT, 'admin', () => ({
      params: { level: 'environment' },
      body: { config_string: JSON.stringify({ 'auth.password.allowSignIn': true, 'apiKeys.enabled.user': true, 'rbac.defaultPermissions.teamCreator': { team_admin: true } }) },
    }), { status: 200 });
    await diff.send('GET /projects/current', 'client', () => ({}), { status: 200 });
    await diff.send('GET /internal/projects/current', 'admin', () => ({}), { status: 200 });
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'environment' } }), { status: 200 });
  });

  test('access: server only on branch; client and no access refused', async () => {
    for (const level of ['project', 'environment'] as const) {
      await diff.send(ROUTE_PUT, 'server', () => ({ params: { level }, body: { config_string: '{}' } }), { status: 403 });
      await diff.send(ROUTE_PATCH, 'server', () => ({ params: { level }, body: { config_override_string: '{}' } }), { status: 403 });
    }
    await diff.send(ROUTE_PUT, 'client', () => ({ params: { level: 'branch' }, body: { config_string: '{}', source: UNLINKED } }), { status: 401 });
    await diff.send(ROUTE_PATCH, 'client', () => ({ params: { level: 'branch' }, body: { config_override_string: '{}' } }), { status: 401 });
    await diff.send(ROUTE_PATCH, 'none', () => ({ params: { level: 'branch' }, body: { config_override_string: '{}' } }), { status: 400 });
  });

  test('bad override strings are plain-text 400s', async () => {
    const bad: Array<[string, string]> = [
      ['environment', '{not json'],
      ['environment', JSON.stringify({ 'foo.bar': 1 })],
      ['environment', JSON.stringify({ 'auth.nope': true })],
      ['environment', JSON.stringify({ 'teams.allowClientTeamCreation.deeper': true })],
      ['environment', JSON.stringify({ teams: { foo: true } })],
      ['environment', JSON.stringify({ teams: { 'a.b': true } })],
      ['environment', JSON.stringify({ 'auth.allowSignUp': 'yes' })],
      ['environment', JSON.stringify({ 'auth.allowSignUp': 1 })],
      ['environment', JSON.stringify({ teams: { allowClientTeamCreation: 1 } })],
      ['environment', JSON.stringify({ 'teams.allowClientTeamCreation': { a: '1' } })],
      ['environment', JSON.stringify({ teams: true })],
      ['branch', JSON.stringify({ 'domains.allowLocalhost': true })],
      ['project', JSON.stringify({ 'auth.allowSignUp': true })],
      ['branch', '"ab"'],
      ['branch', '[{"a":1}]'],
    ];
    for (const [level, text] of bad) {
      await diff.send(ROUTE_PATCH, 'admin', () => ({ params: { level }, body: { config_override_string: text } }), { status: 400 });
    }
    await diff.send(ROUTE_PUT, 'admin', () => ({ params: { level: 'environment' }, body: { config_string: '{oops' } }), { status: 400 });
    await diff.send(ROUTE_PUT, 'admin', () => ({ params: { level: 'branch' }, body: { config_string: JSON.stringify({ users: { x: 1 } }), source: UNLINKED } }), { status: 400 });
    await diff.badInputs(ROUTE_PATCH, 'admin', () => ({ params: { level: 'environment' }, body: { config_override_string: '{}' } }), {
      'body.config_override_string': ['type', 'null', 'missing'],
    });
    await diff.badInputs(ROUTE_PUT, 'admin', () => ({ params: { level: 'project' }, body: { config_string: '{}' } }), {
      'body.config_string': ['type', 'missing'],
    });
    for (const source of [{ type: 'elsewhere' }, { type: 'pushed-from-github', owner: 'o' }, 'x', {}]) {
      await diff.send(ROUTE_PUT, 'admin', () => ({ params: { level: 'branch' }, body: { config_string: '{}', source } }), { status: 400 });
    }
    // What the service's migration makes of JSON that is no object: no entries (so nothing changes).
    for (const text of ['12345', 'true', '[]']) {
      await diff.send(ROUTE_PATCH, 'admin', () => ({ params: { level: 'branch' }, body: { config_override_string: text } }), { status: 200 });
    }
    // Nothing above was stored.
    await diff.send(ROUTE_GET, 'admin', () => ({ params: { level: 'branch' } }), { status: 200 });
    await compareEnvironment('after the rejected writes');
  });
});
