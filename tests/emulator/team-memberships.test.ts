/** Team memberships (§2.12) and member profiles (§2.13). */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, serverHeaders } from './helpers';
import { addMember, expectKnown, expectText, MISSING_ID, newTeam, newUser } from './team-helpers';

const { emu, h } = emulatorUnderTest();
const directIds = (teamId: string, userId: string): string[] =>
  emu.state.teamPermissionGrants.filter((g) => g.teamId === teamId && g.userId === userId).map((g) => g.permissionId);

describe('POST /team-memberships/{team}/{user}', () => {
  it('server adds with member defaults (201); admin too', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    const r = await call(h, 'POST', `/team-memberships/${team}/${bob.id}`, { headers: serverHeaders(), body: {} });
    expect([r.status, r.body]).toEqual([201, { team_id: team, user_id: bob.id }]);
    expect(directIds(team, bob.id)).toEqual(['team_member']);
    const carl = await newUser(h);
    expect((await call(h, 'POST', `/team-memberships/${team}/${carl.id}`, { headers: adminHeaders(), body: {} })).status).toBe(201);
  });
  it('errors: client access, USER_NOT_FOUND, TEAM_NOT_FOUND, TEAM_MEMBERSHIP_ALREADY_EXISTS', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    expectKnown(await call(h, 'POST', `/team-memberships/${team}/${ann.id}`, { headers: ann.client, body: {} }), 401, 'INSUFFICIENT_ACCESS_TYPE',
      { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
    expectKnown(await call(h, 'POST', `/team-memberships/${team}/${MISSING_ID}`, { headers: serverHeaders(), body: {} }), 404, 'USER_NOT_FOUND');
    expectKnown(await call(h, 'POST', `/team-memberships/${MISSING_ID}/${ann.id}`, { headers: serverHeaders(), body: {} }), 404, 'TEAM_NOT_FOUND');
    expectKnown(await call(h, 'POST', `/team-memberships/${team}/${ann.id}`, { headers: serverHeaders(), body: {} }), 409, 'TEAM_MEMBERSHIP_ALREADY_EXISTS');
  });
});

describe('DELETE /team-memberships/{team}/{user}', () => {
  it('a member leaves with me (no permission needed); grants and selected team go', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    await addMember(h, team, bob);
    emu.state.users[bob.id]!.selectedTeamId = team;
    expect((await call(h, 'DELETE', `/team-memberships/${team}/me`, { headers: bob.client, body: {} })).body).toEqual({ success: true });
    expect(directIds(team, bob.id)).toEqual([]);
    expect(emu.state.users[bob.id]!.selectedTeamId).toBeNull();
    expectKnown(await call(h, 'DELETE', `/team-memberships/${team}/me`, { headers: bob.client, body: {} }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team, user_id: bob.id });
  });
  it('removing another member needs $remove_members; actor checked before target', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const carl = await newUser(h);
    const stranger = await newUser(h);
    const team = await newTeam(h, ann);
    await addMember(h, team, bob);
    await addMember(h, team, carl);
    expectKnown(await call(h, 'DELETE', `/team-memberships/${team}/${carl.id}`, { headers: bob.client }), 401, 'TEAM_PERMISSION_REQUIRED',
      { team_id: team, user_id: bob.id, permission_id: '$remove_members' });
    expectKnown(await call(h, 'DELETE', `/team-memberships/${team}/${carl.id}`, { headers: stranger.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND',
      { team_id: team, user_id: stranger.id });
    expect((await call(h, 'DELETE', `/team-memberships/${team}/${carl.id}`, { headers: ann.client })).status).toBe(200);
    expectKnown(await call(h, 'DELETE', `/team-memberships/${team}/${stranger.id}`, { headers: ann.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND',
      { team_id: team, user_id: stranger.id });
    expect((await call(h, 'DELETE', `/team-memberships/${team}/${bob.id}`, { headers: serverHeaders() })).status).toBe(200);
  });
});

describe('team member profiles', () => {
  it('falls back to the user profile; PATCH stores team-specific values; server adds the user', async () => {
    const ann = await newUser(h);
    emu.state.users[ann.id]!.displayName = 'Ann';
    const team = await newTeam(h, ann);
    const own = await call(h, 'GET', `/team-member-profiles/${team}/me`, { headers: ann.client });
    expect(own.body).toEqual({ team_id: team, user_id: ann.id, display_name: 'Ann', profile_image_url: null });
    const patched = await call(h, 'PATCH', `/team-member-profiles/${team}/me`, { headers: ann.client, body: { display_name: 'Captain', profile_image_url: 'https://i.test/a.png' } });
    expect(patched.body).toEqual({ team_id: team, user_id: ann.id, display_name: 'Captain', profile_image_url: 'https://i.test/a.png' });
    expect(emu.state.users[ann.id]!.displayName).toBe('Ann');
    const server = await call<{ user: { id: string; server_metadata: unknown } }>(h, 'GET', `/team-member-profiles/${team}/${ann.id}`, { headers: serverHeaders() });
    expect(server.body.user).toMatchObject({ id: ann.id, server_metadata: null });
    // The real backend takes no null display name here (a schema error), only a null image.
    expectKnown(await call(h, 'PATCH', `/team-member-profiles/${team}/${ann.id}`, { headers: serverHeaders(), body: { display_name: null } }), 400, 'SCHEMA_ERROR');
    const cleared = await call(h, 'PATCH', `/team-member-profiles/${team}/${ann.id}`, { headers: serverHeaders(), body: { profile_image_url: null } });
    expect(cleared.body).toMatchObject({ display_name: 'Captain', profile_image_url: null });
  });
  it('list: ordered by join time; own-only without $read_members; errors', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const stranger = await newUser(h);
    const team = await newTeam(h, ann);
    emu.clock.advance(1000);
    await addMember(h, team, bob);
    const all = await call<{ items: { user_id: string }[] }>(h, 'GET', `/team-member-profiles?team_id=${team}`, { headers: ann.client });
    expect(all.body.items.map((p) => p.user_id)).toEqual([ann.id, bob.id]);
    // bob is a team_member (which contains $read_members): remove it to test the own-only path.
    await call(h, 'DELETE', `/team-permissions/${team}/${bob.id}/team_member`, { headers: serverHeaders() });
    const own = await call<{ items: { user_id: string }[] }>(h, 'GET', `/team-member-profiles?team_id=${team}&user_id=me`, { headers: bob.client });
    expect(own.body.items.map((p) => p.user_id)).toEqual([bob.id]);
    expectKnown(await call(h, 'GET', `/team-member-profiles?team_id=${team}`, { headers: bob.client }), 401, 'TEAM_PERMISSION_REQUIRED',
      { team_id: team, user_id: bob.id, permission_id: '$read_members' });
    expectKnown(await call(h, 'GET', `/team-member-profiles/${team}/${ann.id}`, { headers: bob.client }), 401, 'TEAM_PERMISSION_REQUIRED');
    expectText(await call(h, 'GET', '/team-member-profiles', { headers: ann.client }), 400, 'team_id is required for access type client');
    expectKnown(await call(h, 'GET', `/team-member-profiles?team_id=${team}`, { headers: stranger.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectKnown(await call(h, 'GET', `/team-member-profiles?team_id=${MISSING_ID}`, { headers: serverHeaders() }), 404, 'TEAM_NOT_FOUND');
    expectKnown(await call(h, 'GET', `/team-member-profiles?user_id=${MISSING_ID}`, { headers: serverHeaders() }), 404, 'USER_NOT_FOUND');
    const byUser = await call<{ items: { team_id: string }[] }>(h, 'GET', `/team-member-profiles?user_id=${bob.id}`, { headers: serverHeaders() });
    expect(byUser.body.items.map((p) => p.team_id)).toEqual([team]);
  });
  it('read and patch errors', async () => {
    const ann = await newUser(h);
    const bob = await newUser(h);
    const team = await newTeam(h, ann);
    expectKnown(await call(h, 'GET', `/team-member-profiles/${team}/${bob.id}`, { headers: ann.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team, user_id: bob.id });
    expectKnown(await call(h, 'GET', `/team-member-profiles/${team}/me`, { headers: bob.client }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team, user_id: bob.id });
    expectText(await call(h, 'PATCH', `/team-member-profiles/${team}/${bob.id}`, { headers: ann.client, body: {} }), 403, 'Cannot update another user\'s profile');
    expectKnown(await call(h, 'PATCH', `/team-member-profiles/${team}/me`, { headers: bob.client, body: {} }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expectKnown(await call(h, 'GET', `/team-member-profiles/${team}/me`, { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    // Signed out with an explicit id, and unknown users on the server: the real backend's order of checks.
    expectKnown(await call(h, 'GET', `/team-member-profiles?team_id=${team}`, { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    expectKnown(await call(h, 'GET', `/team-member-profiles/${team}/${MISSING_ID}`, { headers: serverHeaders() }), 404, 'USER_NOT_FOUND');
    expectKnown(await call(h, 'DELETE', `/team-memberships/${team}/${MISSING_ID}`, { headers: serverHeaders() }), 404, 'USER_NOT_FOUND');
    expectKnown(await call(h, 'DELETE', `/team-memberships/${team}/${ann.id}`, { headers: clientHeaders() }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});
