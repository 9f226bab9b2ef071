/**
 * Protocol §2 errors that no suite asserted with status + code (found by grepping the suites against the Errors
 * column of §2.2, §2.7 and §2.9): each checked here with its status, code and x-stack-known-error header.
 */
import { call, clientHeaders, DEMO, serverHeaders, signUp, uniqueEmail, type Reply } from './helpers';
import { emulatorUnderTest } from './support/emulator-under-test';
import { expectKnown, newTeam } from './team-helpers';

const { emu, h } = emulatorUnderTest({ log: () => undefined });
const config = () => emu.state.projects[DEMO.projectId]!.config;
const post = (path: string, body: unknown, extra: Record<string, string> = {}): Promise<Reply> =>
  call(h, 'POST', path, { headers: clientHeaders(extra), body });
const TRUSTED = 'http://localhost:5173/handler/password-reset';
const UNTRUSTED = 'https://evil.example/cb';

/** Runs `fn` with password (credential) authentication switched off for the demo project. */
async function withoutPasswordAuth(fn: () => Promise<void>): Promise<void> {
  config().credentialEnabled = false;
  try { await fn(); } finally { config().credentialEnabled = true; }
}

async function anonymousWithTotp(): Promise<Record<string, string>> {
  const anon = await post('/auth/anonymous/sign-up', {});
  const auth = { 'x-stack-access-token': String(anon.body.access_token), 'x-stack-allow-anonymous-user': 'true' };
  emu.state.users[String(anon.body.user_id)]!.totpSecretBase64 = 'AAAAAAAAAAAAAAAAAAAA';
  return auth;
}

describe('§2.2 POST /auth/password/sign-up', () => {
  it('PASSWORD_AUTHENTICATION_NOT_ENABLED (400)', () => withoutPasswordAuth(async () => {
    expectKnown(await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'long enough' }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
  }));
  it('REDIRECT_URL_NOT_WHITELISTED (400) for an untrusted verification_callback_url', async () => {
    const r = await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'long enough', verification_callback_url: UNTRUSTED });
    expectKnown(r, 400, 'REDIRECT_URL_NOT_WHITELISTED');
  });
  it('SIGN_UP_NOT_ENABLED (400)', async () => {
    config().signUpEnabled = false;
    try {
      expectKnown(await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'long enough' }), 400, 'SIGN_UP_NOT_ENABLED');
    } finally { config().signUpEnabled = true; }
  });
  it('PASSWORD_TOO_SHORT (400, min_length 8) and USER_EMAIL_ALREADY_EXISTS (409)', async () => {
    expectKnown(await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'short' }), 400, 'PASSWORD_TOO_SHORT', { min_length: 8 });
    const user = await signUp(h);
    expectKnown(await post('/auth/password/sign-up', { email: user.email, password: 'long enough' }), 409, 'USER_EMAIL_ALREADY_EXISTS');
  });
  it('MULTI_FACTOR_AUTHENTICATION_REQUIRED (400) when upgrading an anonymous user that has TOTP', async () => {
    const r = await post('/auth/password/sign-up', { email: uniqueEmail(), password: 'long enough' }, await anonymousWithTotp());
    expectKnown(r, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(String((r.body.details as { attempt_code?: string }).attempt_code)).toHaveLength(45);
  });
});

describe('§2.2 POST /auth/password/sign-in', () => {
  it('EMAIL_PASSWORD_MISMATCH (400) for unknown email and wrong password', async () => {
    const user = await signUp(h);
    expectKnown(await post('/auth/password/sign-in', { email: uniqueEmail(), password: 'long enough' }), 400, 'EMAIL_PASSWORD_MISMATCH');
    expectKnown(await post('/auth/password/sign-in', { email: user.email, password: 'not the one' }), 400, 'EMAIL_PASSWORD_MISMATCH');
  });
  it('PASSWORD_AUTHENTICATION_NOT_ENABLED (400)', () => withoutPasswordAuth(async () => {
    expectKnown(await post('/auth/password/sign-in', { email: uniqueEmail(), password: 'long enough' }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
  }));
});

describe('§2.2 POST /auth/password/send-reset-code', () => {
  it('REDIRECT_URL_NOT_WHITELISTED (400) only when the email exists; never USER_NOT_FOUND', async () => {
    const user = await signUp(h);
    expectKnown(await post('/auth/password/send-reset-code', { email: user.email, callback_url: UNTRUSTED }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    const unknown = await post('/auth/password/send-reset-code', { email: uniqueEmail(), callback_url: UNTRUSTED });
    expect([unknown.status, unknown.body]).toEqual([200, { success: 'maybe, only if user with e-mail exists' }]);
  });
  it('PASSWORD_AUTHENTICATION_NOT_ENABLED (400)', async () => {
    const user = await signUp(h);
    await withoutPasswordAuth(async () => {
      expectKnown(await post('/auth/password/send-reset-code', { email: user.email, callback_url: TRUSTED }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    });
  });
});

describe('§2.2 POST /auth/password/reset (and check-code)', () => {
  const resetCode = async (): Promise<string> => {
    const user = await signUp(h);
    await post('/auth/password/send-reset-code', { email: user.email, callback_url: TRUSTED });
    return emu.outbox.latestFor(user.email, 'password_reset')!.code!;
  };
  it('verification errors: unknown code → VERIFICATION_CODE_NOT_FOUND (404) on check-code and reset', async () => {
    expectKnown(await post('/auth/password/reset/check-code', { code: '0'.repeat(45) }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnown(await post('/auth/password/reset', { code: '0'.repeat(45), password: 'long enough' }), 404, 'VERIFICATION_CODE_NOT_FOUND');
  });
  it('PASSWORD_TOO_SHORT (400)', async () => {
    expectKnown(await post('/auth/password/reset', { code: await resetCode(), password: 'short' }), 400, 'PASSWORD_TOO_SHORT');
  });
  it('PASSWORD_AUTHENTICATION_NOT_ENABLED (400) with a valid code', async () => {
    const code = await resetCode();
    await withoutPasswordAuth(async () => {
      expectKnown(await post('/auth/password/reset', { code, password: 'long enough' }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    });
  });
});

describe('§2.2 POST /auth/password/update and /auth/password/set', () => {
  it('update: SCHEMA_ERROR (400, signed out), PASSWORD_TOO_SHORT, PASSWORD_CONFIRMATION_MISMATCH (400)', async () => {
    const user = await signUp(h);
    const auth = { 'x-stack-access-token': user.access_token };
    expectKnown(await post('/auth/password/update', { old_password: user.password, new_password: 'another one' }), 400, 'SCHEMA_ERROR');
    expectKnown(await post('/auth/password/update', { old_password: user.password, new_password: 'short' }, auth), 400, 'PASSWORD_TOO_SHORT');
    expectKnown(await post('/auth/password/update', { old_password: 'not it at all', new_password: 'another one' }, auth), 400, 'PASSWORD_CONFIRMATION_MISMATCH');
  });
  it('update: USER_DOES_NOT_HAVE_PASSWORD (400); set: SCHEMA_ERROR (400, signed out) and PASSWORD_TOO_SHORT (400)', async () => {
    const anon = await post('/auth/anonymous/sign-up', {});
    const auth = { 'x-stack-access-token': String(anon.body.access_token), 'x-stack-allow-anonymous-user': 'true' };
    expectKnown(await post('/auth/password/update', { old_password: 'whatever1', new_password: 'another one' }, auth), 400, 'USER_DOES_NOT_HAVE_PASSWORD');
    expectKnown(await post('/auth/password/set', { password: 'long enough' }), 400, 'SCHEMA_ERROR');
    expectKnown(await post('/auth/password/set', { password: 'short' }, auth), 400, 'PASSWORD_TOO_SHORT');
  });
  it('PASSWORD_AUTHENTICATION_NOT_ENABLED (400) on update and set', async () => {
    const user = await signUp(h);
    const auth = { 'x-stack-access-token': user.access_token };
    await withoutPasswordAuth(async () => {
      expectKnown(await post('/auth/password/update', { old_password: user.password, new_password: 'another one' }, auth), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
      expectKnown(await post('/auth/password/set', { password: 'long enough' }, auth), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    });
  });
});

describe('§2.7 sessions', () => {
  it('POST /auth/sessions: expires_in_millis over 367 days → SCHEMA_ERROR (400); unknown user → USER_ID_DOES_NOT_EXIST (400)', async () => {
    const user = await signUp(h);
    const tooLong = await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: user.user_id, expires_in_millis: 368 * 86_400_000 } });
    expectKnown(tooLong, 400, 'SCHEMA_ERROR');
    const missing = await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: '00000000-0000-4000-8000-000000000000' } });
    expectKnown(missing, 400, 'USER_ID_DOES_NOT_EXIST');
  });
  it('DELETE /auth/sessions/{id}: no user_id → SCHEMA_ERROR (400); the current session → CANNOT_DELETE_CURRENT_SESSION (400)', async () => {
    const user = await signUp(h);
    const me = clientHeaders({ 'x-stack-access-token': user.access_token });
    const sessions = await call<{ items: { id: string; is_current_session: boolean }[] }>(h, 'GET', '/auth/sessions?user_id=me', { headers: me });
    const current = sessions.body.items.find((s) => s.is_current_session)!;
    expectKnown(await call(h, 'DELETE', `/auth/sessions/${current.id}`, { headers: me }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'DELETE', `/auth/sessions/${current.id}?user_id=me`, { headers: me }), 400, 'CANNOT_DELETE_CURRENT_SESSION');
  });
});

describe('§2.9 PATCH /users/me', () => {
  it('selected_team_id of a team the user is not in → TEAM_MEMBERSHIP_NOT_FOUND (404)', async () => {
    const user = await signUp(h);
    const team = await newTeam(h, null, 'Not mine');
    const r = await call(h, 'PATCH', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': user.access_token }), body: { selected_team_id: team } });
    expectKnown(r, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
  });
  it('a primary_email already used for auth by someone else → USER_EMAIL_ALREADY_EXISTS (409)', async () => {
    const taken = await signUp(h);
    const user = await signUp(h);
    const r = await call(h, 'PATCH', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': user.access_token }), body: { primary_email: taken.email } });
    expectKnown(r, 409, 'USER_EMAIL_ALREADY_EXISTS');
  });
});
