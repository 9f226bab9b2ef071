/**
 * Against the real backend, through the server app: sendEmail (issue 30) — HTML and a template to users, through the
 * project's own SMTP server (the backend's SMTP sink), and the refusals as typed results.
 */
import { EmailTemplateNotFoundError, KnownErrors } from '../../composition/entry-node';
import { describeReal, newProject, realBackend, waitForMail } from '../support/real-backend';
import { appsFor, errorOf, uniqueEmail, valueOf, type ProjectApps } from './node-apps';

const SIGN_IN_INVITATION_TEMPLATE = '066dd73c-36da-4fd0-b6d6-ebf87683f8bc';
/** The backend's SMTP sink (its README: STACK_REAL_PORT + 4). */
const smtpSink = () => ({
  isShared: false, host: '127.0.0.1', port: Number(new URL(realBackend().url).port) + 4, username: 'portcullis', password: 'sink',
  senderName: 'Portcullis tests', senderEmail: 'noreply@example.com',
});

describeReal('real backend: server sendEmail', () => {
  let apps: ProjectApps;
  let server: ReturnType<ProjectApps['server']>;
  const aUser = async (label: string) => valueOf(await server.createUser({ primaryEmail: uniqueEmail(label), primaryEmailVerified: true }));
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-send-email' }));
    server = apps.server();
  });

  it('on the shared email server: REQUIRES_CUSTOM_EMAIL_SERVER', async () => {
    const user = await aUser('shared');
    expect(KnownErrors.RequiresCustomEmailServer.isInstance(errorOf(await server.sendEmail({ userIds: [user.id], html: '<p>x</p>', subject: 'x' })))).toBe(true);
  });

  describe('with the project\'s own SMTP server', () => {
    beforeAll(async () => { await apps.admin().updateConfig({ 'emails.server': smtpSink() }); });

    it('HTML to two users, with a subject and a notification category: each gets it', async () => {
      const [ann, bob] = [await aUser('ann'), await aUser('bob')];
      const sent = valueOf(await server.sendEmail({ userIds: [ann.id, bob.id], html: '<h1>Shipped</h1><p>Your order is on its way.</p>', subject: 'Your order', notificationCategoryName: 'Transactional' }));
      expect(sent.recipientUserIds).toEqual([ann.id, bob.id]);
      for (const user of [ann, bob]) {
        const mail = await waitForMail(user.primaryEmail!, { match: (m) => m.subject === 'Your order' });
        expect(mail.html).toContain('Your order is on its way.');
      }
    });

    it('a built-in template with its variables, and a theme', async () => {
      const user = await aUser('tpl');
      const sent = await server.sendEmail({
        userIds: [user.id], templateId: SIGN_IN_INVITATION_TEMPLATE, variables: { teamDisplayName: 'Test Team', signInInvitationLink: 'https://example.com' },
        subject: 'Welcome!', themeId: '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac',
      });
      expect(sent.ok).toBe(true);
      expect((await waitForMail(user.primaryEmail!, { match: (m) => m.subject === 'Welcome!' })).html).toContain('Test Team');
    });

    it('allUsers: the result lists every user of the project', async () => {
      const user = await aUser('all');
      const sent = valueOf(await server.sendEmail({ allUsers: true, html: '<p>To everyone</p>', subject: 'Everyone' }));
      expect(sent.recipientUserIds).toContain(user.id);
    });

    it('an unknown user id and an unknown template are typed results', async () => {
      const missing = errorOf(await server.sendEmail({ userIds: ['123e4567-e89b-12d3-a456-426614174000'], html: '<p>x</p>' }));
      expect(KnownErrors.UserIdDoesNotExist.isInstance(missing) && missing.details).toEqual({ user_id: '123e4567-e89b-12d3-a456-426614174000' });
      const template = errorOf(await server.sendEmail({ userIds: [], templateId: '123e4567-e89b-12d3-a456-426614174000' }));
      expect(EmailTemplateNotFoundError.isInstance(template) && template.serverMessage).toBe('No template found with given template_id');
    });
  });
});
