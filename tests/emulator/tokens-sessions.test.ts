/** Access-token claims and JWKS verification, refresh (both endpoints), sign-out and server sessions. */
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, signUp } from './helpers';

const { emu, h } = emulatorUnderTest({ apiUrl: 'http://emu.test' });

async function jwks(query = '') {
  const r = await call<{ keys: never[] }>(h, 'GET', `/projects/${DEMO.projectId}/.well-known/jwks.json${query}`);
  expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
  return createLocalJWKSet(r.body);
}

describe('access tokens', () => {
  it('carry every §1.8 claim and verify against the JWKS', async () => {
    const user = await signUp(h);
    const { payload } = await jwtVerify(user.access_token, await jwks(), {
      issuer: `http://emu.test/api/v1/projects/${DEMO.projectId}`, audience: DEMO.projectId, currentDate: new Date(emu.clock.now()),
    });
    expect(decodeProtectedHeader(user.access_token)).toEqual({ alg: 'ES256', kid: expect.any(String) });
    // Two keys per audience, as the real backend publishes (issue 20).
    expect((await call<{ keys: unknown[] }>(h, 'GET', `/projects/${DEMO.projectId}/.well-known/jwks.json`)).body.keys).toHaveLength(2);
    expect((await call<{ keys: unknown[] }>(h, 'GET', `/projects/${DEMO.projectId}/.well-known/jwks.json?include_anonymous=true`)).body.keys).toHaveLength(6);
    expect(payload).toMatchObject({
      sub: user.user_id, project_id: DEMO.projectId, branch_id: 'main', role: 'authenticated', name: null,
      email: user.email, email_verified: false, selected_team_id: null, is_anonymous: false, is_restricted: false,
      restricted_reason: null, requires_totp_mfa: false, refresh_token_id: expect.any(String), signed_up_at: expect.any(Number),
    });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(payload.signed_up_at).toBeLessThan(1e11); // seconds, not milliseconds
  });
  it('anonymous users get the anon issuer and audience', async () => {
    const r = await call<{ access_token: string }>(h, 'POST', '/auth/anonymous/sign-up', { headers: clientHeaders(), body: {} });
    // Anonymous tokens are signed with the anonymous audience's keys, published only on request (as the real backend).
    await expect(jwtVerify(r.body.access_token, await jwks(), { currentDate: new Date(emu.clock.now()) })).rejects.toThrow();
    const { payload } = await jwtVerify(r.body.access_token, await jwks('?include_anonymous=true'), { currentDate: new Date(emu.clock.now()) });
    expect(payload.iss).toBe(`http://emu.test/api/v1/projects-anonymous-users/${DEMO.projectId}`);
    expect(payload.aud).toBe(`${DEMO.projectId}:anon`);
    expect(payload).toMatchObject({ is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } });
  });
  it('JWKS of an unknown project is 404 text', async () => {
    expect((await call(h, 'GET', '/projects/nope/.well-known/jwks.json')).status).toBe(404);
  });
});

describe('refresh and sign-out', () => {
  it('POST /auth/oauth/token refresh grant, form-encoded, sentinel or publishable key', async () => {
    const user = await signUp(h);
    for (const secret of ['__stack_public_client__', DEMO.publishableClientKey]) {
      const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: DEMO.projectId, client_secret: secret });
      const r = await call(h, 'POST', '/auth/oauth/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: form.toString() });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ token_type: 'Bearer', scope: 'legacy', after_callback_redirect_url: null, afterCallbackRedirectUrl: null });
      expect(r.body).not.toHaveProperty('refresh_token');
    }
  });
  it('token endpoint errors', async () => {
    const body = (over: Record<string, string>) => ({ body: { grant_type: 'refresh_token', refresh_token: 'x'.repeat(45), client_id: DEMO.projectId, client_secret: '__stack_public_client__', ...over } });
    expect((await call(h, 'POST', '/auth/oauth/token', body({}))).body.code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const wrong = await call(h, 'POST', '/auth/oauth/token', body({ client_secret: 'pck_wrong' }));
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET']);
    emu.state.projects[DEMO.projectId]!.config.requirePublishableClientKey = true;
    try {
      const required = await call(h, 'POST', '/auth/oauth/token', body({}));
      expect([required.status, required.body.code]).toEqual([401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT']);
    } finally {
      emu.state.projects[DEMO.projectId]!.config.requirePublishableClientKey = false;
    }
  });
  it('POST /auth/sessions/current/refresh and DELETE /auth/sessions/current', async () => {
    const user = await signUp(h);
    const refresh = () => call<{ access_token: string; code?: string }>(h, 'POST', '/auth/sessions/current/refresh', { headers: clientHeaders({ 'x-stack-refresh-token': user.refresh_token }), body: {} });
    const r = await refresh();
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['access_token']);
    const missing = await call(h, 'POST', '/auth/sessions/current/refresh', { headers: clientHeaders(), body: {} });
    expect(missing.body.code).toBe('SCHEMA_ERROR');
    const out = await call(h, 'DELETE', '/auth/sessions/current', { headers: clientHeaders({ 'x-stack-access-token': r.body.access_token }), body: {} });
    expect(out.body).toEqual({ success: true });
    expect((await refresh()).body.code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const twice = await call(h, 'DELETE', '/auth/sessions/current', { headers: clientHeaders({ 'x-stack-access-token': r.body.access_token }), body: {} });
    expect([twice.status, twice.body.code]).toEqual([401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED']);
    const noToken = await call(h, 'DELETE', '/auth/sessions/current', { headers: clientHeaders(), body: {} });
    expect([noToken.status, noToken.body.code]).toEqual([401, 'ACCESS_TOKEN_EXPIRED']);
    // The real backend's transition-period answer: expired "now", nothing else known (measured, issue 20).
    expect(noToken.body.details).toEqual({ expired_at_millis: expect.any(Number), project_id: null, user_id: null, refresh_token_id: null });
    // Access tokens are stateless: the signed-out JWT still works until exp.
    expect((await call(h, 'GET', '/users/me', { headers: clientHeaders({ 'x-stack-access-token': r.body.access_token }) })).status).toBe(200);
  });
  it('sign-out deletes the session of the access token (refresh_token_id), not the one of the refresh-token header', async () => {
    const user = await signUp(h);
    const other = await call<{ refresh_token: string }>(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: user.user_id } });
    const headers = clientHeaders({ 'x-stack-access-token': user.access_token, 'x-stack-refresh-token': other.body.refresh_token });
    const out = await call(h, 'DELETE', '/auth/sessions/current', { headers, body: {} });
    expect([out.status, out.body]).toEqual([200, { success: true }]);
    const refresh = (token: string) => call(h, 'POST', '/auth/sessions/current/refresh', { headers: clientHeaders({ 'x-stack-refresh-token': token }), body: {} });
    expect((await refresh(other.body.refresh_token)).status).toBe(200);
    const signedOut = await refresh(user.refresh_token);
    expect([signedOut.status, signedOut.body.code]).toEqual([401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED']);
  });
  it('refresh tokens expire after one year of virtual time', async () => {
    const user = await signUp(h);
    emu.clock.advance(365 * 24 * 3600 * 1000 + 1);
    const r = await call(h, 'POST', '/auth/sessions/current/refresh', { headers: clientHeaders({ 'x-stack-refresh-token': user.refresh_token }), body: {} });
    expect(r.body.code).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });
});

describe('server sessions', () => {
  it('creates, lists and deletes sessions with the documented errors', async () => {
    const user = await signUp(h);
    const created = await call<{ access_token: string; refresh_token: string }>(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: user.user_id, expires_in_millis: 1000 } });
    expect(created.status).toBe(200);
    expect(created.body.refresh_token).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    const tooLong = await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: user.user_id, expires_in_millis: 368 * 24 * 3600 * 1000 } });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    const unknown = await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: '00000000-0000-4000-8000-000000000000' } });
    expect([unknown.status, unknown.body.code, unknown.body.details]).toEqual([400, 'USER_ID_DOES_NOT_EXIST', { user_id: '00000000-0000-4000-8000-000000000000' }]);
    const me = clientHeaders({ 'x-stack-access-token': user.access_token });
    const listed = await call<{ items: { id: string; is_current_session: boolean }[] }>(h, 'GET', '/auth/sessions?user_id=me', { headers: me });
    expect(listed.body.items).toHaveLength(2);
    const current = listed.body.items.find((s) => s.is_current_session)!;
    const other = listed.body.items.find((s) => !s.is_current_session)!;
    const deleteCurrent = await call(h, 'DELETE', `/auth/sessions/${current.id}?user_id=me`, { headers: me });
    expect([deleteCurrent.status, deleteCurrent.body.code]).toEqual([400, 'CANNOT_DELETE_CURRENT_SESSION']);
    const noUserId = await call(h, 'DELETE', `/auth/sessions/${other.id}`, { headers: me });
    expect([noUserId.status, noUserId.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    expect((await call(h, 'DELETE', `/auth/sessions/${other.id}?user_id=me`, { headers: me })).body).toEqual({ success: true });
    const gone = await call(h, 'DELETE', `/auth/sessions/${other.id}?user_id=me`, { headers: me });
    expect([gone.status, gone.text]).toEqual([404, 'Session not found.']);
    const stranger = await signUp(h);
    const forbidden = await call(h, 'GET', `/auth/sessions?user_id=${stranger.user_id}`, { headers: me });
    expect([forbidden.status, forbidden.text]).toEqual([403, 'Client can only list sessions for their own user.']);
  });
  it('lists live sessions newest first; impersonation sessions only for admin', async () => {
    const user = await signUp(h);
    emu.clock.advance(1000);
    await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: user.user_id } });
    emu.clock.advance(1000);
    await call(h, 'POST', '/auth/sessions', { headers: serverHeaders(), body: { user_id: user.user_id, is_impersonation: true } });
    const listAs = async (headers: Record<string, string>) =>
      (await call<{ items: { created_at: number; is_impersonation: boolean }[] }>(h, 'GET', `/auth/sessions?user_id=${user.user_id}`, { headers })).body.items;
    const gaps = (items: { created_at: number }[]) => items.slice(1).map((s, i) => items[i]!.created_at - s.created_at >= 1000);
    const server = await listAs(serverHeaders());
    expect([server.map((s) => s.is_impersonation), gaps(server)]).toEqual([[false, false], [true]]);
    const admin = await listAs(adminHeaders());
    expect([admin.map((s) => s.is_impersonation), gaps(admin)]).toEqual([[true, false, false], [true, true]]);
  });
});
