/**
 * `GET /internal/config` (protocol §2.16): the project's rendered config (what the official SDK's
 * `project.getConfig()` and our `admin.getConfig()` read), by access type, at creation and after overrides at each
 * level and the routes that write into the environment override (permission definitions). The config string is
 * compared parsed, field by field, without the email themes' and templates' TSX sources (the emulator's own text;
 * see the departure).
 */
import { describeDiff } from './support/suite';
import type { Pair } from './support/suite';

const ROUTE = 'GET /internal/config';
const PATCH = 'PATCH /internal/config/override/{level}';

type Tree = Record<string, unknown>;

/** The parsed config without the TSX sources of the email themes and templates. */
function withoutSources(text: string): Tree {
  const config = JSON.parse(text) as Tree;
  const emails = config.emails as Record<string, Record<string, Tree>> | undefined;
  for (const group of ['themes', 'templates']) {
    for (const entry of Object.values(emails?.[group] ?? {})) delete entry.tsxSource;
  }
  return config;
}

describeDiff('admin: the rendered config', {}, (diff) => {
  const compareConfig = async (where: string): Promise<Pair> => {
    const pair = await diff.send(ROUTE, 'admin', () => ({}), { status: 200 });
    diff.compare(where, withoutSources(pair.real.field('config_string')), withoutSources(pair.emulator.field('config_string')));
    return pair;
  };

  test('access: admin only', async () => {
    await compareConfig('config at creation');
    await diff.send(ROUTE, 'server', () => ({}), { status: 401 });
    await diff.send(ROUTE, 'client', () => ({}), { status: 401 });
    await diff.send(ROUTE, 'none', () => ({}), { status: 400 });
  });

  test('environment overrides (dot keys, nested, null) show in the rendered config', async () => {
    await diff.send(PATCH, 'admin', () => ({
      params: { level: 'environment' },
      body: { config_override_string: JSON.stringify({ 'auth.allowSignUp': false, teams: { createPersonalTeamOnSignUp: true }, 'auth.otp.allowSignIn': null }) },
    }), { status: 200 });
    await compareConfig('after an environment PATCH');
    await diff.send(PATCH, 'admin', () => ({
      params: { level: 'branch' }, body: { config_override_string: JSON.stringify({ 'users.allowClientUserDeletion': false, 'apps.installed.teams.enabled': true }) },
    }), { status: 200 });
    await compareConfig('after a branch PATCH (the environment override still wins where it sets a key)');
  });

  test('permission definitions made by their routes are in the rendered config', async () => {
    await diff.send('POST /team-permission-definitions', 'admin', () => ({ body: { id: 'reviewer', description: 'Reviews', contained_permission_ids: ['$read_members'] } }), { status: 201 });
    await diff.send('POST /project-permission-definitions', 'admin', () => ({ body: { id: 'beta_tester' } }), { status: 201 });
    await compareConfig('after two permission definitions');
  });
});
