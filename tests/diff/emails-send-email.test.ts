/**
 * `POST /emails/send-email` (issue 30): every access type, on the shared email server (refused) and then on the
 * project's own (the real backend's SMTP sink): HTML and template mails (subjects compared), all users, the service's
 * checks in its order, and the union schema's wording.
 */
import { realBackend } from '../support/real-backend';
import { describeDiff } from './support/suite';

const ROUTE = 'POST /emails/send-email';
const NO_SUCH_USER = '123e4567-e89b-12d3-a456-426614174000';
const SIGN_IN_INVITATION_TEMPLATE = '066dd73c-36da-4fd0-b6d6-ebf87683f8bc';
/** The real backend's SMTP sink (its port + 4); the emulator does not send, it keeps the mail in its outbox. */
const ownSmtp = () => ({
  isShared: false, host: '127.0.0.1', port: Number(new URL(realBackend().url).port) + 4, username: 'portcullis', password: 'sink',
  senderName: 'Portcullis diff', senderEmail: 'noreply@example.com',
});

describeDiff('emails: send-email', {}, (diff) => {
  test('the shared email server refuses, for server and admin; client and no access are refused first', async () => {
    await diff.send('POST /users', 'server', () => ({ body: { primary_email: diff.email('ann'), primary_email_verified: true } }), { status: 201, save: { ann: 'id' } });
    for (const access of ['server', 'admin'] as const) {
      await diff.send(ROUTE, access, (t) => ({ body: { user_ids: [t.var('ann')], html: '<p>x</p>', subject: 's' } }), { status: 400 });
    }
    await diff.send(ROUTE, 'client', (t) => ({ body: { user_ids: [t.var('ann')], html: '<p>x</p>' } }), { status: 401 });
    await diff.send(ROUTE, 'none', (t) => ({ body: { user_ids: [t.var('ann')], html: '<p>x</p>' } }), { status: 400 });
  });

  test('with the project\'s own SMTP server: HTML, a template, all users; the mail\'s subject', async () => {
    await diff.send('PATCH /internal/config/override/{level}', 'admin', () => ({
      params: { level: 'environment' }, body: { config_override_string: JSON.stringify({ 'emails.server': ownSmtp() }) },
    }), { status: 200 });
    await diff.send(ROUTE, 'server', (t) => ({ body: { user_ids: [t.var('ann')], html: '<h1>Shipped</h1>', subject: 'Your order', notification_category_name: 'Transactional' } }), { status: 200 });
    await diff.mail(diff.email('ann'), { match: (m) => m.subject === 'Your order' });
    await diff.send(ROUTE, 'admin', (t) => ({
      body: { user_ids: [t.var('ann')], template_id: SIGN_IN_INVITATION_TEMPLATE, variables: { teamDisplayName: 'Test Team', signInInvitationLink: 'https://example.com' }, subject: 'Welcome!', theme_id: null },
    }), { status: 200 });
    await diff.mail(diff.email('ann'), { match: (m) => m.subject === 'Welcome!' });
    await diff.send(ROUTE, 'server', () => ({ body: { all_users: true, html: '<p>All</p>', subject: 'Everyone', theme_id: false } }), { status: 200 });
  });

  test('the checks in the service\'s order, and the union schema\'s wording', async () => {
    const bodies: Array<Record<string, unknown>> = [
      { html: 'x' },
      { user_ids: [], all_users: true, html: 'x' },
      { user_ids: [NO_SUCH_USER], html: 'x' },
      { user_ids: [], subject: 's' },
      { user_ids: [], html: 'x', template_id: SIGN_IN_INVITATION_TEMPLATE },
      { user_ids: [], html: 'x', notification_category_name: 'Nope' },
      { user_ids: [], template_id: NO_SUCH_USER },
      { user_ids: [], draft_id: NO_SUCH_USER },
      { user_ids: [], html: 'x', variables: { a: 1 } },
      { user_ids: [NO_SUCH_USER], template_id: NO_SUCH_USER },
      { user_ids: [], template_id: 'nope' },
      { user_ids: [5], html: 'x', all_users: false },
      { user_ids: [], html: 'x', subject: 5, scheduled_at_millis: 'soon', is_high_priority: 'yes' },
    ];
    for (const body of bodies) await diff.send(ROUTE, 'server', () => ({ body }), { status: 400 });
    await diff.send(ROUTE, 'server', () => ({ body: { user_ids: [], html: 'x' } }), { status: 200 });
    await diff.badInputs(ROUTE, 'server', () => ({ body: { user_ids: [], html: 'x' } }), {
      'body.user_ids': ['type', 'null'],
      'body.html': ['type'],
      'body.subject': ['type'],
    }, { unknown: false });
  });
});
