/**
 * Against the real backend, through the client app's teams (and the admin app for a permission definition, the
 * server app for a grant): create, update, list, member profiles, invitations by mail (send, details, accept, revoke),
 * team permissions (recursive and not) and permission definitions, leave, delete.
 */
import { KnownErrors } from '../../composition/entry-node';
import { describeReal, linkIn, newProject, waitForMail } from '../support/real-backend';
import { appsFor, errorOf, PASSWORD, uniqueEmail, valueOf, type ProjectApps } from './node-apps';

describeReal('real backend: teams, invitations, permissions (client, server and admin apps)', () => {
  let apps: ProjectApps;
  let owner: ReturnType<ProjectApps['client']>;
  let invitee: ReturnType<ProjectApps['client']>;
  const ownerEmail = uniqueEmail('owner');
  const inviteeEmail = uniqueEmail('invitee');

  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-teams' }));
    owner = apps.client();
    invitee = apps.client();
    valueOf(await owner.signUpWithPassword({ email: ownerEmail, password: PASSWORD }));
    valueOf(await invitee.signUpWithPassword({ email: inviteeEmail, password: PASSWORD }));
  });

  it('create, update and list: the creator\'s team with its new name; the creator is its admin (recursive permissions)', async () => {
    const user = await owner.getUser({ or: 'throw' });
    const team = valueOf(await user.teams.create({ displayName: 'Rowers', clientMetadata: { colour: 'blue' } }));
    expect([team.displayName, team.clientMetadata]).toEqual(['Rowers', { colour: 'blue' }]);
    const renamed = valueOf(await team.update({ displayName: 'Rowing club' }));
    expect(renamed.displayName).toBe('Rowing club');
    expect((await user.teams.list()).map((t) => [t.id, t.displayName])).toEqual([[team.id, 'Rowing club']]);
    expect((await user.teams.get(team.id))?.displayName).toBe('Rowing club');

    // Directly: what the project grants a team's creator (the project view lists team_admin; the service also grants
    // the system permissions directly, which that view leaves out); recursively: those and all they contain.
    const project = await apps.admin().getProject();
    const direct = (await user.teams.listPermissions(team)).map((p) => p.id).sort();
    expect(project.config.teamCreatorDefaultPermissions.map((p) => p.id)).toEqual(['team_admin']);
    expect(direct).toEqual(expect.arrayContaining(['team_admin', '$update_team', '$delete_team', '$invite_members', '$remove_members']));
    const definitions = await apps.admin().teamPermissionDefinitions.list();
    const teamAdmin = definitions.find((d) => d.id === 'team_admin')!;
    const recursive = (await user.teams.listPermissions(team, { recursive: true })).map((p) => p.id);
    expect(recursive).toEqual(expect.arrayContaining([...direct, ...teamAdmin.containedPermissionIds]));
    expect(await user.teams.hasPermission(team, '$invite_members')).toBe(true);
  });

  it('invitation: sent by mail, its details read, accepted by the invitee; the invitee is then a member with team_member', async () => {
    const user = await owner.getUser({ or: 'throw' });
    const team = (await user.teams.list())[0]!;
    valueOf(await team.inviteUser({ email: inviteeEmail }));
    const sent = valueOf(await team.listInvitations());
    expect(sent.map((i) => [i.recipientEmail, i.teamId, i.teamDisplayName])).toEqual([[inviteeEmail, team.id, 'Rowing club']]);

    const mail = await waitForMail(inviteeEmail, { match: (m) => m.subject.includes('Rowing club') });
    expect(mail.subject).toBe('You have been invited to join Rowing club');
    const { url, code } = linkIn(mail);
    expect(url.startsWith('http://localhost:8102/handler/team-invitation?')).toBe(true);
    expect(valueOf(await invitee.getTeamInvitationDetails(code))).toEqual({ teamId: team.id, teamDisplayName: 'Rowing club' });
    valueOf(await invitee.acceptTeamInvitation(code));
    expect(KnownErrors.VerificationCodeAlreadyUsed.isInstance(errorOf(await invitee.acceptTeamInvitation(code)))).toBe(true);
    expect(KnownErrors.VerificationCodeNotFound.isInstance(errorOf(await invitee.getTeamInvitationDetails('y'.repeat(45))))).toBe(true);

    const member = await invitee.getUser({ or: 'throw' });
    expect((await member.teams.list()).map((t) => t.id)).toEqual([team.id]);
    expect((await apps.admin().getProject()).config.teamMemberDefaultPermissions.map((p) => p.id)).toEqual(['team_member']);
    const memberPermissions = (await member.teams.listPermissions(team)).map((p) => p.id);
    expect(memberPermissions).toContain('team_member');
    expect(memberPermissions).not.toContain('team_admin');
    expect(await member.teams.hasPermission(team, '$update_team')).toBe(false);
    // The member's profiles, as both see them.
    const profiles = valueOf(await team.listMembers());
    expect(profiles.map((p) => p.userId).sort()).toEqual([user.id, member.id].sort());
    expect(valueOf(await team.listInvitations())).toEqual([]);
  });

  it('member profiles: read and update my own in the team', async () => {
    const member = await invitee.getUser({ or: 'throw' });
    const team = (await member.teams.list())[0]!;
    const mine = valueOf(await team.getMyProfile());
    expect([mine.teamId, mine.userId]).toEqual([team.id, member.id]);
    const updated = valueOf(await team.updateMyProfile({ displayName: 'Stroke seat' }));
    expect(updated.displayName).toBe('Stroke seat');
    const seenByOwner = valueOf(await (await (await owner.getUser({ or: 'throw' })).teams.get(team.id))!.listMembers());
    expect(seenByOwner.find((p) => p.userId === member.id)?.displayName).toBe('Stroke seat');
  });

  it('a member without $update_team cannot rename the team: TEAM_PERMISSION_REQUIRED', async () => {
    const member = await invitee.getUser({ or: 'throw' });
    const team = (await member.teams.list())[0]!;
    const refused = errorOf(await team.update({ displayName: 'Hijacked' }));
    if (!KnownErrors.TeamPermissionRequired.isInstance(refused)) throw refused;
    expect(refused.details).toMatchObject({ team_id: team.id, user_id: member.id, permission_id: '$update_team' });
  });

  it('a permission definition (admin) that contains another, granted by the server: listed directly, and recursively with what it contains', async () => {
    const admin = apps.admin();
    const created = valueOf(await admin.teamPermissionDefinitions.create({ id: 'billing', description: 'Sees invoices', containedPermissionIds: ['$read_members'] }));
    expect([created.id, created.description, created.containedPermissionIds]).toEqual(['billing', 'Sees invoices', ['$read_members']]);
    const updated = valueOf(await admin.teamPermissionDefinitions.update('billing', { description: 'Sees and pays invoices' }));
    expect(updated.description).toBe('Sees and pays invoices');
    expect((await admin.teamPermissionDefinitions.list()).find((d) => d.id === 'billing')?.containedPermissionIds).toEqual(['$read_members']);
    const duplicate = errorOf(await admin.teamPermissionDefinitions.create({ id: 'billing' }));
    expect(KnownErrors.PermissionIdAlreadyExists.isInstance(duplicate)).toBe(true);

    const member = await invitee.getUser({ or: 'throw' });
    const team = (await member.teams.list())[0]!;
    const serverUser = (await apps.server().getUser(member.id))!;
    const before = (await member.teams.listPermissions(team)).map((p) => p.id).sort();
    expect(before).not.toContain('billing');
    valueOf(await serverUser.grantPermission(team, 'billing'));
    expect((await member.teams.listPermissions(team)).map((p) => p.id).sort()).toEqual([...before, 'billing'].sort());
    // Recursively, billing brings what it contains ($read_members), listed once.
    const recursive = (await member.teams.listPermissions(team, { recursive: true })).map((p) => p.id);
    expect(recursive).toEqual(expect.arrayContaining(['billing', '$read_members', 'team_member']));
    expect(new Set(recursive).size).toBe(recursive.length);
    valueOf(await serverUser.revokePermission(team, 'billing'));
    expect((await member.teams.listPermissions(team)).map((p) => p.id).sort()).toEqual(before);
    valueOf(await admin.teamPermissionDefinitions.delete('billing'));
    expect((await admin.teamPermissionDefinitions.list()).map((d) => d.id)).not.toContain('billing');
  });

  it('invitations addressed to me: listed for a verified recipient, accepted from the list', async () => {
    const user = await owner.getUser({ or: 'throw' });
    const team = (await user.teams.list())[0]!;
    const recipient = uniqueEmail('listed');
    const app = apps.client();
    valueOf(await app.signUpWithPassword({ email: recipient, password: PASSWORD }));
    valueOf(await app.verifyEmail(linkIn(await waitForMail(recipient)).code));
    valueOf(await team.inviteUser({ email: recipient }));
    const me = await app.getUser({ or: 'throw' });
    const received = await me.teams.listInvitations();
    expect(received.map((i) => [i.teamId, i.teamDisplayName, i.recipientEmail])).toEqual([[team.id, 'Rowing club', recipient]]);
    valueOf(await received[0]!.accept());
    expect((await me.teams.list()).map((t) => t.id)).toEqual([team.id]);
    expect(await me.teams.listInvitations()).toEqual([]);
    valueOf(await me.teams.leave(team));
  });

  it('a pending invitation can be revoked; the invitee leaves; the owner deletes the team', async () => {
    const user = await owner.getUser({ or: 'throw' });
    const team = (await user.teams.list())[0]!;
    const someone = uniqueEmail('someone');
    valueOf(await team.inviteUser({ email: someone }));
    const pending = valueOf(await team.listInvitations());
    expect(pending.map((i) => i.recipientEmail)).toEqual([someone]);
    valueOf(await pending[0]!.revoke());
    expect(valueOf(await team.listInvitations())).toEqual([]);

    const member = await invitee.getUser({ or: 'throw' });
    valueOf(await member.teams.leave(team));
    expect(await member.teams.list()).toEqual([]);
    expect(valueOf(await team.listMembers()).map((p) => p.userId)).toEqual([user.id]);

    valueOf(await team.delete());
    expect(await user.teams.list()).toEqual([]);
    expect(await apps.server().getTeam(team.id)).toBeNull();
  });
});
