/**
 * Against the real backend, through the admin app (super-secret admin key): the project (get, update), API keys
 * (create, use, list, revoke), email templates (the current TSX API), the Svix token, metrics, the test email through
 * the backend's SMTP sink, and connected-account tokens (client and server) for a user with no connected account.
 */
import { createAdminApp, createClientApp, createServerApp, EmailTemplateNotFoundError, KnownErrors } from '../../composition/entry-node';
import { describeReal, mailbox, newProject, realBackend, waitForMail } from '../support/real-backend';
import { appsFor, errorOf, PASSWORD, uniqueEmail, valueOf, VisibleTokenStore, type ProjectApps } from './node-apps';

const PASSWORD_RESET_TEMPLATE = 'a70fb3a4-56c1-4e42-af25-49d25603abd0';
/** The backend's SMTP sink (its README: STACK_REAL_PORT + 4). */
const smtpSink = () => ({ host: '127.0.0.1', port: Number(new URL(realBackend().url).port) + 4, username: 'portcullis', password: 'sink', senderName: 'Portcullis tests', senderEmail: 'noreply@example.com' });
const TEMPLATE = [
  `import { Subject, NotificationCategory } from '@stackframe/emails';`,
  `export function EmailTemplate() {`,
  `  return <><Subject value="Welcome aboard" /><NotificationCategory value="Transactional" /><div>Glad you are here</div></>;`,
  `}`,
].join('\n');

describeReal('real backend: admin project, API keys, email templates, svix, metrics, test email, connected accounts', () => {
  let apps: ProjectApps;
  let admin: ReturnType<ProjectApps['admin']>;
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-admin' }));
    admin = apps.admin();
  });

  it('getProject and updateProject: name, description and config read back', async () => {
    const project = await admin.getProject();
    expect([project.id, project.displayName]).toEqual([apps.keys.projectId, 'portcullis-real-admin']);
    expect([project.config.signUpEnabled, project.config.credentialEnabled, project.config.magicLinkEnabled]).toEqual([true, true, true]);
    const updated = await admin.updateProject({ displayName: 'Renamed by the admin app', description: 'issue 20', config: { clientTeamCreationEnabled: false } });
    expect([updated.displayName, updated.description, updated.config.clientTeamCreationEnabled]).toEqual(['Renamed by the admin app', 'issue 20', false]);
    const read = await apps.admin().getProject();
    expect([read.displayName, read.description, read.config.clientTeamCreationEnabled]).toEqual(['Renamed by the admin app', 'issue 20', false]);
    expect((await apps.client().getProject()).displayName).toBe('Renamed by the admin app');
    await admin.updateProject({ config: { clientTeamCreationEnabled: true } });
  });

  it('API keys: a new set\'s secret key works for a server app; listed with its last four; once revoked it is refused', async () => {
    const created = await admin.apiKeys.create({
      description: 'CI keys', expiresAt: Date.now() + 86_400_000, hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false,
    });
    const secret = created.secretServerKey?.value;
    expect(secret).toMatch(/^ssk_/);
    expect(created.superSecretAdminKey).toBeUndefined();
    expect(created.getState()).toBe('valid');
    const withNewKey = createServerApp({
      projectId: apps.keys.projectId, publishableClientKey: created.publishableClientKey!.value!, secretServerKey: secret!, baseUrl: realBackend().url, tokenStore: 'memory',
    });
    const user = valueOf(await withNewKey.createUser({ primaryEmail: uniqueEmail('bykey') }));
    expect((await apps.server().getUser(user.id))?.id).toBe(user.id);

    const listed = (await admin.apiKeys.list()).find((k) => k.id === created.id)!;
    expect([listed.description, listed.secretServerKey?.lastFour, listed.secretServerKey?.value]).toEqual(['CI keys', secret!.slice(-4), undefined]);
    const revoked = valueOf(await admin.apiKeys.revoke(created.id));
    expect(revoked.getState()).toBe('revoked');
    expect(revoked.manuallyRevokedAt).not.toBeNull();
    const afterRevoke = await withNewKey.listUsers({ limit: 1 }).then(() => null, (e: unknown) => e);
    expect(KnownErrors.InvalidSecretServerKey.isInstance(afterRevoke)).toBe(true);
    const missing = errorOf(await admin.apiKeys.get('5b3c9a0e-8d1f-4f6a-9b2c-3d4e5f6a7b8c'));
    expect(KnownErrors.ApiKeyNotFound.isInstance(missing)).toBe(true);
  });

  it('email templates on the shared email server: the seven built-in ones listed; changes are REQUIRES_CUSTOM_EMAIL_SERVER', async () => {
    const templates = await admin.listEmailTemplates();
    expect(templates.map((t) => t.displayName)).toEqual([
      'Email Verification', 'Password Reset', 'Magic Link/OTP', 'Team Invitation', 'Sign In Invitation', 'Payment Receipt', 'Payment Failed',
    ]);
    expect(templates.find((t) => t.id === PASSWORD_RESET_TEMPLATE)).toMatchObject({ displayName: 'Password Reset', themeId: null });
    expect(templates.every((t) => t.tsxSource.includes('EmailTemplate'))).toBe(true);
    const refused = errorOf(await admin.createEmailTemplate('Welcome'));
    expect(KnownErrors.RequiresCustomEmailServer.isInstance(refused)).toBe(true);
    expect(refused.message).toBe('This action requires a custom SMTP server. Please edit your email server configuration and try again.');
    expect(KnownErrors.RequiresCustomEmailServer.isInstance(errorOf(await admin.updateEmailTemplate(PASSWORD_RESET_TEMPLATE, { tsxSource: TEMPLATE })))).toBe(true);
    expect(KnownErrors.RequiresCustomEmailServer.isInstance(errorOf(await admin.deleteEmailTemplate(PASSWORD_RESET_TEMPLATE)))).toBe(true);
  });

  it('email templates with the project\'s own SMTP server: create, update (rendered by the backend), list, delete; typed refusals', async () => {
    await admin.updateProject({ config: { emailConfig: { type: 'standard', ...smtpSink() } } });
    const { id } = valueOf(await admin.createEmailTemplate('Welcome'));
    const created = (await admin.listEmailTemplates()).find((t) => t.id === id)!;
    expect([created.displayName, created.themeId]).toEqual(['Welcome', null]);

    const rendered = valueOf(await admin.updateEmailTemplate(id, { tsxSource: TEMPLATE, themeId: false }));
    expect(rendered.renderedHtml).toContain('Glad you are here');
    expect(rendered.renderedHtml).toMatch(/^<!DOCTYPE html/);
    expect((await admin.listEmailTemplates()).find((t) => t.id === id)).toEqual({ id, displayName: 'Welcome', tsxSource: TEMPLATE, themeId: false });

    const noSubject = errorOf(await admin.updateEmailTemplate(id, { tsxSource: TEMPLATE.replace('<Subject value="Welcome aboard" />', '') }));
    if (!KnownErrors.EmailRenderingError.isInstance(noSubject)) throw noSubject;
    expect(noSubject.details.error).toBe('Subject is required, import it from @stackframe/emails');
    expect((await admin.listEmailTemplates()).find((t) => t.id === id)?.tsxSource).toBe(TEMPLATE);

    valueOf(await admin.deleteEmailTemplate(id));
    expect((await admin.listEmailTemplates()).map((t) => t.id)).not.toContain(id);
    const gone = errorOf(await admin.deleteEmailTemplate(id));
    if (!EmailTemplateNotFoundError.isInstance(gone)) throw gone;
    expect(gone.serverMessage).toBe('No template found with given id');
    const notAnId = errorOf(await admin.updateEmailTemplate('password_reset', { tsxSource: TEMPLATE }));
    expect(EmailTemplateNotFoundError.isInstance(notAnId)).toBe(true);
    await admin.updateProject({ config: { emailConfig: { type: 'shared' } } });
  });

  it('owned projects: a dashboard user of project `internal` creates a project for their team, lists it, and administers it with their session (by hand and as ownedProject.app)', async () => {
    const { url, internal } = realBackend();
    const store = new VisibleTokenStore();
    const dashboard = createClientApp({ projectId: internal.projectId, publishableClientKey: internal.publishableClientKey, baseUrl: url, tokenStore: store });
    valueOf(await dashboard.signUpWithPassword({ email: uniqueEmail('dashboard'), password: PASSWORD }));
    const owner = await dashboard.getUser({ or: 'throw' });
    const team = (await owner.teams.list())[0] ?? valueOf(await owner.teams.create({ displayName: 'Dashboard team' }));
    const session = { adminAccessToken: () => store.get().accessToken, baseUrl: url, tokenStore: 'memory' as const };
    const ownerAdmin = createAdminApp({ projectId: internal.projectId, ...session });
    expect(valueOf(await ownerAdmin.listOwnedProjects())).toEqual([]);
    const created = valueOf(await ownerAdmin.createProject({ displayName: 'Owned by the dashboard user', ownerTeamId: team.id, config: { signUpEnabled: false } }));
    expect([created.displayName, created.config.signUpEnabled]).toEqual(['Owned by the dashboard user', false]);
    expect(valueOf(await ownerAdmin.listOwnedProjects()).map((p) => p.id)).toEqual([created.id]);
    const projectAdmin = createAdminApp({ projectId: created.id, ...session });
    expect((await projectAdmin.updateProject({ description: 'set with an admin access token' })).description).toBe('set with an admin access token');
    // ownedProject.app: the same, without building the app by hand; the listed project's app and the created one's agree.
    const listed = valueOf(await ownerAdmin.listOwnedProjects())[0]!;
    expect((await listed.app.updateProject({ description: 'set through ownedProject.app' })).description).toBe('set through ownedProject.app');
    expect((await created.app.getProject()).description).toBe('set through ownedProject.app');
    expect(JSON.stringify(listed)).not.toContain(store.get().accessToken!);
    // A key-only admin app has no project-owner session to list projects for: USER_AUTHENTICATION_REQUIRED.
    expect(KnownErrors.UserAuthenticationRequired.isInstance(errorOf(await admin.listOwnedProjects()))).toBe(true);
  });

  it('svix token: a token for the webhooks portal', async () => {
    const svix = await admin.getSvixToken();
    expect(svix.token.length).toBeGreaterThan(10);
  });

  it('metrics: the project\'s users counted (analytics series are empty: the ClickHouse stand-in returns nothing)', async () => {
    const before = await admin.getMetrics();
    valueOf(await apps.server().createUser({ primaryEmail: uniqueEmail('counted') }));
    const after = await admin.getMetrics();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(Array.isArray(after.dailyUsers) && Array.isArray(after.loginMethods)).toBe(true);
    expect(after.dailyUsers.length).toBeGreaterThan(0);
  });

  it('test email: through the backend\'s SMTP sink it arrives; a port nothing listens on gives success false with the reason', async () => {
    const to = uniqueEmail('testmail');
    const sent = await admin.sendTestEmail({ recipientEmail: to, emailConfig: smtpSink() });
    expect(sent).toEqual({ success: true });
    const mail = await waitForMail(to);
    expect(mail.to.join(' ')).toContain(to);
    const refused = await admin.sendTestEmail({ recipientEmail: uniqueEmail('nowhere'), emailConfig: { ...smtpSink(), port: 1 } });
    if (refused.success) throw new Error('expected a failed test email');
    expect(refused.errorMessage.length).toBeGreaterThan(0);
    expect(await mailbox(to)).toHaveLength(1);
  });

  it('connected-account tokens for a user with no connected account: null from the client and the server apps (the spec\'s "no token")', async () => {
    const app = apps.client();
    valueOf(await app.signUpWithPassword({ email: uniqueEmail('noconn'), password: PASSWORD }));
    const user = await app.getUser({ or: 'throw' });
    expect(await user.getConnectedAccountAccessToken('github')).toBeNull();
    expect(await user.getConnectedAccountAccessToken('github', { scope: 'repo' })).toBeNull();
    const serverUser = (await apps.server().getUser(user.id))!;
    expect(await serverUser.getConnectedAccountAccessToken('github')).toBeNull();
  });
});
