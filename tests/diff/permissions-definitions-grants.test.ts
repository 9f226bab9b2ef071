/** Team and project permission definitions (admin) and grants (every access type), good and bad, on both targets. */
import { describeDiff } from './support/suite';
import { addPerson, NO_SUCH_ID, tokenOf } from './teams-people';

const PEOPLE = new Set(['ann', 'bob', 'cid']);

describeDiff('permissions: definitions and grants', {}, (diff) => {
  const TPD = '/team-permission-definitions';
  const PPD = '/project-permission-definitions';
  const id = (permission_id: string) => ({ params: { permission_id } });

  test('team permission definitions: list, create, update (replaces), rename, delete; server and client refused', async () => {
    await diff.send(`GET ${TPD}`, 'admin', () => ({}), { status: 200 });
    await diff.send(`GET ${TPD}`, 'server', () => ({}));
    await diff.send(`GET ${TPD}`, 'client', () => ({}));
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'read_x', description: 'Read X', contained_permission_ids: ['$update_team', '$read_members', 'team_member'] } }), { status: 201 });
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'min_one' } }), { status: 201 });
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'empty_desc', description: '' } }), { status: 201 });
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'c_dup', contained_permission_ids: ['min_one', 'min_one'] } }), { status: 201 });
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'read_x' } }));
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'c_self', contained_permission_ids: ['c_self'] } }));
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'c_unknown', contained_permission_ids: ['nope'] } }));
    await diff.send(`POST ${TPD}`, 'server', () => ({ body: { id: 'srv' } }));
    await diff.badInputs(`POST ${TPD}`, 'admin', () => ({ body: { id: 'bad_one', description: 'd', contained_permission_ids: ['$read_members'] } }), {
      'body.id': ['empty', 'missing', 'null', { label: 'system id', value: '$update_team' }, { label: 'upper case', value: 'Bad-Id' }],
      'body.description': ['null'],
      'body.contained_permission_ids': ['empty', 'null', { label: 'bogus system id', value: ['$bogus'] }],
    });
    await diff.send(`GET ${TPD}`, 'admin', () => ({}), { status: 200 });
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('read_x'), body: { description: 'New' } }), { status: 200 });
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('read_x'), body: { contained_permission_ids: ['min_one'] } }), { status: 200 });
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('min_one'), body: { id: 'min_two' } }), { status: 200 });
    await diff.send(`GET ${TPD}`, 'admin', () => ({}), { status: 200 });
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('min_two'), body: { id: 'read_x' } }));
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('$update_team'), body: { description: 'x' } }));
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('$bogus'), body: {} }));
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('Bad-Id'), body: {} }));
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('nope_nope'), body: {} }));
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('min_two') }));
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'server', () => ({ ...id('min_two'), body: {} }));
    await diff.send(`DELETE ${TPD}/{permission_id}`, 'admin', () => id('nope_nope'));
    await diff.send(`DELETE ${TPD}/{permission_id}`, 'admin', () => id('$update_team'));
    await diff.send(`DELETE ${TPD}/{permission_id}`, 'admin', () => id('Bad-Id'));
    await diff.send(`DELETE ${TPD}/{permission_id}`, 'server', () => id('min_two'));
    await diff.send(`DELETE ${TPD}/{permission_id}`, 'admin', () => id('min_two'), { status: 200 });
    await diff.send(`GET ${TPD}`, 'admin', () => ({}), { status: 200 });
  });

  test('project permission definitions, and the one id space both scopes share', async () => {
    await diff.send(`GET ${PPD}`, 'admin', () => ({}), { status: 200 });
    await diff.send(`POST ${PPD}`, 'admin', () => ({ body: { id: 'proj_a', description: 'A' } }), { status: 201 });
    await diff.send(`POST ${PPD}`, 'admin', () => ({ body: { id: 'proj_b', contained_permission_ids: ['proj_a'] } }), { status: 201 });
    await diff.send(`POST ${PPD}`, 'admin', () => ({ body: { id: 'proj_c', contained_permission_ids: ['team_member'] } }));
    await diff.send(`POST ${PPD}`, 'admin', () => ({ body: { id: 'proj_d', contained_permission_ids: ['$read_members'] } }));
    await diff.send(`POST ${PPD}`, 'admin', () => ({ body: { id: 'team_member' } }));
    await diff.send(`POST ${TPD}`, 'admin', () => ({ body: { id: 'proj_a' } }));
    await diff.send(`POST ${PPD}`, 'server', () => ({ body: { id: 'srv' } }));
    await diff.send(`PATCH ${PPD}/{permission_id}`, 'admin', () => ({ ...id('proj_a'), body: { description: 'A2' } }), { status: 200 });
    await diff.send(`PATCH ${PPD}/{permission_id}`, 'admin', () => ({ ...id('nope_nope'), body: {} }));
    await diff.send(`PATCH ${PPD}/{permission_id}`, 'server', () => ({ ...id('proj_a'), body: {} }));
    await diff.send(`POST ${PPD}`, 'admin', () => ({ body: { id: 'proj_moved' } }), { status: 201 });
    await diff.send(`PATCH ${TPD}/{permission_id}`, 'admin', () => ({ ...id('proj_moved'), body: { description: 'now a team one' } }), { status: 200 });
    await diff.send(`DELETE ${TPD}/{permission_id}`, 'admin', () => id('proj_b'));
    await diff.send(`GET ${PPD}`, 'admin', () => ({}), { status: 200 });
    await diff.send(`GET ${PPD}`, 'server', () => ({}));
    await diff.send(`GET ${PPD}`, 'client', () => ({}));
    await diff.send(`DELETE ${PPD}/{permission_id}`, 'server', () => id('proj_a'));
    await diff.send(`DELETE ${PPD}/{permission_id}`, 'admin', () => id('nope_nope'));
  });

  test('team permissions: grant, list (direct, recursive, filtered), revoke', async () => {
    for (const label of ['ann', 'bob', 'cid']) await addPerson(diff, label);
    await diff.send('POST /teams', 'server', (t) => ({ body: { display_name: 'T', creator_user_id: t.var('ann') } }), { status: 201, save: { team: 'id' } });
    const at = (user: string, permission_id: string) => (t: { var(n: string): string }) => ({ team_id: t.var('team'), user_id: PEOPLE.has(user) ? t.var(user) : user, permission_id });
    const route = '/team-permissions/{team_id}/{user_id}/{permission_id}';
    await diff.send('POST /team-memberships/{team_id}/{user_id}', 'server', (t) => ({ params: { team_id: t.var('team'), user_id: t.var('bob') }, body: {} }), { status: 201 });
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('bob', '$update_team')(t), body: {} }), { status: 201 });
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('bob', '$update_team')(t), body: {} }), { status: 201 });
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('bob', '$read_members')(t) }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('bob', 'nope_perm')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('bob', '$bogus')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('bob', 'Bad-Perm')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('bob', 'proj_a')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('cid', '$update_team')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: { ...at('cid', '$update_team')(t), team_id: NO_SUCH_ID }, body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at(NO_SUCH_ID, '$update_team')(t), body: {} }));
    await diff.send(`POST ${route}`, 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: at('bob', '$update_team')(t), body: {} }));
    await diff.send(`POST ${route}`, 'admin', (t) => ({ params: at('bob', 'team_admin')(t), body: {} }), { status: 201 });
    const list = (query: (t: { var(n: string): string }) => Record<string, string>) => (t: { var(n: string): string }) => ({ query: query(t) });
    await diff.send('GET /team-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...list((v) => ({ team_id: v.var('team'), user_id: 'me' }))(t) }), { status: 200 });
    await diff.send('GET /team-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...list((v) => ({ team_id: v.var('team'), user_id: 'me', recursive: 'true' }))(t) }), { status: 200 });
    await diff.send('GET /team-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...list((v) => ({ team_id: v.var('team') }))(t) }));
    await diff.send('GET /team-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), ...list((v) => ({ user_id: v.var('bob') }))(t) }));
    await diff.send('GET /team-permissions', 'client', list((v) => ({ team_id: v.var('team'), user_id: 'me' })));
    await diff.send('GET /team-permissions', 'client', () => ({}));
    await diff.send('GET /team-permissions', 'server', list((v) => ({ team_id: v.var('team'), user_id: v.var('bob') })), { status: 200 });
    await diff.send('GET /team-permissions', 'server', list((v) => ({ team_id: v.var('team'), user_id: v.var('ann'), permission_id: '$read_members', recursive: 'true' })), { status: 200 });
    await diff.send('GET /team-permissions', 'server', list(() => ({ recursive: 'yes' })));
    await diff.send('GET /team-permissions', 'server', list(() => ({ permission_id: '$bogus' })));
    await diff.send('GET /team-permissions', 'server', list(() => ({ team_id: NO_SUCH_ID })), { status: 200 });
    await diff.send('GET /team-permissions', 'admin', list((v) => ({ team_id: v.var('team'), user_id: v.var('ann') })), { status: 200 });
    await diff.send(`DELETE ${route}`, 'server', (t) => ({ params: at('bob', '$update_team')(t) }), { status: 200 });
    await diff.send(`DELETE ${route}`, 'server', (t) => ({ params: at('bob', '$update_team')(t) }));
    await diff.send(`DELETE ${route}`, 'server', (t) => ({ params: at('cid', '$update_team')(t) }));
    await diff.send(`DELETE ${route}`, 'server', (t) => ({ params: at(NO_SUCH_ID, '$update_team')(t) }));
    await diff.send(`DELETE ${route}`, 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: at('bob', 'team_admin')(t) }));
    await diff.send(`DELETE ${route}`, 'admin', (t) => ({ params: at('bob', 'team_admin')(t) }), { status: 200 });
  });

  test('project permissions: grant, list, revoke', async () => {
    const route = '/project-permissions/{user_id}/{permission_id}';
    const at = (user: string, permission_id: string) => (t: { var(n: string): string }) => ({ user_id: PEOPLE.has(user) ? t.var(user) : user, permission_id });
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('ann', 'proj_a')(t), body: {} }), { status: 201 });
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('ann', 'proj_a')(t), body: {} }), { status: 201 });
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('ann', 'proj_a')(t) }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('ann', 'team_member')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('ann', '$read_members')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('ann', 'nope_nope')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('ann', '$bogus')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at(NO_SUCH_ID, 'proj_a')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('me', 'proj_a')(t), body: {} }));
    await diff.send(`POST ${route}`, 'server', (t) => ({ params: at('abc', 'proj_a')(t), body: {} }));
    await diff.send(`POST ${route}`, 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: at('me', 'proj_a')(t), body: {} }));
    await diff.send(`POST ${route}`, 'admin', (t) => ({ params: at('bob', 'proj_a')(t), body: {} }), { status: 201 });
    await diff.send('GET /project-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { user_id: 'me' } }), { status: 200 });
    await diff.send('GET /project-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { user_id: 'me', recursive: 'true' } }), { status: 200 });
    await diff.send('GET /project-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann') }));
    await diff.send('GET /project-permissions', 'client', async (t) => ({ user: await tokenOf(t, 'ann'), query: { user_id: t.var('bob') } }));
    await diff.send('GET /project-permissions', 'client', () => ({ query: { user_id: 'me' } }));
    await diff.send('GET /project-permissions', 'server', (t) => ({ query: { user_id: t.var('ann'), permission_id: 'proj_a', recursive: 'true' } }), { status: 200 });
    await diff.send('GET /project-permissions', 'server', () => ({ query: { permission_id: '$bogus' } }));
    await diff.send('GET /project-permissions', 'server', () => ({ query: { user_id: NO_SUCH_ID } }), { status: 200 });
    await diff.send('GET /project-permissions', 'admin', (t) => ({ query: { user_id: t.var('bob') } }), { status: 200 });
    await diff.send(`DELETE ${route}`, 'server', (t) => ({ params: at('bob', 'proj_b')(t) }));
    await diff.send(`DELETE ${route}`, 'server', (t) => ({ params: at(NO_SUCH_ID, 'proj_a')(t) }));
    await diff.send(`DELETE ${route}`, 'client', async (t) => ({ user: await tokenOf(t, 'ann'), params: at('me', 'proj_a')(t) }));
    await diff.send(`DELETE ${route}`, 'server', (t) => ({ params: at('ann', 'proj_a')(t) }), { status: 200 });
    await diff.send(`DELETE ${route}`, 'admin', (t) => ({ params: at('bob', 'proj_a')(t) }), { status: 200 });
    await diff.send(`DELETE ${PPD}/{permission_id}`, 'admin', () => id('proj_a'), { status: 200 });
    await diff.send('GET /project-permissions', 'server', (t) => ({ query: { user_id: t.var('ann') } }), { status: 200 });
  });
});
