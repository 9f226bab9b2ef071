/**
 * AdminApp from a project owner's session: the owner signs in to `internal` with a client app, builds an AdminApp
 * for the demo project from that session (adminAccessToken read per request), manages the project, and lists and
 * creates owned projects on `internal`; each owned project's `app` administers that project as the owner. Plus the
 * owned-project errors as Results.
 */
import { createAdminApp, KnownErrors } from '../../../composition/entry-memory';
import { SEED } from '../../../emulator';
import { NodeEnvironmentAdapter } from '../../../adapters/environment/node-environment.adapter';
import { adminHarness } from './admin-harness';

const h = adminHarness();
const { run } = h;

describe('AdminApp built from a project-owner session', () => {
  it('the owner signs in to internal, then manages the demo project with the session as admin access token', async () => {
    const { admin, store } = await h.ownerAdmin();
    const signIn = h.lastTo('POST', '/auth/password/sign-in');
    expect(signIn.headers).toMatchObject({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' });

    const project = await run(admin.getProject());
    expect(project.id).toBe(SEED.demo.projectId);
    const read = h.lastTo('GET', '/internal/projects/current');
    expect(read.headers).toMatchObject({
      'x-stack-project-id': SEED.demo.projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': store.get().accessToken,
      // The admin app has no key: the header goes out empty, and the token is the credential.
      'x-stack-super-secret-admin-key': '',
    });

    const updated = await run(admin.updateProject({ description: 'managed by the owner' }));
    expect(updated.description).toBe('managed by the owner');
    expect(h.lastTo('PATCH', '/internal/projects/current')).toMatchObject({
      body: { description: 'managed by the owner' }, headers: { 'x-stack-admin-access-token': store.get().accessToken },
    });
  });

  it('listOwnedProjects: GET /internal/projects on project internal, as the owner (client access, the token as user token)', async () => {
    const { admin, store } = await h.ownerAdmin();
    const listed = await run(admin.listOwnedProjects());
    if (!listed.ok) throw listed.error;
    expect(listed.value.map((p) => p.id)).toContain(SEED.demo.projectId);
    expect(listed.value.find((p) => p.id === SEED.demo.projectId)?.config.domains).toBeDefined();
    const record = h.lastTo('GET', '/internal/projects');
    expect(record.headers).toMatchObject({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-access-token': store.get().accessToken });
    // No admin credential goes to `internal`: the owner does not administer the dashboard project.
    expect(record.headers['x-stack-admin-access-token']).toBeUndefined();
    expect(record.headers['x-stack-super-secret-admin-key']).toBeUndefined();
  });

  it('createProject: POST /internal/projects with a snake_case body; the new project is then listed and manageable', async () => {
    const { admin } = await h.ownerAdmin();
    const created = await run(admin.createProject({
      displayName: 'Second app', ownerTeamId: SEED.ownerTeamId, description: 'made in a test', config: { magicLinkEnabled: true },
    }));
    if (!created.ok) throw created.error;
    expect(created.value).toMatchObject({ displayName: 'Second app', description: 'made in a test', ownerTeamId: SEED.ownerTeamId });
    expect(created.value.config.magicLinkEnabled).toBe(true);
    expect(h.lastTo('POST', '/internal/projects')).toMatchObject({
      headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' },
      body: { display_name: 'Second app', owner_team_id: SEED.ownerTeamId, description: 'made in a test', config: { magic_link_enabled: true } },
    });
    const listed = await run(admin.listOwnedProjects());
    expect(listed.ok && listed.value.map((p) => p.id)).toContain(created.value.id);
    // The same owner session administers the new project too.
    const { admin: second } = await h.ownerAdmin(created.value.id);
    expect((await run(second.getProject())).displayName).toBe('Second app');
  });

  it('ownedProject.app: an AdminApp for that project as the owner; a second owned project\'s app targets the second', async () => {
    const { admin, store } = await h.ownerAdmin();
    const created = await run(admin.createProject({ displayName: 'Second app', ownerTeamId: SEED.ownerTeamId }));
    if (!created.ok) throw created.error;
    const listed = await run(admin.listOwnedProjects());
    if (!listed.ok) throw listed.error;
    const demo = listed.value.find((p) => p.id === SEED.demo.projectId)!;
    const second = listed.value.find((p) => p.id === created.value.id)!;

    // The app is built on first read, once, and is no enumerable property: the data copies without the owner's token.
    expect(demo.app).toBe(demo.app);
    expect(Object.keys(demo)).not.toContain('app');
    expect(JSON.stringify(demo)).not.toContain(store.get().accessToken!);
    expect(JSON.parse(JSON.stringify(demo))).toMatchObject({ id: SEED.demo.projectId, displayName: demo.displayName });

    const made = await run(second.app.projectPermissionDefinitions.create({ id: 'second_only', description: 'made through ownedProject.app' }));
    if (!made.ok) throw made.error;
    expect(h.lastTo('POST', '/project-permission-definitions').headers).toMatchObject({
      'x-stack-project-id': created.value.id, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': store.get().accessToken,
      'x-stack-super-secret-admin-key': '',
    });
    expect((await run(second.app.projectPermissionDefinitions.list())).map((d) => d.id)).toContain('second_only');
    // The demo project's app reads the demo project, which did not get the definition.
    expect((await run(demo.app.getProject())).id).toBe(SEED.demo.projectId);
    expect((await run(demo.app.projectPermissionDefinitions.list())).map((d) => d.id)).not.toContain('second_only');
    expect((await run(second.app.getProject())).displayName).toBe('Second app');
    // createProject's result has its app too.
    expect((await run(created.value.app.getProject())).id).toBe(created.value.id);
  });

  it('ownedProject.app without an admin access token: the owner is this app\'s signed-in user, whose token it carries', async () => {
    const dashboard = createAdminApp({ projectId: 'internal', superSecretAdminKey: SEED.internalKeys.superSecretAdminKey }, h.deps);
    const signedIn = await run(dashboard.client.signInWithPassword({ email: SEED.owner.email, password: SEED.owner.password }));
    if (!signedIn.ok) throw signedIn.error;
    const listed = await run(dashboard.listOwnedProjects());
    if (!listed.ok) throw listed.error;
    const demo = listed.value.find((p) => p.id === SEED.demo.projectId)!;
    expect((await run(demo.app.getProject())).id).toBe(SEED.demo.projectId);
    const read = h.lastTo('GET', '/internal/projects/current');
    expect(read.headers).toMatchObject({ 'x-stack-project-id': SEED.demo.projectId, 'x-stack-super-secret-admin-key': '' });
    expect(read.headers['x-stack-admin-access-token']).toEqual(expect.any(String));
  });

  it('ownedProject.app takes no project or key from the environment: those of this process are another project\'s', async () => {
    const environment = new NodeEnvironmentAdapter({
      STACK_PUBLISHABLE_CLIENT_KEY: 'pck_of_this_process', NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: 'pck_of_this_process',
      STACK_SECRET_SERVER_KEY: 'ssk_of_this_process', STACK_SUPER_SECRET_ADMIN_KEY: 'sak_of_this_process', STACK_PROJECT_ID: 'this-process',
    });
    const { store } = await h.ownerAdmin();
    const admin = createAdminApp({ projectId: 'internal', adminAccessToken: () => store.get().accessToken }, { ...h.deps, environment });
    const listed = await run(admin.listOwnedProjects());
    if (!listed.ok) throw listed.error;
    const demo = listed.value.find((p) => p.id === SEED.demo.projectId)!;
    expect((await run(demo.app.getProject())).id).toBe(SEED.demo.projectId);
    const sent = JSON.stringify(h.lastTo('GET', '/internal/projects/current').headers);
    for (const value of ['pck_of_this_process', 'ssk_of_this_process', 'sak_of_this_process', 'this-process']) expect([value, sent.includes(value)]).toEqual([value, false]);
  });

  it('createProject: TEAM_MEMBERSHIP_NOT_FOUND as a Result when the owner is not in ownerTeamId', async () => {
    const { admin } = await h.ownerAdmin();
    const otherTeam = '00000000-0000-4000-8000-000000000001';
    const created = await run(admin.createProject({ displayName: 'Nope', ownerTeamId: otherTeam }));
    expect(created.ok).toBe(false);
    if (created.ok) return;
    expect(KnownErrors.TeamMembershipNotFound.isInstance(created.error)).toBe(true);
  });

  it('without an owner session: USER_AUTHENTICATION_REQUIRED; as a user of another project: EXPECTED_INTERNAL_PROJECT', async () => {
    const noUser = await run(h.admin.listOwnedProjects());
    expect(!noUser.ok && KnownErrors.UserAuthenticationRequired.isInstance(noUser.error)).toBe(true);
    const record = h.lastTo('GET', '/internal/projects');
    expect(record.headers).toMatchObject({ 'x-stack-project-id': SEED.demo.projectId, 'x-stack-access-type': 'admin' });
    const noUserCreate = await run(h.admin.createProject({ displayName: 'x', ownerTeamId: SEED.ownerTeamId }));
    expect(!noUserCreate.ok && KnownErrors.UserAuthenticationRequired.isInstance(noUserCreate.error)).toBe(true);

    // The admin app's own client signs a demo user up: that user is not a dashboard user.
    const signedUp = await run(h.admin.client.signUpWithPassword({ email: 'demo-user@example.com', password: 'correct horse battery staple' }));
    expect(signedUp.ok).toBe(true);
    const wrongProject = await run(h.admin.listOwnedProjects());
    expect(!wrongProject.ok && KnownErrors.ExpectedInternalProject.isInstance(wrongProject.error)).toBe(true);
    expect(h.lastTo('GET', '/internal/projects').headers['x-stack-access-token']).toEqual(expect.any(String));
  });
});
