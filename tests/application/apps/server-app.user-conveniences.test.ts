/**
 * Issue 23: the official SDK's flat ServerUser members and server.listTeamMemberPermissions against the in-process
 * emulator — the setters (thin over update: the PATCH they send), the user's teams (getTeam, createTeam as creator,
 * leaveTeam, listTeamInvitations, getTeamProfile, getPermission), sendVerificationEmail, setPassword.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../../domain/errors/operation-not-allowed-error';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { createClientApp } from '../../../composition/entry-memory';
import { DEMO_OPTIONS, uniqueEmail } from './app-harness';
import { errorOf, expectServerAccess, serverHarness, valueOf } from './server-harness';

const h = serverHarness();
const INVITE_URL = 'http://localhost:5173/handler/team-invitation';

describe('ServerUser setters: update with one field', () => {
  test.each([
    ['setDisplayName', ['Ann'], { display_name: 'Ann' }, { displayName: 'Ann' }],
    ['setServerMetadata', [{ plan: 'pro' }], { server_metadata: { plan: 'pro' } }, { serverMetadata: { plan: 'pro' } }],
    ['setClientReadOnlyMetadata', [{ tier: 2 }], { client_read_only_metadata: { tier: 2 } }, { clientReadOnlyMetadata: { tier: 2 } }],
    ['setClientMetadata', [{ theme: 'dark' }], { client_metadata: { theme: 'dark' } }, { clientMetadata: { theme: 'dark' } }],
  ] as const)('%s sends PATCH /users/{id} with its field and resolves with the updated user', async (method, args, body, fields) => {
    const user = await h.aUser();
    const updated = valueOf(await (user[method] as (...a: unknown[]) => Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }>)(...args));
    const sent = h.lastTo('PATCH', `/users/${user.id}`);
    expectServerAccess(sent);
    expect(sent.body).toEqual(body);
    expect(updated).toMatchObject(fields);
  });

  test('setPrimaryEmail(email, { verified }) sends primary_email_verified; without options only primary_email', async () => {
    const user = await h.aUser();
    const email = uniqueEmail('primary');
    expect(valueOf(await user.setPrimaryEmail(email, { verified: true }))).toMatchObject({ primaryEmail: email, primaryEmailVerified: true });
    expect(h.lastTo('PATCH', `/users/${user.id}`).body).toEqual({ primary_email: email, primary_email_verified: true });
    const other = uniqueEmail('primary2');
    await user.setPrimaryEmail(other);
    expect(h.lastTo('PATCH', `/users/${user.id}`).body).toEqual({ primary_email: other });
    await expect(user.setPrimaryEmail(other, { verified: 'yes' as never })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  test('setSelectedTeam takes a team or its id, null clears; a team the user is not in is TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const user = await h.aUser();
    const team = valueOf(await user.createTeam({ displayName: 'Mine' }));
    expect(valueOf(await user.setSelectedTeam(team)).selectedTeamId).toBe(team.id);
    expect(valueOf(await user.setSelectedTeam(null)).selectedTeamId).toBeNull();
    const foreign = valueOf(await h.server.createTeam({ displayName: 'Foreign' }));
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await user.setSelectedTeam(foreign.id)))).toBe(true);
  });

  test('setPassword: a too-short password is refused before any request; a good one lets the user sign in with it', async () => {
    const user = await h.aUser();
    const sent = h.wire.length;
    expect(KnownErrors.PasswordTooShort.isInstance(errorOf(await user.setPassword({ password: 'short' })))).toBe(true);
    expect(h.wire.length).toBe(sent);
    valueOf(await user.setPassword({ password: 'a brand new passphrase' }));
    expect(h.lastTo('PATCH', `/users/${user.id}`).body).toEqual({ password: 'a brand new passphrase' });
    const client = createClientApp({ ...DEMO_OPTIONS, tokenStore: 'memory' }, h.deps);
    valueOf(await client.signInWithPassword({ email: user.primaryEmail!, password: 'a brand new passphrase', noRedirect: true }));
  });
});

describe("ServerUser teams: the user's side", () => {
  test('createTeam makes the user the creator (team_admin); getTeam finds it, null for a team the user is not in', async () => {
    const user = await h.aUser();
    const team = valueOf(await user.createTeam({ displayName: 'Rowers', creatorUserId: 'someone-else' } as never));
    expect(h.lastTo('POST', '/teams').body).toEqual({ display_name: 'Rowers', creator_user_id: user.id });
    expect((await user.getTeam(team.id))?.displayName).toBe('Rowers');
    expect(await user.getPermission(team, 'team_admin')).toMatchObject({ id: 'team_admin', teamId: team.id, userId: user.id });
    h.nextRead();
    expect(await user.getPermission(team, 'no_such_permission')).toBeNull();
    const foreign = valueOf(await h.server.createTeam({ displayName: 'Foreign' }));
    h.nextRead();
    expect(await user.getTeam(foreign.id)).toBeNull();
  });

  test('leaveTeam: DELETE /team-memberships/{team}/{user}; then not a member (TEAM_MEMBERSHIP_NOT_FOUND the second time)', async () => {
    const user = await h.aUser();
    const team = valueOf(await user.createTeam({ displayName: 'Leaving' }));
    valueOf(await user.leaveTeam(team));
    expect(h.lastTo('DELETE', `/team-memberships/${team.id}/${user.id}`)).toBeDefined();
    h.nextRead();
    expect(await user.getTeam(team.id)).toBeNull();
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await user.leaveTeam(team.id)))).toBe(true);
  });

  test('getTeamProfile: the member profile; TEAM_MEMBERSHIP_NOT_FOUND for a team the user is not in', async () => {
    const user = await h.aUser({ displayName: 'Ann' });
    const team = valueOf(await user.createTeam({ displayName: 'Profiled' }));
    expect(valueOf(await user.getTeamProfile(team))).toEqual({ teamId: team.id, userId: user.id, displayName: 'Ann', profileImageUrl: null });
    const foreign = valueOf(await h.server.createTeam({ displayName: 'Foreign' }));
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await user.getTeamProfile(foreign)))).toBe(true);
  });

  test('listTeamInvitations: the invitations sent to the user’s verified email (GET /team-invitations?user_id=)', async () => {
    const user = await h.aUser();
    const team = valueOf(await h.server.createTeam({ displayName: 'Inviting' }));
    valueOf(await team.inviteUser({ email: user.primaryEmail!, callbackUrl: INVITE_URL }));
    const invitations = await user.listTeamInvitations();
    expect(invitations).toEqual([expect.objectContaining({ teamId: team.id, recipientEmail: user.primaryEmail })]);
    expect(h.lastTo('GET', '/team-invitations').query).toContain(`user_id=${user.id}`);
  });

  test('sendVerificationEmail emails the primary address; EMAIL_ALREADY_VERIFIED when it is; noPrimaryEmail without one', async () => {
    const unverified = await h.aUser({ primaryEmailVerified: false });
    valueOf(await unverified.sendVerificationEmail({ callbackUrl: 'http://localhost:5173/handler/email-verification' }));
    expect(h.emulator.outbox.latestFor(unverified.primaryEmail!, 'email_verification')?.link).toMatch(/email-verification\?code=/);
    const verified = await h.aUser();
    expect(KnownErrors.EmailAlreadyVerified.isInstance(errorOf(await verified.sendVerificationEmail({ callbackUrl: 'http://localhost:5173/v' })))).toBe(true);
    const noEmail = valueOf(await h.server.createUser({ displayName: 'No email' }));
    const sent = h.wire.length;
    const refused = errorOf(await noEmail.sendVerificationEmail());
    expect(refused).toBeInstanceOf(OperationNotAllowedError);
    expect((refused as OperationNotAllowedError).reason).toBe('noPrimaryEmail');
    expect(h.wire.slice(sent).map((r) => r.method)).toEqual(['GET']); // the channel list only
  });
});

describe('server.listTeamMemberPermissions', () => {
  test("every member's grants in one request, { userId, permissionId }; recursive adds contained ones; a grant shows next read", async () => {
    const admin = await h.aUser();
    const member = await h.aUser();
    const team = valueOf(await h.server.createTeam({ displayName: 'Roster', creatorUserId: admin.id }));
    valueOf(await team.addUser(member));
    const sent = h.wire.length;
    const direct = await h.server.listTeamMemberPermissions(team);
    expect(h.wire.length).toBe(sent + 1);
    expect(h.lastTo('GET', '/team-permissions').query).toBe(`?team_id=${team.id}&recursive=false`);
    expect(direct).toContainEqual({ userId: admin.id, permissionId: 'team_admin' });
    expect(direct).toContainEqual({ userId: member.id, permissionId: 'team_member' });
    expect(direct.every((grant) => Object.keys(grant).sort().join() === 'permissionId,userId')).toBe(true);
    const recursive = await h.server.listTeamMemberPermissions(team.id, { recursive: true });
    expect(recursive.length).toBeGreaterThan(direct.length);
    expect(recursive).toContainEqual({ userId: admin.id, permissionId: '$update_team' });
    valueOf(await team.grantPermission(member, 'team_admin'));
    h.nextRead();
    expect(await h.server.listTeamMemberPermissions(team)).toContainEqual({ userId: member.id, permissionId: 'team_admin' });
    await expect(h.server.listTeamMemberPermissions(team, { recursive: 'yes' as never })).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});
