/**
 * `POST /emails/send-email` (emulator/emails/send-email.ts): the service's checks in its order, and the mail in the
 * outbox (facts measured against the real backend with tests/diff/emails-send-email.test.ts).
 */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, uniqueEmail } from './helpers';

const { h, emu } = emulatorUnderTest({ log: () => undefined });
const SMTP = { isShared: false, host: '127.0.0.1', port: 2525, username: 'u', password: 'p', senderEmail: 'app@example.com', senderName: 'App' };

const send = (body: Record<string, unknown>, headers = serverHeaders()) => call<Record<string, unknown>>(h, 'POST', '/emails/send-email', { headers, body });
const ownSmtp = (server: Record<string, unknown>) => call(h, 'PATCH', '/internal/config/override/environment', {
  headers: adminHeaders(), body: { config_override_string: JSON.stringify({ 'emails.server': server }) },
});
async function aUser(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('mail');
  const r = await call<{ id: string }>(h, 'POST', '/users', { headers: serverHeaders(), body: { primary_email: email, primary_email_verified: true } });
  return { id: r.body.id, email };
}

test('the shared email server is refused before anything else', async () => {
  await ownSmtp({ isShared: true });
  const r = await send({ user_ids: [], html: '<p>x</p>' });
  expect([r.status, r.body.code]).toEqual([400, 'REQUIRES_CUSTOM_EMAIL_SERVER']);
});

describe('with the project\'s own SMTP server', () => {
  beforeAll(async () => { expect((await ownSmtp(SMTP)).status).toBe(200); });

  test('HTML to listed users lands in the outbox with its subject; the reply lists the ids', async () => {
    const ann = await aUser();
    const r = await send({ user_ids: [ann.id], html: '<h1>Hi</h1>', subject: 'Hello' });
    expect(r.body).toEqual({ results: [{ user_id: ann.id }] });
    expect(emu.core.outbox.latestFor(ann.email)).toMatchObject({ projectId: DEMO.projectId, subject: 'Hello', body: expect.stringContaining('<h1>Hi</h1>') });
  });

  test('a template with variables, and all users at once', async () => {
    const bob = await aUser();
    const templates = await call<{ templates: Array<{ id: string }> }>(h, 'GET', '/internal/email-templates', { headers: adminHeaders() });
    const r = await send({ all_users: true, template_id: templates.body.templates[0]!.id, variables: { teamDisplayName: 'Crew' } }, adminHeaders());
    expect((r.body.results as Array<{ user_id: string }>).map((x) => x.user_id)).toContain(bob.id);
    expect(emu.core.outbox.latestFor(bob.email)?.body).toContain('teamDisplayName: "Crew"');
  });

  test.each([
    [{ html: 'x' }, 'SCHEMA_ERROR', 'Exactly one of user_ids or all_users must be provided'],
    [{ user_ids: [], all_users: true, html: 'x' }, 'SCHEMA_ERROR', 'Exactly one of user_ids or all_users must be provided'],
    [{ user_ids: ['123e4567-e89b-12d3-a456-426614174000'], html: 'x' }, 'USER_ID_DOES_NOT_EXIST', 'The given user with the ID 123e4567-e89b-12d3-a456-426614174000 does not exist.'],
  ])('%j → %s', async (body, code, error) => {
    const r = await send(body);
    expect([r.status, r.body.code, r.body.error]).toEqual([400, code, error]);
  });

  test('no content, or two kinds of it, match none of the three shapes', async () => {
    const none = await send({ user_ids: [], subject: 's' });
    expect(none.body.error).toContain('body is not matched by any of the provided schemas:\n    Schema 0:\n      body.html must be defined');
    const both = await send({ user_ids: [], html: 'x', template_id: '123e4567-e89b-12d3-a456-426614174000' });
    expect(both.body.error).toContain('    Schema 0:\n      body contains unknown properties: template_id\n      body contains unknown properties: template_id');
  });

  test.each([
    [{ user_ids: [], html: 'x', notification_category_name: 'Nope' }, 'Notification category not found with given name'],
    [{ user_ids: [], template_id: '123e4567-e89b-12d3-a456-426614174000' }, 'No template found with given template_id'],
    [{ user_ids: [], draft_id: 'd' }, 'No draft found with given draft_id'],
  ])('%j → plain-text 400', async (body, text) => {
    const r = await send(body);
    expect([r.status, r.text]).toEqual([400, text]);
  });

  test('client access is refused', async () => {
    expect((await send({ user_ids: [], html: 'x' }, clientHeaders())).body.code).toBe('INSUFFICIENT_ACCESS_TYPE');
  });
});
