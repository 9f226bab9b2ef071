/**
 * Against the real backend, through the server app (secret server key): users (create, get, list with pagination,
 * search and team filter, update, delete), sessions made for a user (a client app signs in with them), contact
 * channels of any user, teams (create, list, update, delete), memberships and server-side invitations.
 */
import { KnownErrors } from '../../composition/entry-node';
import { describeReal, linkIn, newProject, waitForMail } from '../support/real-backend';
import { appsFor, errorOf, PASSWORD, uniqueEmail, valueOf, VisibleTokenStore, type ProjectApps } from './node-apps';

describeReal('real backend: server users, teams, memberships, sessions (server app)', () => {
  let apps: ProjectApps;
  let server: ReturnType<ProjectApps['server']>;
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-server' }));
    server = apps.server();
  });

  it('createUser with metadata; getUser reads it back; a taken sign-in email is USER_EMAIL_ALREADY_EXISTS', async () => {
    const email = uniqueEmail('made');
    const user = valueOf(await server.createUser({
      primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, password: PASSWORD, displayName: 'Made by server',
      clientMetadata: { a: 1 }, clientReadOnlyMetadata: { b: 2 }, serverMetadata: { plan: 'pro' },
    }));
    const read = (await server.getUser(user.id))!;
    expect([read.primaryEmail, read.primaryEmailVerified, read.displayName, read.hasPassword]).toEqual([email, true, 'Made by server', true]);
    expect([read.clientMetadata, read.clientReadOnlyMetadata, read.serverMetadata]).toEqual([{ a: 1 }, { b: 2 }, { plan: 'pro' }]);
    // The password works for the client app too.
    valueOf(await apps.client().signInWithPassword({ email, password: PASSWORD }));
    const taken = errorOf(await server.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true }));
    expect(KnownErrors.UserEmailAlreadyExists.isInstance(taken)).toBe(true);
    expect(await server.getUser('6f1b4d7e-1c2a-4e3b-9a8d-7c6b5a4f3e2d')).toBeNull();
  });

  it('listUsers pages through every user with nextCursor; query and teamId filter', async () => {
    const label = `page${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(valueOf(await server.createUser({ primaryEmail: uniqueEmail(`${label}-${i}`), displayName: `${label} ${i}` })));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await server.listUsers({ limit: 2, orderBy: 'signedUpAt', ...(cursor === undefined ? {} : { cursor }) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor !== undefined && pages < 50);
    expect(seen).toEqual(expect.arrayContaining(made.map((u) => u.id)));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBeGreaterThanOrEqual(3);

    const found = await server.listUsers({ query: label });
    expect(found.items.map((u) => u.id).sort()).toEqual(made.map((u) => u.id).sort());
    const newestFirst = await server.listUsers({ query: label, orderBy: 'signedUpAt', desc: true });
    expect(newestFirst.items.map((u) => u.displayName)).toEqual([4, 3, 2, 1, 0].map((i) => `${label} ${i}`));

    const team = valueOf(await server.createTeam({ displayName: `${label} team` }));
    valueOf(await team.addUser(made[1]!));
    expect((await server.listUsers({ teamId: team.id })).items.map((u) => u.id)).toEqual([made[1]!.id]);
  });

  it('update and delete a user; a deleted user is gone (getUser null, update USER_NOT_FOUND)', async () => {
    const user = valueOf(await server.createUser({ primaryEmail: uniqueEmail('upd') }));
    const updated = valueOf(await user.update({ displayName: 'Renamed', serverMetadata: { tier: 2 }, primaryEmailVerified: true }));
    expect([updated.displayName, updated.serverMetadata, updated.primaryEmailVerified]).toEqual(['Renamed', { tier: 2 }, true]);
    expect((await server.getUser(user.id))?.displayName).toBe('Renamed');
    valueOf(await user.delete());
    expect(await server.getUser(user.id)).toBeNull();
    expect(KnownErrors.UserNotFound.isInstance(errorOf(await user.update({ displayName: 'ghost' })))).toBe(true);
  });

  it('createSession: a client app with those tokens is that user; the server app for that request sees the same user', async () => {
    const email = uniqueEmail('sess');
    const user = valueOf(await server.createUser({ primaryEmail: email }));
    const session = valueOf(await user.createSession({ expiresInMillis: 3_600_000 }));
    const store = new VisibleTokenStore();
    store.set({ accessToken: session.accessToken, refreshToken: session.refreshToken });
    const client = apps.client(store);
    const me = await client.getUser({ or: 'throw' });
    expect([me.id, me.primaryEmail]).toEqual([user.id, email]);
    expect(valueOf(await me.update({ displayName: 'Via session' })).displayName).toBe('Via session');
    expect((await server.getUser(user.id))?.displayName).toBe('Via session');
  });

  it('contact channels of any user: create (verified), list, update, send verification for an unverified one, delete', async () => {
    const user = valueOf(await server.createUser({ primaryEmail: uniqueEmail('chan') }));
    const extra = uniqueEmail('extra');
    const channel = valueOf(await user.createContactChannel({ value: extra, usedForAuth: false, isVerified: true }));
    expect([channel.value, channel.isVerified, channel.isPrimary, channel.usedForAuth]).toEqual([extra, true, false, false]);
    expect((await user.listContactChannels()).map((c) => c.value).sort()).toEqual([extra, user.primaryEmail].sort());
    const unverified = valueOf(await channel.update({ isVerified: false }));
    expect(unverified.isVerified).toBe(false);
    valueOf(await unverified.sendVerificationEmail());
    const mail = await waitForMail(extra);
    valueOf(await apps.client().verifyEmail(linkIn(mail).code));
    expect((await user.listContactChannels()).find((c) => c.id === channel.id)?.isVerified).toBe(true);
    await channel.delete();
    expect((await user.listContactChannels()).map((c) => c.value)).toEqual([user.primaryEmail]);
  });

  it('teams: create with a creator, list, update, memberships add/remove, permissions, invitations, delete', async () => {
    const creator = valueOf(await server.createUser({ primaryEmail: uniqueEmail('creator') }));
    const other = valueOf(await server.createUser({ primaryEmail: uniqueEmail('other') }));
    const team = valueOf(await server.createTeam({ displayName: 'Server team', creatorUserId: creator.id, serverMetadata: { internal: true } }));
    expect([team.displayName, team.serverMetadata]).toEqual(['Server team', { internal: true }]);
    expect((await server.listTeams({ userId: creator.id })).map((t) => t.id)).toEqual([team.id]);
    expect((await server.listTeams()).map((t) => t.id)).toContain(team.id);
    const updated = valueOf(await team.update({ displayName: 'Server team 2', clientReadOnlyMetadata: { seats: 3 } }));
    expect([updated.displayName, updated.clientReadOnlyMetadata]).toEqual(['Server team 2', { seats: 3 }]);
    expect((await server.getTeam(team.id))?.displayName).toBe('Server team 2');

    valueOf(await team.addUser(other));
    expect(KnownErrors.TeamMembershipAlreadyExists.isInstance(errorOf(await team.addUser(other)))).toBe(true);
    const members = valueOf(await team.listUsers());
    expect(members.map((m) => m.user.id).sort()).toEqual([creator.id, other.id].sort());
    expect(await other.hasPermission(team, 'team_member')).toBe(true);
    valueOf(await team.grantPermission(other, '$update_team'));
    expect((await other.listPermissions(team)).map((p) => p.id)).toEqual(expect.arrayContaining(['$update_team', 'team_member']));
    valueOf(await team.revokePermission(other, '$update_team'));
    expect(await other.hasPermission(team, '$update_team')).toBe(false);
    expect((await other.listTeams()).map((t) => t.id)).toEqual([team.id]);
    valueOf(await team.removeUser(other));
    expect(KnownErrors.TeamMembershipNotFound.isInstance(errorOf(await team.removeUser(other)))).toBe(true);
    expect(valueOf(await team.listUsers()).map((m) => m.user.id)).toEqual([creator.id]);

    const invited = uniqueEmail('srv-invite');
    valueOf(await team.inviteUser({ email: invited, callbackUrl: 'http://localhost:8102/handler/team-invitation' }));
    const invitations = valueOf(await team.listInvitations());
    expect(invitations.map((i) => i.recipientEmail)).toEqual([invited]);
    expect((await waitForMail(invited)).subject).toBe('You have been invited to join Server team 2');
    valueOf(await team.revokeInvitation(invitations[0]!.id));
    expect(valueOf(await team.listInvitations())).toEqual([]);

    valueOf(await team.delete());
    expect(await server.getTeam(team.id)).toBeNull();
    expect(KnownErrors.TeamNotFound.isInstance(errorOf(await team.update({ displayName: 'gone' })))).toBe(true);
  });
});
