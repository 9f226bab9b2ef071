/** Admin utilities: metrics, the Svix token, the SMTP test email, the sign-in invitation email, check-feature-support, on both targets. */
import { describeDiff } from './support/suite';

const SMTP = { host: '127.0.0.1', port: 1, username: 'u', password: 'p', sender_name: 'S', sender_email: 's@example.com' };

describeDiff('admin: utilities', {}, (diff) => {
  test('GET /internal/metrics on an empty project and after a sign-up', async () => {
    await diff.send('GET /internal/metrics', 'admin', () => ({}), { status: 200 });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('metrics'), password: 'correct-horse-battery' } }), { status: 200 });
    await diff.send('GET /internal/metrics', 'admin', () => ({ query: { include_anonymous: 'true' } }), { status: 200 });
    await diff.send('GET /internal/metrics', 'server', () => ({}), { status: 401 });
    await diff.badInputs('GET /internal/metrics', 'admin', () => ({ query: {} }), { 'query.include_anonymous': ['empty', { label: 'yes', value: 'yes' }] }, { unknown: 'query' });
  });

  test('POST /webhooks/svix-token', async () => {
    await diff.send('POST /webhooks/svix-token', 'admin', () => ({ body: {} }), { status: 201 });
    await diff.send('POST /webhooks/svix-token', 'server', () => ({ body: {} }), { status: 401 });
    await diff.send('POST /webhooks/svix-token', 'admin', () => ({ body: { a: 1 } }), { status: 400 });
  });

  test('POST /internal/send-test-email: bad inputs and an unreachable server', async () => {
    await diff.send('POST /internal/send-test-email', 'admin', () => ({ body: { recipient_email: 'to@example.com', email_config: SMTP } }), { status: 200 });
    await diff.send('POST /internal/send-test-email', 'admin', () => ({ body: {} }), { status: 400 });
    await diff.send('POST /internal/send-test-email', 'server', () => ({ body: { recipient_email: 'to@example.com', email_config: SMTP } }), { status: 401 });
    await diff.badInputs('POST /internal/send-test-email', 'admin', () => ({ body: { recipient_email: 'to@example.com', email_config: SMTP } }), {
      'body.recipient_email': ['email', 'missing', 'type'],
      'body.email_config': ['missing', 'type'],
    });
    await diff.send('POST /internal/send-test-email', 'admin', () => ({ body: { recipient_email: 'nope', email_config: { ...SMTP, host: '', port: 70000, sender_email: 'bad' } } }), { status: 400 });
  });

  test('POST /internal/send-sign-in-invitation: the mail, access types, an untrusted callback and bad inputs', async () => {
    const ROUTE = 'POST /internal/send-sign-in-invitation';
    const to = diff.email('invited');
    await diff.send(ROUTE, 'admin', () => ({ body: { email: to, callback_url: 'http://localhost:3000/handler/sign-up' } }), { status: 200 });
    await diff.mail(to);
    const again = diff.email('invited-by-server');
    await diff.send(ROUTE, 'server', () => ({ body: { email: again, callback_url: 'http://localhost:3000/welcome' } }), { status: 200 });
    await diff.mail(again);
    await diff.send(ROUTE, 'client', () => ({ body: { email: to, callback_url: 'http://localhost:3000/x' } }), { status: 401 });
    await diff.send(ROUTE, 'none', () => ({ body: { email: to, callback_url: 'http://localhost:3000/x' } }), { status: 400 });
    await diff.send(ROUTE, 'admin', () => ({ body: { email: to, callback_url: 'https://evil.example/x' } }), { status: 400 });
    await diff.badInputs(ROUTE, 'admin', () => ({ body: { email: to, callback_url: 'http://localhost:3000/x' } }), {
      'body.email': ['email', 'missing', 'type'],
      'body.callback_url': ['url', 'missing', 'type'],
    });
  });

  test('POST /check-feature-support with any body', async () => {
    for (const body of [{ feature_name: 'X', name: 'Y' }, { name: 'Y' }, { feature_name: 5 }, { feature_name: { a: 1 } }, {}]) {
      await diff.send('POST /check-feature-support', 'none', () => ({ body }), { status: 200 });
    }
    await diff.send('POST /check-feature-support', 'server', () => ({ body: { feature_name: 'Z' } }), { status: 200 });
    await diff.send('POST /check-feature-support', 'admin', () => ({ body: { feature_name: 'Z' } }), { status: 200 });
    await diff.send('POST /check-feature-support', 'none', () => ({ rawBody: '"text"', contentType: 'application/json' }), { status: 200 });
  });
});
