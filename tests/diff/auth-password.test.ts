/** Password sign-up, sign-in, refresh and sign-out, good and bad, on the real backend and the emulator. */
import { describeDiff } from './support/suite';

describeDiff('auth: password', {}, (diff) => {
  const password = 'correct-horse-battery';

  test('sign-up: good, then the same email again, then the bad inputs', async () => {
    const email = diff.email('ann');
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email, password } }),
      { status: 200, save: { userId: 'user_id', access: 'access_token', refresh: 'refresh_token' } });
    await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email, password } }));
    await diff.badInputs('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('bad'), password, verification_callback_url: 'http://localhost:3000/verify' } }), {
      'body.email': ['email', 'empty', 'long', 'type', 'missing'],
      'body.password': ['empty', 'long', 'type', 'missing', { label: 'short', value: 'abc' }],
      'body.verification_callback_url': ['url', 'empty', 'type', { label: 'untrusted', value: 'https://evil.example.com/verify' }],
    });
  });

  test('sign-up with server and admin access', async () => {
    await diff.send('POST /auth/password/sign-up', 'server', () => ({ body: { email: diff.email('srv'), password } }), { status: 200 });
    await diff.send('POST /auth/password/sign-up', 'admin', () => ({ body: { email: diff.email('adm'), password } }), { status: 200 });
  });

  test('sign-in: good, wrong password, unknown email, bad inputs, every access type', async () => {
    const email = diff.email('ann');
    await diff.send('POST /auth/password/sign-in', 'client', () => ({ body: { email, password } }), { status: 200, save: { access2: 'access_token', refresh2: 'refresh_token' } });
    await diff.send('POST /auth/password/sign-in', 'client', () => ({ body: { email, password: 'wrong-password' } }));
    await diff.send('POST /auth/password/sign-in', 'client', () => ({ body: { email: diff.email('nobody'), password } }));
    await diff.send('POST /auth/password/sign-in', 'server', () => ({ body: { email, password } }), { status: 200 });
    await diff.send('POST /auth/password/sign-in', 'admin', () => ({ body: { email, password } }), { status: 200 });
    await diff.badInputs('POST /auth/password/sign-in', 'client', () => ({ body: { email, password } }), {
      'body.email': ['email', 'empty', 'type', 'missing'],
      'body.password': ['empty', 'type', 'missing'],
    });
  });

  test('users/me with the token, then refresh and sign-out', async () => {
    await diff.send('GET /users/me', 'client', (t) => ({ user: t.var('access') }), { status: 200 });
    await diff.send('POST /auth/sessions/current/refresh', 'client', (t) => ({ refreshToken: t.var('refresh') }), { status: 200, save: { access: 'access_token' } });
    await diff.send('POST /auth/sessions/current/refresh', 'client', () => ({ refreshToken: 'not-a-refresh-token' }));
    await diff.send('POST /auth/sessions/current/refresh', 'client', () => ({}));
    await diff.send('DELETE /auth/sessions/current', 'client', (t) => ({ user: t.var('access') }), { status: 200 });
    await diff.send('POST /auth/sessions/current/refresh', 'client', (t) => ({ refreshToken: t.var('refresh') }));
    await diff.send('DELETE /auth/sessions/current', 'client', () => ({}));
  });
});
