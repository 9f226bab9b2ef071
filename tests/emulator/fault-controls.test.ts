/** The fault controls the fault suite needs: malformed 200s, a mismatched known-error header, rotation with reuse detection, revoke. */
import { createEmulator } from '../../emulator';
import { MALFORMED_BODIES, TOKEN_RESPONSE_VARIANTS } from '../../emulator/dev/faults';
import { HUGE_CLAIMS_PADDING_LENGTH } from '../../emulator/dev/token-rewrite';
import { call, clientHeaders, DEMO, signUp } from './helpers';

const refreshForm = (refreshToken: string): string =>
  new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: DEMO.projectId, client_secret: DEMO.publishableClientKey }).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function setup() {
  const emulator = createEmulator();
  const h = emulator.handler;
  const refresh = (refreshToken: string) => call<{ access_token?: string; refresh_token?: string; code?: string }>(h, 'POST', '/auth/oauth/token', { headers: FORM, rawBody: refreshForm(refreshToken) });
  return { emulator, h, refresh };
}

describe('malformed answers', () => {
  it.each(MALFORMED_BODIES)('malformed-200 %s replaces the answer with a 200 that is not a token', async (body) => {
    const { h, refresh } = setup();
    const user = await signUp(h);
    await call(h, 'POST', '/emulator/faults', { body: { path: '/auth/oauth/token', times: 1, fault: { kind: 'malformed-200', body } } });
    const reply = await refresh(user.refresh_token);
    expect(reply.status).toBe(200);
    const token = reply.body?.access_token;
    expect(token === undefined || token.split('.').length !== 3).toBe(true);
    expect((await refresh(user.refresh_token)).body.access_token?.split('.')).toHaveLength(3);
  });

  it('known-error-mismatch: the header names a session-ending code, the body another', async () => {
    const { h, refresh } = setup();
    const user = await signUp(h);
    await call(h, 'POST', '/emulator/faults', { body: { path: '/auth/oauth/token', times: 1, fault: { kind: 'known-error-mismatch' } } });
    const reply = await refresh(user.refresh_token);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect(reply.body.code).toBe('SCHEMA_ERROR');
  });

  it('status 504 is accepted; unknown malformed bodies are refused', async () => {
    const { h } = setup();
    expect((await call(h, 'POST', '/emulator/faults', { body: { path: '/x', fault: { kind: 'status', status: 504 } } })).status).toBe(201);
    expect((await call(h, 'POST', '/emulator/faults', { body: { path: '/x', fault: { kind: 'malformed-200', body: 'xml' } } })).status).toBe(400);
  });
});

describe('token-response rewrites (the handler runs, one field of its answer changes)', () => {
  const claimsOf = (jwt: string): Record<string, number | string> =>
    JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, number | string>;

  it.each(TOKEN_RESPONSE_VARIANTS)('%s', async (variant) => {
    const { h, refresh } = setup();
    const user = await signUp(h);
    const plain = (await refresh(user.refresh_token)).body as Record<string, unknown>;
    await call(h, 'POST', '/emulator/faults', { body: { path: '/auth/oauth/token', times: 1, fault: { kind: 'token-response', variant } } });
    const changed = (await refresh(user.refresh_token)).body as Record<string, unknown>;
    const [before, after] = [claimsOf(String(plain['access_token'])), claimsOf(String(changed['access_token']))];
    const expected = {
      'wrong-token-type': () => expect(changed['token_type']).toBe('mac'),
      'no-expires-in': () => expect(changed).not.toHaveProperty('expires_in'),
      'exp-in-years': () => expect(Number(after['exp']) - Number(before['exp'])).toBeGreaterThan(9 * 365 * 24 * 3600),
      'iat-ahead': () => expect(Number(after['iat']) - Number(before['iat'])).toBeGreaterThanOrEqual(3600),
      'huge-claims': () => {
        expect(String(changed['access_token']).length).toBeGreaterThan(4096);
        expect(String(after['padding'])).toHaveLength(HUGE_CLAIMS_PADDING_LENGTH);
        expect([after['sub'], after['refresh_token_id']]).toEqual([before['sub'], before['refresh_token_id']]);
      },
    };
    expected[variant]();
    // Still signed by the emulator: it authenticates a request.
    const me = await call(h, 'GET', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': String(changed['access_token']) }) });
    expect(me.status === 200 || variant === 'iat-ahead').toBe(true);
  });
});

describe('refresh-token rotation (RFC 9700 §4.14.2)', () => {
  it('is off by default: the same refresh token works again and no refresh_token comes back', async () => {
    const { h, refresh } = setup();
    const user = await signUp(h);
    expect((await refresh(user.refresh_token)).body.refresh_token).toBeUndefined();
    expect((await refresh(user.refresh_token)).status).toBe(200);
  });

  it('rotates on each refresh; a retired token reused after the grace window revokes the family', async () => {
    const { emulator, h, refresh } = setup();
    const user = await signUp(h);
    expect((await call(h, 'POST', '/emulator/rotation', { body: { enabled: true, reuse_grace_ms: 5_000 } })).body).toEqual({ enabled: true, reuse_grace_ms: 5_000, family_revocations: 0 });
    const first = await refresh(user.refresh_token);
    const successor = first.body.refresh_token!;
    expect(successor).not.toBe(user.refresh_token);
    // Within the grace window the retired token gets the current successor back, without a new rotation.
    expect((await refresh(user.refresh_token)).body.refresh_token).toBe(successor);
    emulator.clock.advance(6_000);
    const reused = await refresh(user.refresh_token);
    expect(reused.body.code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect((await refresh(successor)).body.code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect((await call(h, 'GET', '/emulator/rotation')).body.family_revocations).toBe(1);
  });

  it('reset turns rotation off', async () => {
    const { emulator, h } = setup();
    emulator.setRotation({ enabled: true, reuseGraceMs: 0 });
    await call(h, 'POST', '/emulator/reset');
    expect((await call(h, 'GET', '/emulator/rotation')).body.enabled).toBe(false);
  });
});

describe('revoke', () => {
  it('revokes one session by refresh token, or all of a user', async () => {
    const { emulator, h, refresh } = setup();
    const user = await signUp(h);
    expect((await call(h, 'POST', '/emulator/revoke', { body: { refresh_token: user.refresh_token } })).body).toEqual({ revoked: 1 });
    expect((await refresh(user.refresh_token)).status).toBe(401);
    const other = await signUp(h);
    expect(emulator.revokeSessions({ userId: other.user_id })).toBe(1);
    expect((await refresh(other.refresh_token)).status).toBe(401);
  });
});
