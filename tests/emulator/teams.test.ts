/** Teams (§2.11): list, create, read, update, delete with client permission checks and cascades. */
import { SEED } from '../../emulator';
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, clientHeaders, serverHeaders, adminHeaders } from './helpers';
import { addMember, expectKnown, expectText, MISSING_ID, newTeam, newUser } from './team-helpers';

const { emu, h } = emulatorUnderTest();
const config = () => emu.state.projects[SEED.demo.projectId]!.config;

describe('POST /teams', () => {
  it('client creates as itself (201, the client shape, as the real backend answers) and gets team_admin', async () => {
    const ann = await newUser(h);
    const r = await call(h, 'POST', '/teams', { headers: ann.client, body: { display_name: '' } });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(['client_metadata', 'client_read_only_metadata', 'display_name', 'id', 'profile_image_url']);
    expect(r.body.display_name).toBe('');
    const perms = await call<{ items: { id: string }[] }>(h, 'GET', `/team-permissions?team_id=${String(r.body.id)}&user_id=me`, { headers: ann.client });
    expect(perms.body.items.map((p) => p.id)).toEqual(['team_admin']);
  });
  it('client with creator_user_id me or own id; base64 images accepted', async () => {
    const ann = await newUser(h);
    for (const creator of ['me', ann.id]) {
      const r = await call(h, 'POST', '/teams', { headers: ann.client, body: { display_name: 'T', creator_user_id: creator, profile_image_url: 'data:image/png;base64,iVBORw0KGgo=' } });
      expect(r.status).toBe(201);
    }
  });
  it('client errors: no user, creation disabled, bad image, other creator, both creator and add_current_user', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    expectKnown(await call(h, 'POST', '/teams', { headers: clientHeaders(), body: { display_name: 'T' } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    config().clientTeamCreationEnabled = false;
    try {
      expectText(await call(h, 'POST', '/teams', { headers: ann.client, body: { display_name: 'T' } }), 403, 'Client team creation is disabled for this project');
    } finally {
      config().clientTeamCreationEnabled = true;
    }
    expectText(await call(h, 'POST', '/teams', { headers: ann.client, body: { display_name: 'T', profile_image_url: 'https://x.test/a.png' } }), 400, 'Invalid profile image URL');
    expectText(await call(h, 'POST', '/teams', { headers: ann.client, body: { display_name: 'T', creator_user_id: bob.id } }), 403, 'You cannot create a team as a user that is not yourself');
    expectText(await call(h, 'POST', '/teams?add_current_user=true', { headers: ann.client, body: { display_name: 'T', creator_user_id: 'me' } }), 400, 'add_current_user');
    const extra = await call(h, 'POST', '/teams', { headers: ann.client, body: { display_name: 'T', server_metadata: {} } });
    expectKnown(extra, 400, 'SCHEMA_ERROR');
    expect(extra.body.error).toContain('body contains unknown properties: server_metadata');
  });
  it('server: no members by default, any creator, add_current_user, server fields, USER_NOT_FOUND', async () => {
    const ann = await newUser(h);
    const bare = await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'S', server_metadata: { a: 1 }, client_read_only_metadata: 'x' } });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ server_metadata: { a: 1 }, client_read_only_metadata: 'x', created_at_millis: expect.any(Number) });
    const members = await call<{ items: unknown[] }>(h, 'GET', `/team-member-profiles?team_id=${String(bare.body.id)}`, { headers: serverHeaders() });
    expect(members.body.items).toEqual([]);
    const withCurrent = await call(h, 'POST', '/teams?add_current_user=true', { headers: ann.server, body: { display_name: 'S' } });
    const listed = await call<{ items: { id: string }[] }>(h, 'GET', `/teams?user_id=${ann.id}`, { headers: serverHeaders() });
    expect(listed.body.items.map((t) => t.id)).toContain(withCurrent.body.id);
    expectKnown(await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 'S', creator_user_id: MISSING_ID } }), 404, 'USER_NOT_FOUND');
    expectText(await call(h, 'POST', '/teams?add_current_user=true', { headers: serverHeaders(), body: { display_name: 'S' } }), 401, 'You must be logged in');
  });
  it('display_name is read as the real backend reads strings: numbers and booleans become text, objects are refused', async () => {
    expect((await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: 123 } })).body.display_name).toBe('123');
    expect((await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: true } })).body.display_name).toBe('true');
    expectKnown(await call(h, 'POST', '/teams', { headers: serverHeaders(), body: { display_name: { a: 1 } } }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'POST', '/teams', { headers: serverHeaders() }), 400, 'SCHEMA_ERROR');
  });
});

describe('GET /teams', () => {
  it('client lists own teams oldest first; server filters or lists all', async () => {
    const ann = await newUser(h);
    const first = await newTeam(h, ann, 'first');
    emu.clock.advance(1000);
    const second = await newTeam(h, ann, 'second');
    const other = await newTeam(h, null, 'other');
    for (const id of ['me', ann.id]) {
      const r = await call<{ items: { id: string }[]; is_paginated: boolean }>(h, 'GET', `/teams?user_id=${id}`, { headers: ann.client });
      expect(r.body).toMatchObject({ is_paginated: false });
      expect(r.body.items.map((t) => t.id)).toEqual([first, second]);
    }
    const all = await call<{ items: { id: string }[] }>(h, 'GET', '/teams', { headers: serverHeaders() });
    expect(all.body.items.map((t) => t.id)).toEqual(expect.arrayContaining([first, second, other]));
  });
  it('client errors: no user_id, another user, me without a user', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const text = 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user';
    expectText(await call(h, 'GET', '/teams', { headers: ann.client }), 403, text);
    expectText(await call(h, 'GET', `/teams?user_id=${bob.id}`, { headers: ann.client }), 403, text);
    expectKnown(await call(h, 'GET', '/teams?user_id=me', { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});

describe('GET / PATCH / DELETE /teams/{id}', () => {
  it('member reads; non-member, signed-out and unknown team errors', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    expect((await call(h, 'GET', `/teams/${team}`, { headers: ann.client })).body.id).toBe(team);
    expectKnown(await call(h, 'GET', `/teams/${team}`, { headers: bob.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team, user_id: bob.id });
    expectKnown(await call(h, 'GET', `/teams/${team}`, { headers: clientHeaders() }), 401, 'USER_AUTHENTICATION_REQUIRED');
    expectKnown(await call(h, 'GET', `/teams/${MISSING_ID}`, { headers: serverHeaders() }), 404, 'TEAM_NOT_FOUND', { team_id: MISSING_ID });
  });
  it('PATCH: admin member updates; plain member lacks $update_team; bad image; server fields; TEAM_NOT_FOUND', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    await addMember(h, team, bob);
    const ok = await call(h, 'PATCH', `/teams/${team}`, { headers: ann.client, body: { display_name: 'Renamed', client_metadata: { k: 1 } } });
    expect(ok.body).toMatchObject({ display_name: 'Renamed', client_metadata: { k: 1 } });
    expectKnown(await call(h, 'PATCH', `/teams/${team}`, { headers: bob.client, body: {} }), 401, 'TEAM_PERMISSION_REQUIRED', { team_id: team, user_id: bob.id, permission_id: '$update_team' });
    const stranger = await newUser(h);
    expectKnown(await call(h, 'PATCH', `/teams/${team}`, { headers: stranger.client, body: {} }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectText(await call(h, 'PATCH', `/teams/${team}`, { headers: ann.client, body: { profile_image_url: 'https://img.test/x.png' } }), 400, 'Invalid profile image URL');
    const notUrl = await call(h, 'PATCH', `/teams/${team}`, { headers: serverHeaders(), body: { profile_image_url: 'no pe' } });
    expectKnown(notUrl, 400, 'SCHEMA_ERROR');
    expect(notUrl.body.error).toContain('body.profile_image_url');
    expectKnown(await call(h, 'PATCH', `/teams/${team}`, { headers: serverHeaders() }), 400, 'SCHEMA_ERROR');
    const server = await call(h, 'PATCH', `/teams/${team}`, { headers: serverHeaders(), body: { server_metadata: 's', profile_image_url: 'https://img.test/x.png' } });
    expect(server.body).toMatchObject({ server_metadata: 's', profile_image_url: 'https://img.test/x.png' });
    expectKnown(await call(h, 'PATCH', `/teams/${MISSING_ID}`, { headers: adminHeaders(), body: {} }), 404, 'TEAM_NOT_FOUND');
  });
  it('DELETE: needs $delete_team; cascades memberships, grants and selected team; invitation codes outlive the team', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    await addMember(h, team, bob);
    emu.state.users[bob.id]!.selectedTeamId = team;
    await call(h, 'POST', '/team-invitations/send-code', { headers: serverHeaders(), body: { team_id: team, email: 'x@example.com', callback_url: 'http://localhost:3000/invite' } });
    expectKnown(await call(h, 'DELETE', `/teams/${team}`, { headers: bob.client }), 401, 'TEAM_PERMISSION_REQUIRED', { team_id: team, user_id: bob.id, permission_id: '$delete_team' });
    // The service ignores a JSON body on DELETE.
    expect((await call(h, 'DELETE', `/teams/${team}`, { headers: ann.client, body: { ignored: true } })).body).toEqual({ success: true });
    expect(Object.values(emu.state.teamMemberships).some((m) => m.teamId === team)).toBe(false);
    expect(emu.state.teamPermissionGrants.some((g) => g.teamId === team)).toBe(false);
    const code = emu.outbox.latestFor('x@example.com')!.code!;
    expect((await call(h, 'POST', '/team-invitations/accept/check-code', { headers: bob.client, body: { code } })).body).toEqual({ is_code_valid: true });
    expectKnown(await call(h, 'POST', '/team-invitations/accept/details', { headers: bob.client, body: { code } }), 404, 'TEAM_NOT_FOUND', { team_id: team });
    expect(emu.state.users[bob.id]!.selectedTeamId).toBeNull();
    expectKnown(await call(h, 'DELETE', `/teams/${team}`, { headers: serverHeaders() }), 404, 'TEAM_NOT_FOUND');
  });
});
