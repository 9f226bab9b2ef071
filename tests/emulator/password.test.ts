/** Password endpoints (protocol §2.2) with every error they list, plus users/me basics. */
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, clientHeaders, DEMO, signUp, uniqueEmail } from './helpers';

const { emu, h } = emulatorUnderTest();
const config = () => emu.state.projects[DEMO.projectId]!.config;
const post = (path: string, body: unknown, extra: Record<string, string> = {}) => call(h, 'POST', path, { headers: clientHeaders(extra), body });

describe('sign-up and sign-in', () => {
  it('signs up, signs in, rejects duplicates and short or long passwords', async () => {
    const email = uniqueEmail();
    const up = await post('/auth/password/sign-up', { email: ` ${email.toUpperCase()} `.trim(), password: 'long enough' });
    expect(Object.keys(up.body).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);
    const dup = await post('/auth/password/sign-up', { email, password: 'long enough' });
    expect([dup.status, dup.body.code, dup.body.details]).toEqual([409, 'USER_EMAIL_ALREADY_EXISTS', { email, would_work_if_email_was_verified: false }]);
    const short = await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'short' });
    expect([short.status, short.body.code, short.body.details]).toEqual([400, 'PASSWORD_TOO_SHORT', { min_length: 8 }]);
    // §7.13: over 70 characters the schema answers first, so PASSWORD_TOO_LONG never reaches the wire.
    const long = await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'x'.repeat(71) });
    expect([long.status, long.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    expect((await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'x'.repeat(70) })).status).toBe(200);
    const noTld = await post('/auth/password/sign-up', { email: 'no-tld@example', password: 'long enough' });
    expect([noTld.status, noTld.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    const inn = await post('/auth/password/sign-in', { email, password: 'long enough' });
    expect(inn.body.user_id).toBe(up.body.user_id);
  });
  it('EMAIL_PASSWORD_MISMATCH is identical for unknown email and wrong password', async () => {
    const user = await signUp(h);
    const wrong = await post('/auth/password/sign-in', { email: user.email, password: 'wrong password' });
    const unknown = await post('/auth/password/sign-in', { email: uniqueEmail(), password: 'wrong password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('EMAIL_PASSWORD_MISMATCH');
  });
  it('verification email when a callback URL is given; untrusted URLs are refused', async () => {
    const email = uniqueEmail();
    const bad = await post('/auth/password/sign-up', { email, password: 'long enough', verification_callback_url: 'https://evil.example/verify' });
    expect(bad.body.code).toBe('REDIRECT_URL_NOT_WHITELISTED');
    await post('/auth/password/sign-up', { email, password: 'long enough', verification_callback_url: 'http://localhost:5173/handler/email-verification' });
    const mail = emu.outbox.latestFor(email)!;
    expect(mail.type).toBe('email_verification');
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/handler\/email-verification\?code=[0-9a-hjkmnp-tv-z]{45}$/);
  });
  it('disabled password auth and sign-up', async () => {
    config().credentialEnabled = false;
    expect((await post('/auth/password/sign-in', { email: 'a@b.co', password: 'whatever1' })).body.code).toBe('PASSWORD_AUTHENTICATION_NOT_ENABLED');
    config().credentialEnabled = true;
    config().signUpEnabled = false;
    expect((await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'long enough' })).body.code).toBe('SIGN_UP_NOT_ENABLED');
    config().signUpEnabled = true;
  });
  it('MFA users get MULTI_FACTOR_AUTHENTICATION_REQUIRED with an attempt code', async () => {
    const user = await signUp(h);
    emu.state.users[user.user_id]!.totpSecretBase64 = 'AAAAAAAAAAAAAAAAAAAA';
    const r = await post('/auth/password/sign-in', { email: user.email, password: user.password });
    expect(r.body.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect((r.body.details as { attempt_code: string }).attempt_code).toHaveLength(45);
  });
  it('anonymous sign-up upgrades in place', async () => {
    const anon = await post('/auth/anonymous/sign-up', {});
    const up = await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'long enough' }, { 'x-stack-access-token': String(anon.body.access_token), 'x-stack-allow-anonymous-user': 'true' });
    expect(up.body.user_id).toBe(anon.body.user_id);
    expect(emu.state.users[String(up.body.user_id)]!.isAnonymous).toBe(false);
  });
});

describe('reset, update, set', () => {
  it('send-reset-code → check-code → reset; sessions revoked; code single use', async () => {
    const user = await signUp(h);
    const unknown = await post('/auth/password/send-reset-code', { email: uniqueEmail(), callback_url: 'https://evil.example/' });
    expect(unknown.body).toEqual({ success: 'maybe, only if user with e-mail exists' });
    const untrusted = await post('/auth/password/send-reset-code', { email: user.email, callback_url: 'https://evil.example/' });
    expect(untrusted.body.code).toBe('REDIRECT_URL_NOT_WHITELISTED');
    await post('/auth/password/send-reset-code', { email: user.email, callback_url: 'http://localhost:5173/handler/password-reset' });
    const mail = emu.outbox.latestFor(user.email, 'password_reset')!;
    expect((await post('/auth/password/reset/check-code', { code: mail.code!.toUpperCase() })).body).toEqual({ is_code_valid: true });
    expect((await post('/auth/password/reset', { code: mail.code, password: 'short' })).body.code).toBe('PASSWORD_TOO_SHORT');
    // The failed attempt consumed the code (used before the handler's own checks).
    expect((await post('/auth/password/reset', { code: mail.code, password: 'brand new pw' })).body.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    await post('/auth/password/send-reset-code', { email: user.email, callback_url: 'http://localhost:5173/handler/password-reset' });
    const mail2 = emu.outbox.latestFor(user.email, 'password_reset')!;
    expect((await post('/auth/password/reset', { code: mail2.code, password: 'brand new pw' })).body).toEqual({ success: true });
    const refreshed = await post('/auth/sessions/current/refresh', {}, { 'x-stack-refresh-token': user.refresh_token });
    expect(refreshed.body.code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect((await post('/auth/password/sign-in', { email: user.email, password: 'brand new pw' })).status).toBe(200);
    expect((await post('/auth/password/reset/check-code', { code: 'short' })).body.code).toBe('SCHEMA_ERROR');
  });
  it('a reset with an over-long password is refused by the schema and keeps the code (upstream passwordSchema is checked before the code is used)', async () => {
    const user = await signUp(h);
    await post('/auth/password/send-reset-code', { email: user.email, callback_url: 'http://localhost:5173/handler/password-reset' });
    const mail = emu.outbox.latestFor(user.email, 'password_reset')!;
    const tooLong = await post('/auth/password/reset', { code: mail.code, password: 'x'.repeat(71) });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    expect((await post('/auth/password/reset', { code: mail.code, password: 'brand new pw' })).body).toEqual({ success: true });
  });
  it('update keeps only the current session; errors in order', async () => {
    const user = await signUp(h);
    const second = await post('/auth/password/sign-in', { email: user.email, password: user.password });
    const auth = { 'x-stack-access-token': user.access_token, 'x-stack-refresh-token': user.refresh_token };
    const signedOut = await post('/auth/password/update', { old_password: user.password, new_password: 'another one' });
    expect(signedOut.body.code).toBe('SCHEMA_ERROR');
    expect(signedOut.body.error).toContain('auth.user must be defined');
    expect((await post('/auth/password/update', { old_password: user.password, new_password: 'short' }, auth)).body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await post('/auth/password/update', { old_password: 'not it at all', new_password: 'another one' }, auth)).body.code).toBe('PASSWORD_CONFIRMATION_MISMATCH');
    expect((await post('/auth/password/update', { old_password: user.password, new_password: 'another one' }, auth)).body).toEqual({ success: true });
    expect((await post('/auth/sessions/current/refresh', {}, { 'x-stack-refresh-token': user.refresh_token })).status).toBe(200);
    expect((await post('/auth/sessions/current/refresh', {}, { 'x-stack-refresh-token': String(second.body.refresh_token) })).body.code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });
  it('set only works without a password; update needs one', async () => {
    const anon = await post('/auth/anonymous/sign-up', {});
    const auth = { 'x-stack-access-token': String(anon.body.access_token), 'x-stack-allow-anonymous-user': 'true' };
    expect((await post('/auth/password/update', { old_password: 'whatever1', new_password: 'another one' }, auth)).body.code).toBe('USER_DOES_NOT_HAVE_PASSWORD');
    expect((await post('/auth/password/set', { password: 'short' }, auth)).body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await post('/auth/password/set', { password: 'long enough' }, auth)).body).toEqual({ success: true });
    const again = await post('/auth/password/set', { password: 'long enough' }, auth);
    expect([again.status, again.text]).toEqual([400, 'User already has a password set.']);
  });
});

describe('users/me', () => {
  it('reads, updates client fields, refuses server fields, deletes', async () => {
    const user = await signUp(h);
    const auth = clientHeaders({ 'x-stack-access-token': user.access_token });
    const me = await call(h, 'GET', '/users/me', { headers: auth });
    expect(me.body).toMatchObject({ id: user.user_id, primary_email: user.email, has_password: true, selected_team: null });
    expect(me.body).not.toHaveProperty('server_metadata');
    const patched = await call(h, 'PATCH', '/users/me', { headers: auth, body: { display_name: 'Ann', client_metadata: { theme: 'dark' } } });
    expect(patched.body).toMatchObject({ display_name: 'Ann', client_metadata: { theme: 'dark' } });
    const server = await call(h, 'PATCH', '/users/me', { headers: auth, body: { server_metadata: {} } });
    expect(server.body.error).toContain('body contains unknown properties: server_metadata');
    expect((await call(h, 'DELETE', '/users/me', { headers: auth })).body).toEqual({ success: true });
    expect((await call(h, 'GET', '/users/me', { headers: auth })).body.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});
