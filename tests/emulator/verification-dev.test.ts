/** Verification-code rules (§2.1), outbox, dev controls, in-process faults and persistence round trip. */
import { createEmulator } from '../../emulator';
import { emulatorUnderTest, handlerFor } from './support/emulator-under-test';
import { DroppedConnection } from '../../emulator/dev/faults';
import { checkVerificationCode, createVerificationCode, useVerificationCode } from '../../emulator/verification/codes';
import { call, clientHeaders, DEMO, signUp } from './helpers';

const { emu, h, transport } = emulatorUnderTest();
const P = DEMO.projectId;
const codeOf = (fn: () => unknown): string | undefined => {
  try { fn(); return undefined; } catch (e) { return (e as { known?: { code: string } }).known?.code; }
};

describe('verification codes', () => {
  it('are 45 Crockford chars with OTP and nonce, and links keep the query', () => {
    const c = createVerificationCode(emu.core, { projectId: P, type: 't', callbackUrl: 'http://localhost:5173/cb?x=1' });
    expect(c.code).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect(c.otp).toBe(c.code.slice(0, 6).toUpperCase());
    expect(c.nonce).toBe(c.code.slice(6));
    expect(c.link).toBe(`http://localhost:5173/cb?x=1&code=${c.code}`);
  });
  it('check order: not found, expired, used, max attempts; type scoped; single use', () => {
    const c = createVerificationCode(emu.core, { projectId: P, type: 'a', expiresInMs: 1000 });
    expect(codeOf(() => checkVerificationCode(emu.core, P, 'b', c.code))).toBe('VERIFICATION_CODE_NOT_FOUND');
    expect(codeOf(() => useVerificationCode(emu.core, P, 'a', c.code))).toBeUndefined();
    expect(codeOf(() => useVerificationCode(emu.core, P, 'a', c.code))).toBe('VERIFICATION_CODE_ALREADY_USED');
    emu.clock.advance(1000);
    expect(codeOf(() => useVerificationCode(emu.core, P, 'a', c.code))).toBe('VERIFICATION_CODE_EXPIRED');
  });
  it('the 21st request mentioning a nonce is refused, even with the right code', () => {
    const c = createVerificationCode(emu.core, { projectId: P, type: 'otp' });
    const wrongOtp = (c.code[0] === '0' ? '1' : '0') + c.code.slice(1);
    for (let i = 0; i < 19; i++) expect(codeOf(() => checkVerificationCode(emu.core, P, 'otp', wrongOtp))).toBe('VERIFICATION_CODE_NOT_FOUND');
    expect(codeOf(() => checkVerificationCode(emu.core, P, 'otp', c.code))).toBeUndefined(); // 20th
    expect(codeOf(() => checkVerificationCode(emu.core, P, 'otp', c.code))).toBe('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });
  it('over HTTP: unknown code is 404 VERIFICATION_CODE_NOT_FOUND', async () => {
    const r = await call(h, 'POST', '/auth/password/reset/check-code', { headers: clientHeaders(), body: { code: '0'.repeat(45) } });
    expect([r.status, r.body.code]).toEqual([404, 'VERIFICATION_CODE_NOT_FOUND']);
  });
});

describe('outbox and dev controls', () => {
  it('captures emails in-process, as JSON and as HTML', async () => {
    const user = await signUp(h);
    await call(h, 'POST', '/auth/password/send-reset-code', { headers: clientHeaders(), body: { email: user.email, callback_url: 'http://localhost:5173/reset' } });
    const mail = emu.outbox.latestFor(user.email)!;
    expect(mail).toMatchObject({ to: user.email, type: 'password_reset', projectId: P, code: expect.stringMatching(/^.{45}$/) });
    expect(mail.body).toContain(mail.link!);
    const json = await call<{ items: { to: string }[] }>(h, 'GET', '/emulator/outbox');
    expect(json.body.items.some((e) => e.to === user.email)).toBe(true);
    const html = await call(h, 'GET', '/emulator/outbox.html');
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.text).toContain(user.email);
  });
  it.each(['/', '/emulator/', '/emulator'])('%s answers the index page listing the API, outbox, clock and faults (no secret keys)', async (path) => {
    const page = await call(h, 'GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const href of ['/api/v1', '/emulator/outbox.html', '/emulator/time', '/emulator/faults']) expect(page.text).toContain(`href="${href}"`);
    expect(page.text).toContain(DEMO.projectId);
    expect(page.text).toContain(DEMO.publishableClientKey);
    expect(page.text).not.toContain(DEMO.secretServerKey);
    expect(page.text).not.toContain(DEMO.superSecretAdminKey);
  });
  it('virtual time can be read, advanced and set', async () => {
    const before = (await call<{ now_millis: number }>(h, 'GET', '/emulator/time')).body.now_millis;
    const after = (await call<{ now_millis: number }>(h, 'POST', '/emulator/time', { body: { advance_ms: 3_600_000 } })).body.now_millis;
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
    const set = (await call<{ now_millis: number }>(h, 'POST', '/emulator/time', { body: { set_ms: 4_000_000_000_000 } })).body.now_millis;
    expect(set).toBeGreaterThanOrEqual(4_000_000_000_000);
    expect((await call(h, 'POST', '/emulator/time', { body: { advance_ms: 1, extra: 1 } })).status).toBe(400);
  });
  it('drop faults reject (in-process: DroppedConnection; over HTTP: fetch fails); times runs out; delete clears', async () => {
    await call(h, 'POST', '/emulator/faults', { body: { path: '/api/v1', times: 1, fault: { kind: 'drop-before' } } });
    await expect(call(h, 'GET', '/api/v1')).rejects.toThrow(transport === 'http' ? 'fetch failed' : DroppedConnection);
    expect((await call(h, 'GET', '/api/v1')).status).toBe(200);
    await call(h, 'POST', '/emulator/faults', { body: { method: 'GET', path: '/projects/*', fault: { kind: 'status', status: 502 } } });
    expect((await call(h, 'GET', `/projects/${P}/.well-known/jwks.json`)).status).toBe(502);
    expect((await call(h, 'GET', `/projects/${P}/.well-known/jwks.json`)).status).toBe(502);
    await call(h, 'DELETE', '/emulator/faults');
    expect((await call(h, 'GET', `/projects/${P}/.well-known/jwks.json`)).status).toBe(200);
    expect((await call(h, 'POST', '/emulator/faults', { body: { path: '/x', fault: { kind: 'teleport' } } })).status).toBe(400);
  });
  it('reset restores the seed', async () => {
    const user = await signUp(h);
    expect((await call(h, 'POST', '/emulator/reset')).body).toEqual({ success: true });
    expect(emu.state.users[user.user_id]).toBeUndefined();
    expect(emu.state.projects[P]).toBeDefined();
    expect(emu.outbox.list()).toHaveLength(0);
  });
});

describe('persistence', () => {
  it('a restart from exported state keeps users, sessions and the signing key', async () => {
    const user = await signUp(h);
    const saved = emu.exportState();
    const next = createEmulator();
    next.importState(saved);
    const nextH = handlerFor(next);
    const me = await call(nextH, 'GET', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': user.access_token }) });
    expect(me.body.id).toBe(user.user_id);
    const refreshed = await call(nextH, 'POST', '/auth/sessions/current/refresh', { headers: clientHeaders({ 'x-stack-refresh-token': user.refresh_token }), body: {} });
    expect(refreshed.status).toBe(200);
    expect((await call(nextH, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email: user.email, password: user.password } })).status).toBe(200);
    expect(() => next.importState('{"version": 2}')).toThrow();
  });
});
