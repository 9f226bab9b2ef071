/** Magic link / OTP (protocol §2.3, §5.2) and MFA with TOTP (§2.4, §5.4) against the in-process emulator. */
import { randomBytes } from 'node:crypto';
import { emulatorUnderTest } from './support/emulator-under-test';
import { totpAt } from '../../emulator/mfa/totp';
import { call, clientHeaders, DEMO, serverHeaders, signUp, uniqueEmail } from './helpers';

const { emu, h } = emulatorUnderTest();
const config = () => emu.state.projects[DEMO.projectId]!.config;
const post = (path: string, body: unknown, extra: Record<string, string> = {}) => call(h, 'POST', path, { headers: clientHeaders(extra), body });
const CALLBACK = 'http://localhost:5173/handler/magic-link-callback';

async function sendCode(email: string): Promise<{ nonce: string; code: string; otp: string }> {
  const r = await post('/auth/otp/send-sign-in-code', { email, callback_url: CALLBACK });
  expect(r.status).toBe(200);
  const mail = emu.outbox.latestFor(email, 'magic_link')!;
  return { nonce: r.body.nonce as string, code: mail.code!, otp: mail.otp! };
}

function expectKnown(r: { status: number; body: Record<string, unknown>; headers: Headers }, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}

describe('POST /auth/otp/send-sign-in-code', () => {
  it('returns a 39-char nonce and emails the link and the upper-cased 6-char OTP', async () => {
    const email = uniqueEmail('otp');
    const r = await post('/auth/otp/send-sign-in-code', { email: email.toUpperCase(), callback_url: CALLBACK });
    expect(Object.keys(r.body)).toEqual(['nonce']);
    expect(r.body.nonce).toMatch(/^[0-9a-hjkmnp-tv-z]{39}$/);
    const mail = emu.outbox.latestFor(email)!;
    expect(mail.type).toBe('magic_link');
    expect(mail.subject).toContain('Sign in to');
    expect(mail.code!.endsWith(r.body.nonce as string)).toBe(true);
    expect(mail.otp).toBe(mail.code!.slice(0, 6).toUpperCase());
    expect(mail.link).toBe(`${CALLBACK}?code=${mail.code}`);
  });
  it('the mail has an HTML part too: the code in a paragraph of its own, the link as an anchor, text escaped', async () => {
    const email = uniqueEmail('otp-html');
    await post('/auth/otp/send-sign-in-code', { email, callback_url: CALLBACK });
    const mail = emu.outbox.latestFor(email, 'magic_link')!;
    expect(mail.body.split('\n')).toContain(mail.otp);
    expect(mail.html).toContain(`<p>${mail.otp}</p>`);
    expect(mail.html).toContain(`<a href="${mail.link}">`);
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).not.toMatch(/<script/i);
  });
  it('403 text when magic link is disabled', async () => {
    config().magicLinkEnabled = false;
    const r = await post('/auth/otp/send-sign-in-code', { email: uniqueEmail(), callback_url: CALLBACK });
    config().magicLinkEnabled = true;
    expect([r.status, r.text]).toEqual([403, 'OTP sign-in is not enabled for this project']);
    expect(r.headers.get('content-type')).toContain('text/plain');
  });
  it('USER_EMAIL_ALREADY_EXISTS with would_work_if_email_was_verified when the auth email is unverified', async () => {
    const user = await signUp(h);
    const r = await post('/auth/otp/send-sign-in-code', { email: user.email, callback_url: CALLBACK });
    expectKnown(r, 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect(r.body.details).toEqual({ email: user.email, would_work_if_email_was_verified: true });
  });
  it('SIGN_UP_NOT_ENABLED for an unknown email when sign-ups are off', async () => {
    config().signUpEnabled = false;
    const r = await post('/auth/otp/send-sign-in-code', { email: uniqueEmail(), callback_url: CALLBACK });
    config().signUpEnabled = true;
    expectKnown(r, 400, 'SIGN_UP_NOT_ENABLED');
  });
  it('REDIRECT_URL_NOT_WHITELISTED and schema errors', async () => {
    expectKnown(await post('/auth/otp/send-sign-in-code', { email: uniqueEmail(), callback_url: 'https://evil.example/cb' }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    expectKnown(await post('/auth/otp/send-sign-in-code', { email: 'a@b', callback_url: CALLBACK }), 400, 'SCHEMA_ERROR');
    expectKnown(await post('/auth/otp/send-sign-in-code', { email: uniqueEmail(), callback_url: CALLBACK, extra: 1 }), 400, 'SCHEMA_ERROR');
  });
});

describe('POST /auth/otp/sign-in', () => {
  it('signs up a new user with the link code: verified auth email, otp enabled, is_new_user', async () => {
    const email = uniqueEmail('new');
    const { code } = await sendCode(email);
    const r = await post('/auth/otp/sign-in', { code });
    expect(Object.keys(r.body).sort()).toEqual(['access_token', 'is_new_user', 'refresh_token', 'user_id']);
    expect(r.body.is_new_user).toBe(true);
    const me = await call(h, 'GET', '/users/me', { headers: serverHeaders({ 'x-stack-access-token': r.body.access_token as string }) });
    expect(me.body).toMatchObject({ primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, otp_auth_enabled: true });
    expectKnown(await post('/auth/otp/sign-in', { code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });
  it('signs in with OTP + nonce in any case; the second time is_new_user is false', async () => {
    const email = uniqueEmail('again');
    await post('/auth/otp/sign-in', { code: (await sendCode(email)).code });
    const { nonce, otp } = await sendCode(email);
    const r = await post('/auth/otp/sign-in', { code: (otp.toLowerCase() + nonce).toUpperCase() });
    expect([r.status, r.body.is_new_user]).toEqual([200, false]);
  });
  it('two outstanding codes for one email are both usable', async () => {
    const email = uniqueEmail('two');
    const a = await sendCode(email);
    const b = await sendCode(email);
    expect((await post('/auth/otp/sign-in', { code: b.code })).status).toBe(200);
    expect((await post('/auth/otp/sign-in', { code: a.code })).status).toBe(200);
  });
  it('merges into an existing verified auth email by adding the OTP method', async () => {
    const email = uniqueEmail('merge');
    const created = await call(h, 'POST', '/users', { headers: serverHeaders(), body: { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password: 'pw-12345678' } });
    const r = await post('/auth/otp/sign-in', { code: (await sendCode(email)).code });
    expect([r.body.user_id, r.body.is_new_user]).toEqual([created.body.id, false]);
    expect(emu.state.users[created.body.id as string]!.otpAuthEnabled).toBe(true);
  });
  it('verification errors: not found (also a code of another type), schema (not 45 chars), expired', async () => {
    const { code } = await sendCode(uniqueEmail('exp'));
    expectKnown(await post('/auth/otp/sign-in', { code: 'a'.repeat(45) }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await post('/auth/mfa/sign-in', { type: 'totp', totp: '123456', code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await post('/auth/otp/sign-in', { code: code.slice(1) }), 400, 'SCHEMA_ERROR');
    emu.clock.advance(7 * 24 * 3600 * 1000 + 1);
    expectKnown(await post('/auth/otp/sign-in', { code }), 400, 'VERIFICATION_CODE_EXPIRED');
    expectKnown(await post('/auth/otp/sign-in/check-code', { code }), 400, 'VERIFICATION_CODE_EXPIRED');
  });
  it('SIGN_UP_NOT_ENABLED when sign-ups were turned off after the code was sent; USER_EMAIL_ALREADY_EXISTS if the email got taken unverified', async () => {
    const a = await sendCode(uniqueEmail('late'));
    config().signUpEnabled = false;
    const r = await post('/auth/otp/sign-in', { code: a.code });
    config().signUpEnabled = true;
    expectKnown(r, 400, 'SIGN_UP_NOT_ENABLED');
    const email = uniqueEmail('taken');
    const b = await sendCode(email);
    await signUp(h, email);
    expectKnown(await post('/auth/otp/sign-in', { code: b.code }), 409, 'USER_EMAIL_ALREADY_EXISTS');
  });
  it('the 21st request mentioning a nonce is refused with VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', async () => {
    const { nonce, otp } = await sendCode(uniqueEmail('brute'));
    const wrongOtp = otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 20; i++) expectKnown(await post('/auth/otp/sign-in', { code: wrongOtp + nonce }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await post('/auth/otp/sign-in', { code: otp + nonce }), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });
  it('upgrades the caller\'s anonymous user in place', async () => {
    const anon = await post('/auth/anonymous/sign-up', {});
    const r = await post('/auth/otp/sign-in', { code: (await sendCode(uniqueEmail('anon'))).code }, { 'x-stack-access-token': anon.body.access_token as string, 'x-stack-allow-anonymous-user': 'true' });
    expect([r.body.user_id, r.body.is_new_user]).toEqual([anon.body.user_id, true]);
    expect(emu.state.users[anon.body.user_id as string]!.isAnonymous).toBe(false);
  });
});

describe('POST /auth/otp/sign-in/check-code', () => {
  it('is_code_valid without consuming the code', async () => {
    const { code } = await sendCode(uniqueEmail('check'));
    expect((await post('/auth/otp/sign-in/check-code', { code })).body).toEqual({ is_code_valid: true });
    expect((await post('/auth/otp/sign-in', { code })).status).toBe(200);
    expectKnown(await post('/auth/otp/sign-in/check-code', { code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnown(await post('/auth/otp/sign-in/check-code', { code: 'z'.repeat(45) }), 404, 'VERIFICATION_CODE_NOT_FOUND');
  });
});

describe('MFA (TOTP)', () => {
  const secret = randomBytes(20).toString('base64');

  async function mfaUser(): Promise<{ email: string; password: string; user_id: string; token: string }> {
    const user = await signUp(h);
    const patch = await call(h, 'PATCH', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': user.access_token }), body: { totp_secret_base64: secret } });
    expect(patch.body.requires_totp_mfa).toBe(true);
    return { ...user, token: user.access_token };
  }
  async function attemptCode(email: string, password: string): Promise<string> {
    const r = await post('/auth/password/sign-in', { email, password });
    expectKnown(r, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    return (r.body.details as { attempt_code: string }).attempt_code;
  }

  it('password sign-in answers MFA required; a valid TOTP redeems the attempt once', async () => {
    const u = await mfaUser();
    const code = await attemptCode(u.email, u.password);
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    const r = await post('/auth/mfa/sign-in', { type: 'totp', totp: totpAt(secret, emu.clock.now()), code });
    expect([r.status, r.body.user_id, r.body.is_new_user]).toEqual([200, u.user_id, false]);
    expect(typeof r.body.access_token).toBe('string');
    expectKnown(await post('/auth/mfa/sign-in', { type: 'totp', totp: totpAt(secret, emu.clock.now()), code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });
  it('INVALID_TOTP_CODE keeps the attempt code; ±1 period is accepted, 2 periods are not', async () => {
    const u = await mfaUser();
    const code = await attemptCode(u.email, u.password);
    const now = emu.clock.now();
    expectKnown(await post('/auth/mfa/sign-in', { type: 'totp', totp: totpAt(secret, now - 60_000), code }), 400, 'INVALID_TOTP_CODE');
    expectKnown(await post('/auth/mfa/sign-in', { type: 'totp', totp: 'abcdef', code }), 400, 'INVALID_TOTP_CODE');
    const record = Object.values(emu.state.verificationCodes).find((c) => c.code === code)!;
    expect([record.usedAt, record.attemptCount]).toEqual([null, 2]);
    expect((await post('/auth/mfa/sign-in', { type: 'totp', totp: totpAt(secret, now - 30_000), code })).status).toBe(200);
  });
  it('OTP sign-in of a TOTP user also requires MFA, and is_new_user comes from the attempt', async () => {
    const u = await mfaUser();
    await call(h, 'PATCH', `/users/${u.user_id}`, { headers: serverHeaders(), body: { primary_email_verified: true } });
    const r = await post('/auth/otp/sign-in', { code: (await sendCode(u.email)).code });
    expectKnown(r, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    const done = await post('/auth/mfa/sign-in', { type: 'totp', totp: totpAt(secret, emu.clock.now()), code: (r.body.details as { attempt_code: string }).attempt_code });
    expect([done.status, done.body.is_new_user]).toEqual([200, false]);
  });
  it('attempt codes expire after 5 minutes; unknown codes and wrong types are verification errors', async () => {
    const u = await mfaUser();
    const code = await attemptCode(u.email, u.password);
    emu.clock.advance(5 * 60 * 1000 + 1);
    expectKnown(await post('/auth/mfa/sign-in', { type: 'totp', totp: totpAt(secret, emu.clock.now()), code }), 400, 'VERIFICATION_CODE_EXPIRED');
    expectKnown(await post('/auth/mfa/sign-in', { type: 'totp', totp: '123456', code: 'b'.repeat(45) }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await post('/auth/mfa/sign-in', { type: 'sms', totp: '123456', code }), 400, 'SCHEMA_ERROR');
  });
  it('null totp_secret_base64 disables MFA; a non-base64 secret is a schema error', async () => {
    const u = await mfaUser();
    const headers = clientHeaders({ 'x-stack-access-token': u.token });
    expectKnown(await call(h, 'PATCH', '/users/me', { headers, body: { totp_secret_base64: 'not base64!' } }), 400, 'SCHEMA_ERROR');
    expect((await call(h, 'PATCH', '/users/me', { headers, body: { totp_secret_base64: null } })).body.requires_totp_mfa).toBe(false);
    expect((await post('/auth/password/sign-in', { email: u.email, password: u.password })).status).toBe(200);
  });
});
