/**
 * Config as code (issue 30): `POST /internal/config/override/{level}/reset-keys` and `GET|DELETE /internal/config/source`
 * on every access type; the branch override under the environment's in `GET /internal/config` and
 * `/internal/projects/current`; the levels merging as writes do; OAuth provider checks per level.
 */
import { describeDiff } from './support/suite';
import type { Target } from './support/targets';

const RESET = 'POST /internal/config/override/{level}/reset-keys';
const SOURCE_GET = 'GET /internal/config/source';
const SOURCE_DELETE = 'DELETE /internal/config/source';
const PUT = 'PUT /internal/config/override/{level}';
const PATCH = 'PATCH /internal/config/override/{level}';
const GITHUB = { type: 'pushed-from-github', owner: 'myorg', repo: 'myrepo', branch: 'main', commit_hash: 'abc123', config_file_path: 'stack.config.ts' };

/** The rendered config, parsed (its text is compared by the GETs sent through the suite too). */
async function rendered(t: Target): Promise<Record<string, unknown>> {
  const reply = await t.request('GET', '/api/v1/internal/config', 'admin', {});
  const config = JSON.parse(reply.field('config_string')) as Record<string, unknown>;
  return { auth: config.auth, teams: config.teams, users: config.users };
}

describeDiff('admin: config as code', {}, (diff) => {
  const compareRendered = async (where: string): Promise<void> => {
    const [r, e] = await Promise.all([rendered(diff.real), rendered(diff.emulator)]);
    diff.compare(where, r, e);
  };
  const override = (level: string) => diff.send('GET /internal/config/override/{level}', 'admin', () => ({ params: { level } }), { status: 200 });

  test('reset-keys: every access type; a parent key takes its children; unknown keys change nothing; bad inputs', async () => {
    await diff.send(PATCH, 'admin', () => ({
      params: { level: 'environment' }, body: { config_override_string: JSON.stringify({ teams: { createPersonalTeamOnSignUp: true }, 'users.allowClientUserDeletion': false }) },
    }), { status: 200 });
    await diff.send(RESET, 'admin', () => ({ params: { level: 'environment' }, body: { keys: ['teams.createPersonalTeamOnSignUp', 'no.such.key'] } }), { status: 200 });
    await override('environment');
    await diff.send(RESET, 'admin', () => ({ params: { level: 'environment' }, body: { keys: ['teams', 'users'] } }), { status: 200 });
    await override('environment');
    await compareRendered('after resetting the environment\'s team and user keys');
    for (const access of ['server', 'client'] as const) await diff.send(RESET, access, () => ({ params: { level: 'branch' }, body: { keys: [] } }), { status: 401 });
    await diff.send(RESET, 'none', () => ({ params: { level: 'branch' }, body: { keys: [] } }), { status: 400 });
    await diff.send(RESET, 'admin', () => ({ params: { level: 'project' }, body: { keys: [] } }), { status: 400 });
    await diff.badInputs(RESET, 'admin', () => ({ params: { level: 'branch' }, body: { keys: ['teams'] } }), { 'body.keys': ['missing', 'null', 'type'] });
  });

  test('the branch under the environment: pushed values show until the environment sets the key; reset on the branch', async () => {
    await diff.send(PUT, 'admin', () => ({
      params: { level: 'branch' }, body: { config_string: JSON.stringify({ 'teams.allowClientTeamCreation': true, 'teams.createPersonalTeamOnSignUp': true }), source: GITHUB },
    }), { status: 200 });
    await compareRendered('after a push');
    await diff.send('GET /internal/projects/current', 'admin', () => ({}), { status: 200 });
    await diff.send(PATCH, 'admin', () => ({ params: { level: 'environment' }, body: { config_override_string: JSON.stringify({ 'teams.createPersonalTeamOnSignUp': false }) } }), { status: 200 });
    await compareRendered('the environment over the push');
    await diff.send(PATCH, 'server', () => ({ params: { level: 'branch' }, body: { config_override_string: JSON.stringify({ users: { allowClientUserDeletion: true } }) } }), { status: 200 });
    await diff.send(RESET, 'admin', () => ({ params: { level: 'branch' }, body: { keys: ['teams.allowClientTeamCreation'] } }), { status: 200 });
    await override('branch');
    await compareRendered('after a branch reset');
    await diff.send('GET /projects/current', 'client', () => ({}), { status: 200 });
  });

  test('the source: every access type; set by a branch PUT, kept by a PATCH, unlinked by DELETE', async () => {
    await diff.send(SOURCE_GET, 'admin', () => ({}), { status: 200 });
    await diff.send(PATCH, 'admin', () => ({ params: { level: 'branch' }, body: { config_override_string: '{}' } }), { status: 200 });
    await diff.send(SOURCE_GET, 'admin', () => ({}), { status: 200 });
    await diff.send(SOURCE_DELETE, 'admin', () => ({}), { status: 200 });
    await diff.send(SOURCE_GET, 'admin', () => ({}), { status: 200 });
    await diff.send(PUT, 'admin', () => ({ params: { level: 'branch' }, body: { config_string: '{}', source: { type: 'pushed-from-unknown' } } }), { status: 200 });
    await diff.send(SOURCE_GET, 'admin', () => ({}), { status: 200 });
    for (const access of ['server', 'client'] as const) {
      await diff.send(SOURCE_GET, access, () => ({}), { status: 401 });
      await diff.send(SOURCE_DELETE, access, () => ({}), { status: 401 });
    }
    await diff.send(SOURCE_GET, 'none', () => ({}), { status: 400 });
    await diff.send(SOURCE_DELETE, 'none', () => ({}), { status: 400 });
  });

  test('OAuth providers: the type is one of the service\'s list; keys and secrets are per environment; levels merge as writes do', async () => {
    const bad: Array<[string, unknown]> = [
      ['environment', { 'auth.oauth.providers.invalid': { type: 'not-a-real-provider', isShared: false, clientId: 't', clientSecret: 't', allowSignIn: true, allowConnectedAccounts: true } }],
      ['branch', { 'auth.oauth.providers.google': { type: 'google', isShared: false, clientId: 't', clientSecret: 't', allowSignIn: true, allowConnectedAccounts: true } }],
      ['branch', { auth: { oauth: { providers: { google: { type: 'google', clientSecret: 's' } } } } }],
      ['branch', { 'auth.oauth.providers.google.clientId': 'x' }],
      ['environment', { 'auth.oauth.providers.github.type': 5 }],
      ['environment', { 'auth.oauth.providers.github.allowSignIn': 'yes' }],
      ['environment', { 'auth.oauth.nope': true }],
    ];
    for (const [level, value] of bad) {
      await diff.send(PATCH, 'admin', () => ({ params: { level }, body: { config_override_string: JSON.stringify(value) } }), { status: 400 });
    }
    await diff.send(PUT, 'admin', () => ({
      params: { level: 'branch' }, body: { config_string: JSON.stringify({ 'auth.oauth.providers.my_provider': { type: 'google', allowSignIn: true, allowConnectedAccounts: true } }), source: { type: 'unlinked' } },
    }), { status: 200 });
    await compareRendered('a pushed provider under the environment\'s whole providers key');
    await diff.send(RESET, 'admin', () => ({ params: { level: 'environment' }, body: { keys: ['auth.oauth.providers'] } }), { status: 200 });
    await compareRendered('the pushed provider once the environment\'s providers are reset');
    await diff.send(PATCH, 'admin', () => ({
      params: { level: 'environment' }, body: { config_override_string: JSON.stringify({ 'auth.oauth.providers.github': { type: 'github', isShared: false, clientId: 'c', clientSecret: 's', allowSignIn: true, allowConnectedAccounts: true } }) },
    }), { status: 200 });
    await compareRendered('an environment provider beside the pushed one');
    await diff.send('GET /internal/projects/current', 'admin', () => ({}), { status: 200 });
  });
});
