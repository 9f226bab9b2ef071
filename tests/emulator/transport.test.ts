/** Transport rules (protocol §1) over real HTTP on 127.0.0.1: auth errors, override status, CORS, bodies, envelopes. */
import { SignJWT } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import { createEmulator, startEmulatorServer, type RunningServer } from '../../emulator';
import { adminHeaders, call, clientHeaders, DEMO, httpCall, serverHeaders, signUp, uniqueEmail } from './helpers';

// Kept as is on both transports: this suite is HTTP-only by design (its own server); the in-process handler is used only to set up users and to compare.
let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startEmulatorServer({ port: 0, log: () => undefined });
  base = server.url;
});
afterAll(() => server.close());

const get = (headers: Record<string, string>) => httpCall(base, 'GET', '/users/me', { headers });

function expectKnown(r: { status: number; headers: Headers; body: Record<string, unknown> }, status: number, code: string): void {
  expect(r.headers.get('x-stack-known-error')).toBe(code);
  expect(r.body.code).toBe(code);
  expect(typeof r.body.error).toBe('string');
  expect(r.status).toBe(status);
}

describe('§1.3 access-type resolution, in order', () => {
  it('PROJECT_KEY_WITHOUT_ACCESS_TYPE when a key comes without an access type', async () => {
    expectKnown(await get({ 'x-stack-project-id': DEMO.projectId, 'x-stack-secret-server-key': DEMO.secretServerKey }), 400, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE');
  });
  it('ACCESS_TYPE_REQUIRED on an authenticated endpoint without any auth', async () => {
    expectKnown(await get({}), 400, 'ACCESS_TYPE_REQUIRED');
  });
  it('INVALID_ACCESS_TYPE', async () => {
    expectKnown(await get({ 'x-stack-access-type': 'root', 'x-stack-project-id': DEMO.projectId }), 400, 'INVALID_ACCESS_TYPE');
  });
  it('ACCESS_TYPE_WITHOUT_PROJECT_ID with request_type', async () => {
    const r = await get({ 'x-stack-access-type': 'client' });
    expectKnown(r, 400, 'ACCESS_TYPE_WITHOUT_PROJECT_ID');
    expect(r.body.details).toEqual({ request_type: 'client' });
  });
  it('UNPARSABLE_ACCESS_TOKEN is checked before the project exists', async () => {
    expectKnown(await get({ 'x-stack-access-type': 'client', 'x-stack-project-id': '00000000-0000-4000-8000-000000000000', 'x-stack-access-token': 'nope' }), 401, 'UNPARSABLE_ACCESS_TOKEN');
  });
  it('a token signed by another key is unparsable', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = await new SignJWT({ project_id: DEMO.projectId }).setProtectedHeader({ alg: 'ES256' }).setSubject('x').sign(privateKey);
    expectKnown(await get(clientHeaders({ 'x-stack-access-token': forged })), 401, 'UNPARSABLE_ACCESS_TOKEN');
  });
  it('ACCESS_TOKEN_EXPIRED with details after 10 virtual minutes', async () => {
    const { access_token, user_id } = await signUp(server.emulator.handler);
    server.emulator.clock.advance(10 * 60 * 1000 + 1000);
    const r = await get(clientHeaders({ 'x-stack-access-token': access_token }));
    expectKnown(r, 401, 'ACCESS_TOKEN_EXPIRED');
    expect(r.body.details).toMatchObject({ project_id: DEMO.projectId, user_id });
    expect(typeof (r.body.details as Record<string, unknown>).expired_at_millis).toBe('number');
  });
  it('INVALID_PROJECT_FOR_ACCESS_TOKEN', async () => {
    const owner = await httpCall<{ access_token: string }>(base, 'POST', '/auth/password/sign-in', {
      headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' }, body: { email: 'owner@portcullis.dev', password: 'portcullis-owner' },
    });
    const r = await get(clientHeaders({ 'x-stack-access-token': owner.body.access_token }));
    expectKnown(r, 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN');
    expect(r.body.details).toEqual({ expected_project_id: DEMO.projectId, actual_project_id: 'internal' });
  });
  it('CURRENT_PROJECT_NOT_FOUND', async () => {
    const r = await get({ 'x-stack-access-type': 'client', 'x-stack-project-id': '00000000-0000-4000-8000-000000000000' });
    expectKnown(r, 400, 'CURRENT_PROJECT_NOT_FOUND');
    expect(r.body.details).toEqual({ project_id: '00000000-0000-4000-8000-000000000000' });
  });
  it('client keys: a wrong key is rejected even when keys are optional; no key is fine', async () => {
    expectKnown(await get(clientHeaders({ 'x-stack-publishable-client-key': 'pck_wrong' })), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    const { 'x-stack-publishable-client-key': _k, ...noKey } = clientHeaders();
    expectKnown(await get(noKey), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
  it('server keys', async () => {
    expectKnown(await get({ 'x-stack-project-id': DEMO.projectId, 'x-stack-access-type': 'server' }), 401, 'SERVER_AUTHENTICATION_REQUIRED');
    expectKnown(await get(serverHeaders({ 'x-stack-secret-server-key': 'ssk_wrong' })), 401, 'INVALID_SECRET_SERVER_KEY');
  });
  it('admin keys', async () => {
    expectKnown(await get({ 'x-stack-project-id': DEMO.projectId, 'x-stack-access-type': 'admin' }), 401, 'ADMIN_AUTHENTICATION_REQUIRED');
    expectKnown(await get(adminHeaders({ 'x-stack-super-secret-admin-key': 'sak_wrong' })), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
    expectKnown(await get(adminHeaders({ 'x-stack-admin-access-token': 'garbage' })), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
  });
  it('admin access tokens: the internal owner manages the demo project; a demo user does not', async () => {
    const owner = await httpCall<{ access_token: string }>(base, 'POST', '/auth/password/sign-in', {
      headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client' }, body: { email: 'owner@portcullis.dev', password: 'portcullis-owner' },
    });
    const admin = { 'x-stack-project-id': DEMO.projectId, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': '', 'x-stack-admin-access-token': owner.body.access_token };
    const ok = await httpCall(base, 'GET', '/auth/sessions', { headers: admin, rawBody: undefined });
    expect(ok.status).toBe(400); // passes auth; fails only on the missing user_id query (SCHEMA_ERROR)
    expect(ok.body.code).toBe('SCHEMA_ERROR');
    const demoUser = await signUp(server.emulator.handler);
    expectKnown(await get({ ...admin, 'x-stack-admin-access-token': demoUser.access_token }), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    server.emulator.clock.advance(11 * 60 * 1000);
    expectKnown(await get(admin), 401, 'ADMIN_ACCESS_TOKEN_EXPIRED');
  });
  it('INSUFFICIENT_ACCESS_TYPE with details', async () => {
    const r = await httpCall(base, 'POST', '/auth/sessions', { headers: clientHeaders(), body: { user_id: 'me' } });
    expectKnown(r, 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect(r.body.details).toEqual({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
  });
  it('BRANCH_DOES_NOT_EXIST', async () => {
    expectKnown(await get(clientHeaders({ 'x-stack-branch-id': 'dev' })), 400, 'BRANCH_DOES_NOT_EXIST');
  });
  it('anonymous tokens need x-stack-allow-anonymous-user', async () => {
    const anon = await httpCall<{ access_token: string }>(base, 'POST', '/auth/anonymous/sign-up', { headers: clientHeaders(), body: {} });
    expectKnown(await get(clientHeaders({ 'x-stack-access-token': anon.body.access_token })), 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
    const me = await get(clientHeaders({ 'x-stack-access-token': anon.body.access_token, 'x-stack-allow-anonymous-user': 'true' }));
    expect(me.status).toBe(200);
    expect(me.body.is_anonymous).toBe(true);
  });
});

describe('header families and response rules', () => {
  it('accepts x-hexclave-* request headers', async () => {
    const { access_token } = await signUp(server.emulator.handler);
    const r = await get({
      'x-hexclave-project-id': DEMO.projectId, 'x-hexclave-access-type': 'client',
      'x-hexclave-publishable-client-key': DEMO.publishableClientKey, 'x-hexclave-access-token': access_token,
    });
    expect(r.status).toBe(200);
  });
  it('override-error-status turns 4xx into 200 + x-stack-actual-status, either family', async () => {
    for (const name of ['x-stack-override-error-status', 'x-hexclave-override-error-status']) {
      const r = await get(clientHeaders({ [name]: 'true' }));
      expect(r.status).toBe(200);
      expect(r.headers.get('x-stack-actual-status')).toBe('400');
      expect(r.headers.get('x-stack-known-error')).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
    }
  });
  it('known errors are 2-space JSON with the right content type', async () => {
    const r = await get(clientHeaders());
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.text).toContain('\n  "code": "CANNOT_GET_OWN_USER_WITHOUT_USER"');
  });
  it('every response has a request id and no-store', async () => {
    const r = await httpCall(base, 'GET', '/api/v1');
    expect(r.status).toBe(200);
    expect(r.text).toContain('Welcome to the Stack API endpoint!');
    expect(r.headers.get('x-stack-request-id')).toHaveLength(80);
    expect(r.headers.get('cache-control')).toBe('no-store, max-age=0');
    expect(r.headers.get('access-control-expose-headers')).toBe('content-type, x-stack-actual-status, x-stack-known-error');
  });
  it('answers CORS preflights allowing both header families', async () => {
    const r = await fetch(`${base}/api/v1/users/me`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PATCH' } });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = r.headers.get('access-control-allow-headers') ?? '';
    expect(allowed).toContain('x-stack-access-token');
    expect(allowed).toContain('x-hexclave-access-token');
    expect(r.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
  it('override-error-status leaves 2xx and 5xx untouched', async () => {
    const override = { 'x-stack-override-error-status': 'true' };
    const ok = await httpCall(base, 'GET', '/api/v1', { headers: override });
    expect([ok.status, ok.headers.get('x-stack-actual-status')]).toEqual([200, null]);
    await httpCall(base, 'POST', '/emulator/faults', { body: { path: '/api/v1', times: 1, fault: { kind: 'status', status: 503 } } });
    const failed = await httpCall(base, 'GET', '/api/v1', { headers: override });
    expect([failed.status, failed.headers.get('x-stack-actual-status')]).toEqual([503, null]);
  });
  it('SCHEMA_ERROR lists unknown body keys in the exact format', async () => {
    const r = await httpCall(base, 'POST', '/auth/password/sign-in', { headers: clientHeaders(), body: { email: 'a@b.co', password: 'x', foo: 1, bar: 2 } });
    const message = 'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body contains unknown properties: foo, bar';
    expectKnown(r, 400, 'SCHEMA_ERROR');
    expect(r.body.error).toBe(message);
    expect(r.body.details).toEqual({ message });
  });
  it('SCHEMA_ERROR for a query parameter on the root', async () => {
    expectKnown(await httpCall(base, 'GET', '/api/v1?x=1'), 400, 'SCHEMA_ERROR');
  });
  it('BODY_PARSING_ERROR for bad JSON and unknown content types', async () => {
    expectKnown(await httpCall(base, 'POST', '/auth/password/sign-in', { headers: clientHeaders({ 'content-type': 'application/json' }), rawBody: '{oops' }), 400, 'BODY_PARSING_ERROR');
    expectKnown(await httpCall(base, 'POST', '/auth/password/sign-in', { headers: clientHeaders({ 'content-type': 'application/xml' }), rawBody: '<a/>' }), 400, 'BODY_PARSING_ERROR');
  });
  it('unknown routes are 404 text', async () => {
    const r = await httpCall(base, 'GET', '/no/such/route', { headers: clientHeaders() });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
  it('list envelopes, 201 on creates', async () => {
    const user = await signUp(server.emulator.handler);
    const r = await httpCall<{ items: unknown[]; is_paginated: boolean }>(base, 'GET', '/auth/sessions?user_id=me', { headers: clientHeaders({ 'x-stack-access-token': user.access_token }) });
    expect(r.status).toBe(200);
    expect(r.body.is_paginated).toBe(false);
    expect(r.body.items).toHaveLength(1);
    const fault = await httpCall(base, 'POST', '/emulator/faults', { body: { path: '/never', fault: { kind: 'hang' } } });
    expect(fault.status).toBe(201);
    await httpCall(base, 'DELETE', '/emulator/faults');
  });
  it('a route throwing unexpectedly answers 500 text without a stack', async () => {
    const keys = server.emulator.core.keys;
    server.emulator.core.keys = { ...keys, privateKey: keys.publicKey };
    try {
      const r = await httpCall(base, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email: uniqueEmail(), password: 'long enough' } });
      expect(r.status).toBe(500);
      expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(r.text).not.toMatch(/at .*\.ts/);
    } finally {
      server.emulator.core.keys = keys;
    }
  });
});

describe('faults over HTTP', () => {
  afterEach(() => httpCall(base, 'DELETE', '/emulator/faults'));
  it('drop-before destroys the socket and the handler never runs', async () => {
    await httpCall(base, 'POST', '/emulator/faults', { body: { method: 'POST', path: '/auth/password/sign-up', times: 1, fault: { kind: 'drop-before' } } });
    const email = uniqueEmail();
    await expect(httpCall(base, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'long enough' } })).rejects.toThrow();
    const again = await httpCall(base, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'long enough' } });
    expect(again.status).toBe(200);
  });
  it('drop-after runs the handler, then drops: a resend would be a duplicate', async () => {
    await httpCall(base, 'POST', '/emulator/faults', { body: { path: '/auth/password/sign-up', times: 1, fault: { kind: 'drop-after' } } });
    const email = uniqueEmail();
    await expect(httpCall(base, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'long enough' } })).rejects.toThrow();
    const again = await httpCall(base, 'POST', '/auth/password/sign-up', { headers: clientHeaders(), body: { email, password: 'long enough' } });
    expectKnown(again, 409, 'USER_EMAIL_ALREADY_EXISTS');
  });
  it('429 with each Retry-After form, 5xx statuses, then back to normal', async () => {
    for (const retry of ['3', 'Wed, 21 Oct 2015 07:28:00 GMT', 'invalid']) {
      await httpCall(base, 'POST', '/emulator/faults', { body: { path: '/api/v1', times: 1, fault: { kind: '429', retry_after: retry } } });
      const r = await httpCall(base, 'GET', '/api/v1');
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toBe(retry);
    }
    await httpCall(base, 'POST', '/emulator/faults', { body: { path: '/api/v1', times: 1, fault: { kind: '429', retry_after: null } } });
    const none = await httpCall(base, 'GET', '/api/v1');
    expect(none.status).toBe(429);
    expect(none.headers.get('retry-after')).toBeNull();
    await httpCall(base, 'POST', '/emulator/faults', { body: { path: '/api/v1', times: 1, fault: { kind: 'status', status: 503 } } });
    expect((await httpCall(base, 'GET', '/api/v1')).status).toBe(503);
    expect((await httpCall(base, 'GET', '/api/v1')).status).toBe(200);
  });
});

it('in-process handler: same behaviour without a socket', async () => {
  const r = await call(server.emulator.handler, 'GET', '/users/me', { headers: clientHeaders() });
  expect(r.body.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
});

it('node:http bridge keeps every set-cookie header of a response', async () => {
  const emulator = createEmulator({ log: () => undefined });
  const twoCookies = (): Promise<Response> => Promise.resolve(new Response('ok', { headers: [['set-cookie', 'a=1; Path=/'], ['set-cookie', 'b=2; Path=/']] }));
  const own = await startEmulatorServer({ port: 0, emulator: { ...emulator, handler: twoCookies } });
  try {
    const r = await fetch(`${own.url}/api/v1`);
    expect(r.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  } finally {
    await own.close();
  }
});
