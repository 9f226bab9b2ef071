/**
 * user.teams and the Team object against the in-process emulator: list/get/create/leave, permissions, invitations
 * both ways, members and profiles, permission errors, path encoding, and the session-keyed cache.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../../domain/errors/operation-not-allowed-error';
import { SEED } from '../../../emulator';
import { appHarness, claimsOf, last, passwordlessUser, PASSWORD, serverCall, settle, signedUp, type AppHarness } from './user-harness';
import type { CurrentUser } from '../../../application/user/current-user';

async function teamOf(user: CurrentUser, displayName = 'Rowers') {
  const created = await user.teams.create({ displayName });
  if (!created.ok) throw created.error;
  return created.value;
}

/** A second user (verified email, own app) who is a plain member (team_member) of `teamId`. */
async function memberOf(h: AppHarness, teamId: string) {
  const other = await passwordlessUser(h);
  await serverCall(h, 'POST', `/team-memberships/${teamId}/${other.user.id}`, {});
  return other;
}

describe('list, get, create', () => {
  test('POST /teams with creator_user_id me; GET /teams?user_id=me; get() from the list, null when not a member', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const team = await teamOf(user, 'Rowers');
    expect(last(h, 'POST', '/teams').body).toEqual({ display_name: 'Rowers', creator_user_id: 'me' });
    expect([team.displayName, team.profileImageUrl, team.clientMetadata]).toEqual(['Rowers', null, null]);
    const teams = await settle(h, user.teams.list());
    expect(teams.map((t) => t.id)).toEqual([team.id]);
    expect(last(h, 'GET', '/teams').query).toBe('?user_id=me');
    expect((await settle(h, user.teams.get(team.id)))?.displayName).toBe('Rowers');
    const other = await serverCall(h, 'POST', '/teams', { display_name: 'Elsewhere' });
    expect(await settle(h, user.teams.get(String(other['id'])))).toBeNull();
  });

  test('clientTeamCreationEnabled off: OperationNotAllowedError clientTeamCreationDisabled (the server\'s 403 text)', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    h.emulator.state.projects[SEED.demo.projectId]!.config.clientTeamCreationEnabled = false;
    const result = await user.teams.create({ displayName: 'Nope' });
    expect(!result.ok && OperationNotAllowedError.isInstance(result.error) && result.error.reason).toBe('clientTeamCreationDisabled');
    expect(h.requestsTo('POST', '/teams')).toHaveLength(1);
  });

  test('cache: a list after a create sees the new team; after sign-out and another user\'s sign-in, never the first user\'s teams', async () => {
    const h = appHarness();
    const ann = await signedUp(h);
    await teamOf(ann, 'First');
    expect((await settle(h, ann.teams.list())).map((t) => t.displayName)).toEqual(['First']);
    await teamOf(ann, 'Second');
    expect((await settle(h, ann.teams.list())).map((t) => t.displayName)).toEqual(['First', 'Second']);
    await ann.signOut();
    const bob = await signedUp(h);
    const teamsOfBob = await settle(h, bob.teams.list());
    expect(teamsOfBob).toEqual([]);
    expect(claimsOf(last(h, 'GET', '/teams').headers['x-stack-access-token'])).toMatchObject({ sub: bob.id });
    await ann.signOut(); // bob's session, through any user object
    expect((await h.app.signInWithPassword({ email: ann.primaryEmail!, password: PASSWORD, noRedirect: true })).ok).toBe(true);
    expect((await settle(h, ann.teams.list())).map((t) => t.displayName)).toEqual(['First', 'Second']);
  });
});

describe('leave and permissions', () => {
  test('leave: DELETE /team-memberships/{team}/me with {}; a second leave is TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const team = await teamOf(user);
    expect(await user.teams.leave(team)).toEqual({ ok: true, value: undefined });
    const record = last(h, 'DELETE', `/team-memberships/${team.id}/me`);
    expect([record.body, typeof record.headers['x-stack-access-token']]).toEqual([{}, 'string']);
    expect(await settle(h, user.teams.list())).toEqual([]);
    const again = await user.teams.leave(team.id);
    expect(!again.ok && KnownErrors.TeamMembershipNotFound.isInstance(again.error)).toBe(true);
  });

  test('listPermissions is recursive by default; has/get read the recursive list; empty for a non-member', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const team = await teamOf(user);
    const all = await settle(h, user.teams.listPermissions(team));
    expect(last(h, 'GET', '/team-permissions').query).toBe(`?team_id=${team.id}&user_id=me&recursive=true`);
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining(['team_admin', '$update_team', '$delete_team', '$invite_members']));
    expect(all[0]).toEqual({ id: all[0]!.id, teamId: team.id, userId: user.id });
    const direct = await settle(h, user.teams.listPermissions(team, { recursive: false }));
    expect(direct.map((p) => p.id)).toEqual(['team_admin']);
    expect(last(h, 'GET', '/team-permissions').query).toBe(`?team_id=${team.id}&user_id=me&recursive=false`);
    expect(await settle(h, user.teams.hasPermission(team, '$delete_team'))).toBe(true);
    expect(await settle(h, user.teams.getPermission(team, '$update_team'))).toEqual({ id: '$update_team', teamId: team.id, userId: user.id });
    expect(await settle(h, user.teams.getPermission(team, 'no_such_permission'))).toBeNull();
    const other = await serverCall(h, 'POST', '/teams', { display_name: 'Elsewhere' });
    expect(await settle(h, user.teams.hasPermission(String(other['id']), '$update_team'))).toBe(false);
  });

  test('ids are one encoded path segment or query value (apiPath): the server answers a schema error', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    await expect(user.teams.leave('a/b c?#')).rejects.toMatchObject({ code: 'SCHEMA_ERROR' });
    expect(h.requestsTo('DELETE', '/team-memberships/a%2Fb%20c%3F%23/me')).toHaveLength(1);
    await expect(settle(h, user.teams.listPermissions('x&user_id=other'))).rejects.toMatchObject({ code: 'SCHEMA_ERROR' });
    expect(last(h, 'GET', '/team-permissions').query).toBe('?team_id=x%26user_id%3Dother&user_id=me&recursive=true');
  });
});

describe('Team object', () => {
  test('update: PATCH /teams/{id}; resolves with the new team, and the team list sees it', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const team = await teamOf(user);
    const renamed = await team.update({ displayName: 'Scullers', clientMetadata: { colour: 'blue' } });
    expect(renamed.ok && [renamed.value.displayName, renamed.value.clientMetadata]).toEqual(['Scullers', { colour: 'blue' }]);
    expect(last(h, 'PATCH', `/teams/${team.id}`).body).toEqual({ display_name: 'Scullers', client_metadata: { colour: 'blue' } });
    expect((await settle(h, user.teams.list())).map((t) => t.displayName)).toEqual(['Scullers']);
  });

  test('delete: DELETE /teams/{id}; gone from the list', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const team = await teamOf(user);
    await settle(h, user.teams.list());
    expect(await team.delete()).toEqual({ ok: true, value: undefined });
    expect(h.requestsTo('DELETE', `/teams/${team.id}`)).toHaveLength(1);
    expect(await settle(h, user.teams.list())).toEqual([]);
  });

  test('inviteUser → listInvitations → revoke: send-code with urls.teamInvitation, GET ?team_id, DELETE /{id}?team_id', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const team = await teamOf(user);
    expect(await team.inviteUser({ email: 'guest@example.com' })).toEqual({ ok: true, value: undefined });
    expect(last(h, 'POST', '/team-invitations/send-code').body).toEqual({
      team_id: team.id, email: 'guest@example.com', callback_url: 'http://localhost:5173/handler/team-invitation',
    });
    const listed = await settle(h, team.listInvitations());
    if (!listed.ok) throw listed.error;
    expect(listed.value.map((i) => [i.recipientEmail, i.teamId, i.teamDisplayName])).toEqual([['guest@example.com', team.id, 'Rowers']]);
    expect(last(h, 'GET', '/team-invitations').query).toBe(`?team_id=${team.id}`);
    expect(await listed.value[0]!.revoke()).toEqual({ ok: true, value: undefined });
    expect(last(h, 'DELETE', `/team-invitations/${listed.value[0]!.id}`).query).toBe(`?team_id=${team.id}`);
    const after = await settle(h, team.listInvitations());
    expect(after.ok && after.value).toEqual([]);
    const again = await listed.value[0]!.revoke();
    expect(!again.ok && KnownErrors.VerificationCodeNotFound.isInstance(again.error)).toBe(true);
  });

  test('listMembers, getMyProfile, updateMyProfile: /team-member-profiles?team_id and /{team}/me', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const team = await teamOf(user);
    const other = await memberOf(h, team.id);
    const members = await settle(h, team.listMembers());
    expect(members.ok && members.value.map((m) => m.userId)).toEqual([user.id, other.user.id]);
    expect(last(h, 'GET', '/team-member-profiles').query).toBe(`?team_id=${team.id}`);
    const mine = await settle(h, team.getMyProfile());
    expect(mine.ok && mine.value).toEqual({ teamId: team.id, userId: user.id, displayName: null, profileImageUrl: null });
    expect(h.requestsTo('GET', `/team-member-profiles/${team.id}/me`)).toHaveLength(1);
    const updated = await team.updateMyProfile({ displayName: 'Captain' });
    expect(updated.ok && updated.value.displayName).toBe('Captain');
    expect(last(h, 'PATCH', `/team-member-profiles/${team.id}/me`).body).toEqual({ display_name: 'Captain' });
    const again = await settle(h, team.getMyProfile());
    expect(again.ok && again.value.displayName).toBe('Captain');
  });

  test('a plain member: TEAM_PERMISSION_REQUIRED for update, delete and revoke; a non-member: TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const h = appHarness();
    const owner = await signedUp(h);
    const ownersTeam = await teamOf(owner);
    await ownersTeam.inviteUser({ email: 'guest@example.com' });
    const member = await memberOf(h, ownersTeam.id);
    const team = (await settle(h, member.user.teams.get(ownersTeam.id)))!;
    const update = await team.update({ displayName: 'Mine now' });
    expect(!update.ok && KnownErrors.TeamPermissionRequired.isInstance(update.error) && update.error.details.permission_id).toBe('$update_team');
    const deletion = await team.delete();
    expect(!deletion.ok && KnownErrors.TeamPermissionRequired.isInstance(deletion.error) && deletion.error.details.permission_id).toBe('$delete_team');
    const invitations = await settle(h, team.listInvitations()); // team_member holds $read_members and $invite_members
    if (!invitations.ok) throw invitations.error;
    const revoke = await invitations.value[0]!.revoke();
    expect(!revoke.ok && KnownErrors.TeamPermissionRequired.isInstance(revoke.error) && revoke.error.details.permission_id).toBe('$remove_members');
    expect(await member.user.teams.leave(team)).toEqual({ ok: true, value: undefined });
    const members = await settle(h, team.listMembers());
    expect(!members.ok && KnownErrors.TeamMembershipNotFound.isInstance(members.error)).toBe(true);
  });
});

describe('invitations addressed to me', () => {
  test('GET /team-invitations?user_id=me, then accept: POST /team-invitations/{id}/accept?user_id=me; the team joins my list', async () => {
    const h = appHarness();
    const owner = await signedUp(h);
    const team = await teamOf(owner, 'Inviting');
    const guest = await passwordlessUser(h);
    await team.inviteUser({ email: guest.email });
    const invitations = await settle(h, guest.user.teams.listInvitations());
    expect(invitations.map((i) => [i.teamId, i.teamDisplayName, i.recipientEmail])).toEqual([[team.id, 'Inviting', guest.email]]);
    expect(last(h, 'GET', '/team-invitations').query).toBe('?user_id=me');
    expect(await invitations[0]!.accept()).toEqual({ ok: true, value: undefined });
    const accepted = last(h, 'POST', `/team-invitations/${invitations[0]!.id}/accept`);
    expect([accepted.query, accepted.body]).toEqual(['?user_id=me', {}]);
    expect((await settle(h, guest.user.teams.list())).map((t) => t.id)).toEqual([team.id]);
    expect(await settle(h, guest.user.teams.listInvitations())).toEqual([]);
    const again = await invitations[0]!.accept();
    expect(!again.ok && KnownErrors.VerificationCodeNotFound.isInstance(again.error)).toBe(true);
  });
});
