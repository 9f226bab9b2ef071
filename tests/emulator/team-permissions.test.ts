/** Team and project permissions (§2.14, §5.7): grants, recursive listing (chains, cycles, diamonds), definitions. */
import { SEED } from '../../emulator';
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, serverHeaders } from './helpers';
import { expectKnown, expectText, MISSING_ID, newTeam, newUser, type TestUser } from './team-helpers';

const { emu, h } = emulatorUnderTest();
const config = () => emu.state.projects[SEED.demo.projectId]!.config;
type Items = { items: { id: string; user_id: string; team_id?: string }[] };

const define = (id: string, contained: string[] = [], path = '/team-permission-definitions') =>
  call(h, 'POST', path, { headers: adminHeaders(), body: { id, contained_permission_ids: contained } });
const grant = (team: string, user: string, id: string) => call(h, 'POST', `/team-permissions/${team}/${user}/${id}`, { headers: serverHeaders(), body: {} });
async function held(user: TestUser, team: string, recursive: boolean): Promise<string[]> {
  const r = await call<Items>(h, 'GET', `/team-permissions?team_id=${team}&user_id=me&recursive=${String(recursive)}`, { headers: user.client });
  return r.body.items.map((p) => p.id);
}

describe('GET /team-permissions', () => {
  it('direct by default; recursive expands team_admin into the six system permissions', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    expect(await held(ann, team, false)).toEqual(['team_admin']);
    expect(await held(ann, team, true)).toEqual(['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team', 'team_admin']);
    const one = await call<Items>(h, 'GET', `/team-permissions?user_id=me&permission_id=$update_team&recursive=true`, { headers: ann.client });
    expect(one.body.items).toEqual([{ id: '$update_team', user_id: ann.id, team_id: team }]);
  });
  it('recursive: deep chain, cycle and diamond, deduplicated', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, null);
    for (let i = 9; i >= 0; i--) expect((await define(`chain_${i}`, i < 9 ? [`chain_${i + 1}`] : ['$update_team'])).status).toBe(201);
    await define('cyc_a');
    await define('cyc_b', ['cyc_a']);
    await call(h, 'PATCH', '/team-permission-definitions/cyc_a', { headers: adminHeaders(), body: { contained_permission_ids: ['cyc_b'] } });
    await define('dia_bottom');
    await define('dia_left', ['dia_bottom']);
    await define('dia_right', ['dia_bottom']);
    await define('dia_top', ['dia_left', 'dia_right']);
    await call(h, 'POST', `/team-memberships/${team}/${ann.id}`, { headers: serverHeaders(), body: {} });
    await call(h, 'DELETE', `/team-permissions/${team}/${ann.id}/team_member`, { headers: serverHeaders() });
    for (const id of ['chain_0', 'cyc_a', 'dia_top']) expect((await grant(team, ann.id, id)).status).toBe(201);
    const all = await held(ann, team, true);
    expect(all).toEqual([...new Set(all)]);
    expect(all).toEqual(expect.arrayContaining(['chain_9', '$update_team', 'cyc_a', 'cyc_b', 'dia_bottom', 'dia_left', 'dia_right', 'dia_top']));
    expect(all.filter((id) => id === 'dia_bottom')).toHaveLength(1);
    expect(await held(ann, team, false)).toEqual(['chain_0', 'cyc_a', 'dia_top']);
    // The chain's end grants $update_team, which the client checks recursively.
    expect((await call(h, 'PATCH', `/teams/${team}`, { headers: ann.client, body: { display_name: 'via chain' } })).status).toBe(200);
  });
  it('server lists everything sorted by team_id, user_id, id', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    await newTeam(h, ann);
    await newTeam(h, bob);
    const r = await call<Items>(h, 'GET', '/team-permissions?recursive=true', { headers: serverHeaders() });
    const keys = r.body.items.map((p) => `${p.team_id!}|${p.user_id}|${p.id}`);
    expect(keys).toEqual([...keys].sort());
  });
  it('client must name itself', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const text = 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user';
    expectText(await call(h, 'GET', '/team-permissions', { headers: ann.client }), 403, text);
    expectText(await call(h, 'GET', `/team-permissions?user_id=${bob.id}`, { headers: ann.client }), 403, text);
    expect((await call(h, 'GET', `/team-permissions?user_id=${ann.id}`, { headers: ann.client })).status).toBe(200);
    expectKnown(await call(h, 'GET', '/team-permissions?user_id=me', { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});

describe('POST / DELETE /team-permissions/{team}/{user}/{id}', () => {
  it('grant is 201 and idempotent; revoke only direct grants', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    for (let i = 0; i < 2; i++) {
      const r = await grant(team, ann.id, '$read_members');
      expect([r.status, r.body]).toEqual([201, { id: '$read_members', user_id: ann.id, team_id: team }]);
    }
    expect(await held(ann, team, false)).toEqual(['$read_members', 'team_admin']);
    expectKnown(await call(h, 'DELETE', `/team-permissions/${team}/${ann.id}/$update_team`, { headers: serverHeaders() }), 401, 'TEAM_PERMISSION_NOT_FOUND',
      { team_id: team, user_id: ann.id, permission_id: '$update_team' });
    expect((await call(h, 'DELETE', `/team-permissions/${team}/${ann.id}/$read_members`, { headers: serverHeaders() })).body).toEqual({ success: true });
  });
  it('errors: membership, unknown id, project-scoped id, schema, client access', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    await define('proj_only', [], '/project-permission-definitions');
    expectKnown(await grant(team, bob.id, 'team_admin'), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team, user_id: bob.id });
    expectKnown(await grant(team, ann.id, 'nope'), 404, 'PERMISSION_NOT_FOUND', { permission_id: 'nope' });
    expectKnown(await grant(team, ann.id, 'proj_only'), 404, 'WRONG_PERMISSION_SCOPE', { permission_id: 'proj_only', expected_scope: 'team', actual_scope: 'project' });
    expectKnown(await grant(team, ann.id, '$fly'), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'DELETE', `/team-permissions/${team}/${bob.id}/team_admin`, { headers: serverHeaders() }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectKnown(await call(h, 'POST', `/team-permissions/${team}/${ann.id}/team_admin`, { headers: ann.client, body: {} }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('team permission definitions (admin)', () => {
  it('lists system ones with descriptions, sorted', async () => {
    const r = await call<{ items: { id: string; description?: string; contained_permission_ids: string[] }[] }>(h, 'GET', '/team-permission-definitions', { headers: adminHeaders() });
    const ids = r.body.items.map((d) => d.id);
    expect(ids).toEqual([...ids].sort());
    expect(r.body.items.find((d) => d.id === '$update_team')).toEqual({ id: '$update_team', description: 'Update the team information', contained_permission_ids: [] });
    expect(r.body.items.find((d) => d.id === 'team_member')?.contained_permission_ids).toEqual(['$invite_members', '$read_members']);
    expectKnown(await call(h, 'GET', '/team-permission-definitions', { headers: serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
  it('create: 201 with sorted contained ids; duplicate, unknown or project-scoped contained, bad id', async () => {
    await define('def_proj', [], '/project-permission-definitions');
    const r = await call(h, 'POST', '/team-permission-definitions', { headers: adminHeaders(), body: { id: 'def_a', description: 'A', contained_permission_ids: ['$update_team', '$delete_team'] } });
    expect([r.status, r.body]).toEqual([201, { id: 'def_a', description: 'A', contained_permission_ids: ['$delete_team', '$update_team'] }]);
    expectKnown(await define('def_a'), 400, 'PERMISSION_ID_ALREADY_EXISTS', { permission_id: 'def_a' });
    expectKnown(await define('def_b', ['ghost']), 400, 'CONTAINED_PERMISSION_NOT_FOUND', { permission_id: 'ghost' });
    expectKnown(await define('def_c', ['def_proj']), 400, 'CONTAINED_PERMISSION_NOT_FOUND', { permission_id: 'def_proj' });
    expectKnown(await define('Bad-Id'), 400, 'SCHEMA_ERROR');
    expectKnown(await define('$update_team'), 400, 'SCHEMA_ERROR');
  });
  it('rename rewrites grants and contained lists; default lists keep the old id, so joining then fails (as the service)', async () => {
    const ann = await newUser(h);
    await define('old_name');
    await define('holder', ['old_name']);
    config().teamMemberDefaultPermissions.push('old_name');
    const team = await newTeam(h, ann);
    await grant(team, ann.id, 'old_name');
    const r = await call(h, 'PATCH', '/team-permission-definitions/old_name', { headers: adminHeaders(), body: { id: 'new_name', description: 'renamed' } });
    expect(r.body).toEqual({ id: 'new_name', description: 'renamed', contained_permission_ids: [] });
    expect(await held(ann, team, false)).toContain('new_name');
    expect(config().teamPermissionDefinitions.holder!.containedPermissionIds).toEqual(['new_name']);
    expect(config().teamMemberDefaultPermissions).toEqual(['team_member', 'old_name']);
    const bob = await newUser(h);
    expectKnown(await call(h, 'POST', `/team-memberships/${team}/${bob.id}`, { headers: serverHeaders(), body: {} }), 404, 'PERMISSION_NOT_FOUND', { permission_id: 'old_name' });
    config().teamMemberDefaultPermissions.pop();
    expectKnown(await call(h, 'PATCH', '/team-permission-definitions/new_name', { headers: adminHeaders(), body: { id: 'holder' } }), 400, 'PERMISSION_ID_ALREADY_EXISTS');
    expectKnown(await call(h, 'PATCH', '/team-permission-definitions/new_name', { headers: adminHeaders(), body: { contained_permission_ids: ['ghost'] } }), 400, 'CONTAINED_PERMISSION_NOT_FOUND');
    expectKnown(await call(h, 'PATCH', '/team-permission-definitions/$update_team', { headers: adminHeaders(), body: {} }), 404, 'PERMISSION_NOT_FOUND', { permission_id: '$update_team' });
    expectKnown(await call(h, 'PATCH', '/team-permission-definitions/ghost', { headers: adminHeaders(), body: {} }), 404, 'PERMISSION_NOT_FOUND');
    expectKnown(await call(h, 'PATCH', '/team-permission-definitions/$ghost', { headers: adminHeaders(), body: {} }), 400, 'SCHEMA_ERROR');
  });
  it('an update replaces the definition: an omitted description or contained list is cleared', async () => {
    await define('replaced', ['$read_members']);
    await call(h, 'PATCH', '/team-permission-definitions/replaced', { headers: adminHeaders(), body: { description: 'kept?' } });
    const r = await call(h, 'PATCH', '/team-permission-definitions/replaced', { headers: adminHeaders(), body: { contained_permission_ids: ['$update_team', '$delete_team'] } });
    expect(r.body).toEqual({ id: 'replaced', contained_permission_ids: ['$delete_team', '$update_team'] });
    const empty = await call(h, 'PATCH', '/team-permission-definitions/replaced', { headers: adminHeaders(), body: { description: '' } });
    expect(empty.body).toEqual({ id: 'replaced', contained_permission_ids: [] });
  });
  it('delete removes it from contained lists and grants; default lists keep it, so creating then fails (as the service)', async () => {
    const ann = await newUser(h);
    await define('doomed');
    await define('keeper', ['doomed', '$read_members']);
    config().teamCreatorDefaultPermissions.push('doomed');
    const team = await newTeam(h, ann);
    expect(await held(ann, team, false)).toEqual(['doomed', 'team_admin']);
    expect((await call(h, 'DELETE', '/team-permission-definitions/doomed', { headers: adminHeaders() })).body).toEqual({ success: true });
    expect(await held(ann, team, false)).toEqual(['team_admin']);
    expect(config().teamPermissionDefinitions.keeper!.containedPermissionIds).toEqual(['$read_members']);
    expect(config().teamCreatorDefaultPermissions).toEqual(['team_admin', 'doomed']);
    expectKnown(await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'x', creator_user_id: ann.id } }), 404, 'PERMISSION_NOT_FOUND', { permission_id: 'doomed' });
    config().teamCreatorDefaultPermissions.pop();
    expectKnown(await call(h, 'DELETE', '/team-permission-definitions/doomed', { headers: adminHeaders() }), 404, 'PERMISSION_NOT_FOUND');
    expectKnown(await call(h, 'DELETE', '/team-permission-definitions/$delete_team', { headers: adminHeaders() }), 404, 'PERMISSION_NOT_FOUND');
  });
  it('grants of definitions removed from config behind our back are ignored', async () => {
    const ann = await newUser(h);
    await define('vanishing', ['$update_team']);
    const team = await newTeam(h, ann);
    await grant(team, ann.id, 'vanishing');
    delete config().teamPermissionDefinitions.vanishing;
    expect(await held(ann, team, false)).toEqual(['team_admin']);
    expect(await held(ann, team, true)).not.toContain('vanishing');
  });
});

describe('project permissions', () => {
  it('definitions have no system entries; grants list recursively; errors', async () => {
    const ann = await newUser(h);
    const listed = await call<{ items: { id: string }[] }>(h, 'GET', '/project-permission-definitions', { headers: adminHeaders() });
    expect(listed.body.items.some((d) => d.id.startsWith('$'))).toBe(false);
    await define('pp_leaf', [], '/project-permission-definitions');
    await define('pp_root', ['pp_leaf'], '/project-permission-definitions');
    expectKnown(await define('pp_bad', ['$update_team'], '/project-permission-definitions'), 400, 'CONTAINED_PERMISSION_NOT_FOUND');
    const g = await call(h, 'POST', `/project-permissions/${ann.id}/pp_root`, { headers: serverHeaders(), body: {} });
    expect([g.status, g.body]).toEqual([201, { id: 'pp_root', user_id: ann.id }]);
    const rec = await call<Items>(h, 'GET', '/project-permissions?user_id=me&recursive=true', { headers: ann.client });
    expect(rec.body.items).toEqual([{ id: 'pp_leaf', user_id: ann.id }, { id: 'pp_root', user_id: ann.id }]);
    const direct = await call<Items>(h, 'GET', '/project-permissions?user_id=me', { headers: ann.client });
    expect(direct.body.items).toEqual([{ id: 'pp_root', user_id: ann.id }]);
    expectText(await call(h, 'GET', '/project-permissions', { headers: ann.client }), 403, 'Client can only list permissions for their own user');
    expectKnown(await call(h, 'POST', `/project-permissions/${ann.id}/team_admin`, { headers: serverHeaders(), body: {} }), 404, 'WRONG_PERMISSION_SCOPE',
      { permission_id: 'team_admin', expected_scope: 'project', actual_scope: 'team' });
    expectKnown(await call(h, 'POST', `/project-permissions/${ann.id}/ghost`, { headers: serverHeaders(), body: {} }), 404, 'PERMISSION_NOT_FOUND');
    expectKnown(await call(h, 'POST', `/project-permissions/${MISSING_ID}/pp_root`, { headers: serverHeaders(), body: {} }), 404, 'USER_NOT_FOUND');
    expectKnown(await call(h, 'DELETE', `/project-permissions/${ann.id}/pp_leaf`, { headers: serverHeaders() }), 404, 'PERMISSION_NOT_FOUND');
    expect((await call(h, 'DELETE', `/project-permissions/${ann.id}/pp_root`, { headers: serverHeaders() })).status).toBe(200);
    expect((await call(h, 'PATCH', '/project-permission-definitions/pp_leaf', { headers: adminHeaders(), body: { id: 'pp_leaf2' } })).body.id).toBe('pp_leaf2');
    expect(config().projectPermissionDefinitions.pp_root!.containedPermissionIds).toEqual(['pp_leaf2']);
    expect((await call(h, 'DELETE', '/project-permission-definitions/pp_leaf2', { headers: adminHeaders() })).status).toBe(200);
  });
});
