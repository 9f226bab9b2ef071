/**
 * ServerApp teams against the in-process emulator (one per file): list, get, create; ServerTeam update/delete,
 * members (add, remove, list with users), permissions from both sides (grant, revoke, list, has), invitations
 * (send without a user, list, revoke) — results, expected failures and what went over the wire.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { uniqueEmail } from './app-harness';
import { errorOf, expectServerAccess, serverHarness, valueOf } from './server-harness';

const h = serverHarness();
const UNKNOWN_ID = '0b6f5c3e-9d0a-4f1e-8a2b-3c4d5e6f7a8b';
const INVITE_URL = 'http://localhost:5173/handler/team-invitation';

async function aTeam(displayName = 'Team', creatorUserId?: string) {
  return valueOf(await h.server.createTeam({ displayName, ...(creatorUserId === undefined ? {} : { creatorUserId }) }));
}

describe('createTeam / getTeam / listTeams', () => {
  test('POST /teams in snake_case; the ServerTeam has createdAt and serverMetadata; the creator becomes team_admin', async () => {
    const creator = await h.aUser();
    const team = valueOf(await h.server.createTeam({
      displayName: 'Acme', creatorUserId: creator.id, clientMetadata: { a: 1 }, serverMetadata: { billing: 'x' }, clientReadOnlyMetadata: { r: true },
    }));
    expect(team).toMatchObject({ displayName: 'Acme', createdAt: h.clock.now(), serverMetadata: { billing: 'x' }, clientMetadata: { a: 1 }, clientReadOnlyMetadata: { r: true } });
    const sent = h.lastTo('POST', '/teams');
    expectServerAccess(sent);
    expect(sent.body).toEqual({ display_name: 'Acme', creator_user_id: creator.id, client_metadata: { a: 1 }, server_metadata: { billing: 'x' }, client_read_only_metadata: { r: true } });
    expect(await creator.hasPermission(team, 'team_admin')).toBe(true);
  });

  test('an unknown creator is USER_NOT_FOUND', async () => {
    expect(KnownErrors.UserNotFound.isInstance(errorOf(await h.server.createTeam({ displayName: 'x', creatorUserId: UNKNOWN_ID })))).toBe(true);
  });

  test('getTeam: GET /teams/{id}; TEAM_NOT_FOUND is null; ids are encoded', async () => {
    const team = await aTeam('Fetched');
    expect(await h.server.getTeam(team.id)).toMatchObject({ id: team.id, displayName: 'Fetched' });
    expectServerAccess(h.lastTo('GET', `/teams/${team.id}`));
    expect(await h.server.getTeam(UNKNOWN_ID)).toBeNull();
    await h.server.getTeam('x/../y').catch(() => null);
    expect(h.last().path).toBe('/teams/x%2F..%2Fy');
  });

  test('listTeams: GET /teams (all) and GET /teams?user_id= (a user\'s); user.listTeams is the same call', async () => {
    const user = await h.aUser();
    const [mine, other] = [await aTeam('Mine', user.id), await aTeam('Other')];
    const all = await h.server.listTeams();
    expect(all.map((t) => t.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
    expect(h.last().query).toBe('');
    expect((await h.server.listTeams({ userId: user.id })).map((t) => t.id)).toEqual([mine.id]);
    expect(h.last().query).toBe(`?user_id=${user.id}`);
    h.nextRead();
    const viaUser = await user.listTeams();
    expect(viaUser.map((t) => t.displayName)).toEqual(['Mine']);
    expect(typeof viaUser[0]!.addUser).toBe('function');
    expectServerAccess(h.last());
  });
});

describe('ServerTeam update / delete', () => {
  test('PATCH /teams/{id} with server fields; DELETE /teams/{id}; a deleted team answers TEAM_NOT_FOUND to both', async () => {
    const team = await aTeam();
    const updated = valueOf(await team.update({ displayName: 'Renamed', serverMetadata: { s: 1 }, profileImageUrl: null }));
    expect(updated).toMatchObject({ id: team.id, displayName: 'Renamed', serverMetadata: { s: 1 } });
    const patched = h.lastTo('PATCH', `/teams/${team.id}`);
    expectServerAccess(patched);
    expect(patched.body).toEqual({ display_name: 'Renamed', server_metadata: { s: 1 }, profile_image_url: null });

    expect(await team.delete()).toEqual({ ok: true, value: undefined });
    expectServerAccess(h.lastTo('DELETE', `/teams/${team.id}`));
    expect(await h.server.getTeam(team.id)).toBeNull();
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.update({ displayName: 'x' })))).toBe(true);
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.delete()))).toBe(true);
  });
});

describe('members', () => {
  test('addUser: POST /team-memberships/{team}/{user} {}; listUsers: GET /team-member-profiles?team_id= with ServerUser objects', async () => {
    const team = await aTeam();
    const user = await h.aUser({ displayName: 'Member' });
    expect(await team.addUser(user)).toEqual({ ok: true, value: undefined });
    const sent = h.lastTo('POST', `/team-memberships/${team.id}/${user.id}`);
    expectServerAccess(sent);
    expect(sent.body).toEqual({});
    const members = valueOf(await team.listUsers());
    expect(members).toEqual([expect.objectContaining({ teamId: team.id, userId: user.id, displayName: 'Member', user: expect.objectContaining({ id: user.id }) })]);
    expect(typeof members[0]!.user.update).toBe('function');
    expect(h.last().query).toBe(`?team_id=${team.id}`);
    expect(await user.hasPermission(team.id, 'team_member')).toBe(true);
  });

  test('addUser failures: TEAM_MEMBERSHIP_ALREADY_EXISTS, USER_NOT_FOUND, TEAM_NOT_FOUND', async () => {
    const user = await h.aUser();
    const team = await aTeam('Dup', user.id);
    expect(KnownErrors.TeamMembershipAlreadyExists.isInstance(errorOf(await team.addUser(user.id)))).toBe(true);
    expect(KnownErrors.UserNotFound.isInstance(errorOf(await team.addUser(UNKNOWN_ID)))).toBe(true);
    valueOf(await team.delete());
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.addUser(user.id)))).toBe(true);
  });

  test('removeUser: DELETE /team-memberships/{team}/{user}; again → TEAM_MEMBERSHIP_NOT_FOUND; listUsers of a deleted team → TEAM_NOT_FOUND', async () => {
    const user = await h.aUser();
    const team = await aTeam('Leaving', user.id);
    expect(await team.removeUser(user)).toEqual({ ok: true, value: undefined });
    expectServerAccess(h.lastTo('DELETE', `/team-memberships/${team.id}/${user.id}`));
    expect(valueOf(await team.listUsers())).toEqual([]);
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await team.removeUser(user)))).toBe(true);
    valueOf(await team.delete());
    h.nextRead();
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.listUsers()))).toBe(true);
  });
});

describe('permissions', () => {
  test('grant and revoke from the team: POST|DELETE /team-permissions/{team}/{user}/{permission}; list recursive by default', async () => {
    const user = await h.aUser();
    const team = await aTeam();
    valueOf(await team.addUser(user));
    expect(await team.grantPermission(user, '$update_team')).toEqual({ ok: true, value: undefined });
    const granted = h.lastTo('POST', `/team-permissions/${team.id}/${user.id}/%24update_team`);
    expectServerAccess(granted);
    expect(granted.body).toEqual({});

    const recursive = await user.listPermissions(team);
    expect(h.last().query).toBe(`?team_id=${team.id}&user_id=${user.id}&recursive=true`);
    // team_member contains $read_members and $invite_members: listed only recursively.
    expect(recursive.map((p) => p.id).sort()).toEqual(['$invite_members', '$read_members', '$update_team', 'team_member']);
    expect(recursive[0]).toEqual({ id: expect.any(String), teamId: team.id, userId: user.id });
    const direct = await user.listPermissions(team, { recursive: false });
    expect(direct.map((p) => p.id).sort()).toEqual(['$update_team', 'team_member']);
    expect(h.last().query).toBe(`?team_id=${team.id}&user_id=${user.id}&recursive=false`);

    expect(await team.revokePermission(user.id, '$update_team')).toEqual({ ok: true, value: undefined });
    expectServerAccess(h.lastTo('DELETE', `/team-permissions/${team.id}/${user.id}/%24update_team`));
    h.nextRead();
    expect(await user.hasPermission(team, '$update_team')).toBe(false);
    h.nextRead();
    expect(await user.hasPermission(team, '$read_members')).toBe(true);
  });

  test('grant and revoke from the user; failures: PERMISSION_NOT_FOUND, TEAM_MEMBERSHIP_NOT_FOUND, TEAM_PERMISSION_NOT_FOUND', async () => {
    const user = await h.aUser();
    const team = await aTeam('Perms', user.id);
    valueOf(await user.grantPermission(team, '$delete_team'));
    expectServerAccess(h.lastTo('POST', `/team-permissions/${team.id}/${user.id}/%24delete_team`));
    valueOf(await user.revokePermission(team.id, '$delete_team'));
    expectServerAccess(h.lastTo('DELETE', `/team-permissions/${team.id}/${user.id}/%24delete_team`));

    expect(KnownErrors.PermissionNotFound.isInstance(errorOf(await user.grantPermission(team, 'no_such_permission')))).toBe(true);
    // $read_members is held only through team_admin: not a direct grant.
    expect(KnownErrors.TeamPermissionNotFound.isInstance(errorOf(await user.revokePermission(team, '$read_members')))).toBe(true);
    const outsider = await h.aUser();
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await outsider.grantPermission(team, 'team_member')))).toBe(true);
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await team.revokePermission(outsider, 'team_member')))).toBe(true);
  });

  test('a project-scoped permission is WRONG_PERMISSION_SCOPE', async () => {
    h.emulator.state.projects[h.server.projectId]!.config.projectPermissionDefinitions['project_reader'] =
      { id: 'project_reader', description: 'Read the project', containedPermissionIds: [] };
    const user = await h.aUser();
    const team = await aTeam('Scopes', user.id);
    expect(KnownErrors.WrongPermissionScope.isInstance(errorOf(await team.grantPermission(user, 'project_reader')))).toBe(true);
  });
});

describe('invitations', () => {
  test('inviteUser: POST /team-invitations/send-code with no user; listInvitations; revokeInvitation with ?team_id=', async () => {
    const team = await aTeam('Inviting');
    const email = uniqueEmail('invitee');
    expect(await team.inviteUser({ email, callbackUrl: INVITE_URL })).toEqual({ ok: true, value: undefined });
    const sent = h.lastTo('POST', '/team-invitations/send-code');
    expectServerAccess(sent);
    expect(sent.headers['x-stack-access-token']).toBeUndefined();
    expect(sent.body).toEqual({ team_id: team.id, email, callback_url: INVITE_URL });
    expect(h.emulator.outbox.latestFor(email, 'team_invitation')?.link).toMatch(/^http:\/\/localhost:5173\/handler\/team-invitation\?code=/);

    const invitations = valueOf(await team.listInvitations());
    expect(invitations).toEqual([{ id: expect.any(String), teamId: team.id, teamDisplayName: 'Inviting', recipientEmail: email, expiresAt: h.clock.now() + 7 * 86_400_000 }]);
    expect(h.last().query).toBe(`?team_id=${team.id}`);

    expect(await team.revokeInvitation(invitations[0]!.id)).toEqual({ ok: true, value: undefined });
    const revoked = h.lastTo('DELETE', `/team-invitations/${invitations[0]!.id}`);
    expectServerAccess(revoked);
    expect(revoked.query).toBe(`?team_id=${team.id}`);
    h.nextRead();
    expect(valueOf(await team.listInvitations())).toEqual([]);
    expect(KnownErrors.VerificationCodeNotFound.isInstance(errorOf(await team.revokeInvitation(invitations[0]!.id)))).toBe(true);
  });

  test('a deleted team: inviteUser, listInvitations and revokeInvitation are TEAM_NOT_FOUND', async () => {
    const team = await aTeam('Gone');
    valueOf(await team.delete());
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.inviteUser({ email: uniqueEmail(), callbackUrl: INVITE_URL })))).toBe(true);
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.listInvitations()))).toBe(true);
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.revokeInvitation(UNKNOWN_ID)))).toBe(true);
  });
});
