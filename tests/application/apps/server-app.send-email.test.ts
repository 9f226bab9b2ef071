/** Issue 30: ServerApp.sendEmail (the official `serverApp.sendEmail`), against the in-process emulator on a fake clock. */
import { KnownErrors } from '../../../composition/entry-memory';
import { EmailTemplateNotFoundError } from '../../../domain/errors/email-template-not-found-error';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { SEED } from '../../../emulator';
import { expectServerAccess, serverHarness } from './server-harness';

const h = serverHarness();
const { server } = h;
const SMTP = { isShared: false, host: '127.0.0.1', port: 2525, username: 'u', password: 'p', senderEmail: 'app@example.com', senderName: 'App' };
const BUILT_IN_TEMPLATE = 'a70fb3a4-56c1-4e42-af25-49d25603abd0';

/** The project's own SMTP server, as an admin would set it (updateConfig's environment override). */
function ownSmtpServer(isShared: boolean): void {
  const project = h.emulator.state.projects[SEED.demo.projectId]!;
  project.config.emailConfig = isShared ? { type: 'shared' } : { type: 'standard', ...SMTP };
}

it('on the shared email server: REQUIRES_CUSTOM_EMAIL_SERVER as a result', async () => {
  ownSmtpServer(true);
  const user = await h.aUser();
  const sent = await server.sendEmail({ userIds: [user.id], html: '<p>x</p>', subject: 'x' });
  expect(!sent.ok && KnownErrors.RequiresCustomEmailServer.isInstance(sent.error)).toBe(true);
});

describe('with the project\'s own SMTP server', () => {
  beforeAll(() => ownSmtpServer(false));

  it('HTML to listed users: POST /emails/send-email with the server key, snake_case body; the mail is sent', async () => {
    const user = await h.aUser();
    const sent = await server.sendEmail({ userIds: [user.id], html: '<h1>Shipped</h1>', subject: 'Your order', notificationCategoryName: 'Transactional', themeId: false });
    expect(sent).toEqual({ ok: true, value: { recipientUserIds: [user.id] } });
    const record = h.lastTo('POST', '/emails/send-email');
    expectServerAccess(record);
    expect(record.body).toEqual({ user_ids: [user.id], html: '<h1>Shipped</h1>', subject: 'Your order', notification_category_name: 'Transactional', theme_id: false });
    expect(h.emulator.outbox.latestFor(user.primaryEmail!)).toMatchObject({ subject: 'Your order', body: expect.stringContaining('<h1>Shipped</h1>') });
  });

  it('a template with variables to all users; the result lists every recipient', async () => {
    const user = await h.aUser();
    const sent = await server.sendEmail({ allUsers: true, templateId: BUILT_IN_TEMPLATE, variables: { teamDisplayName: 'Crew' }, scheduledAt: 0 });
    expect(sent.ok && sent.value.recipientUserIds).toContain(user.id);
    expect(h.lastTo('POST', '/emails/send-email').body).toMatchObject({ all_users: true, template_id: BUILT_IN_TEMPLATE, variables: { teamDisplayName: 'Crew' } });
  });

  it('an unknown user id and an unknown template are typed results', async () => {
    const missing = await server.sendEmail({ userIds: ['123e4567-e89b-12d3-a456-426614174000'], html: '<p>x</p>' });
    expect(!missing.ok && KnownErrors.UserIdDoesNotExist.isInstance(missing.error) && missing.error.details).toEqual({ user_id: '123e4567-e89b-12d3-a456-426614174000' });
    const template = await server.sendEmail({ userIds: [], templateId: '123e4567-e89b-12d3-a456-426614174000' });
    expect(!template.ok && EmailTemplateNotFoundError.isInstance(template.error) && template.error.serverMessage).toBe('No template found with given template_id');
    const before = h.wire.length;
    const notUuid = await server.sendEmail({ userIds: [], templateId: 'welcome' });
    expect(!notUuid.ok && EmailTemplateNotFoundError.isInstance(notUuid.error)).toBe(true);
    expect(h.wire.length).toBe(before);
  });

  it('the service\'s one-of rules are InvalidArgumentErrors, with nothing sent', async () => {
    const before = h.wire.length;
    for (const email of [
      { html: 'x' }, { userIds: [], allUsers: true, html: 'x' }, { userIds: [] }, { userIds: [], html: 'x', templateId: BUILT_IN_TEMPLATE },
      { userIds: [], html: 'x', variables: { a: 1 } }, { userIds: 'u', html: 'x' }, { userIds: [], html: 'x', scheduledAt: '1' },
    ]) {
      await expect(server.sendEmail(email as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    }
    expect(h.wire.length).toBe(before);
  });
});
