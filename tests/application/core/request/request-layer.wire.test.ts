// The wire format: exact headers per access type, URL/body encoding, options resolution, response decoding.
import * as z from 'zod';
import { BrowserEnvironmentAdapter } from '../../../../adapters/environment/browser-environment.adapter';
import { NodeEnvironmentAdapter } from '../../../../adapters/environment/node-environment.adapter';
import { apiPath } from '../../../../application/core/request/api-url';
import { resolveRequestOptions, type RequestOptionsInput } from '../../../../application/core/request/request-options';
import { NO_SESSION } from '../../../../application/core/session/session-source';
import { ConfigurationError } from '../../../../domain/errors/configuration-error';
import { KnownErrors } from '../../../../domain/errors/known-errors';
import { UnexpectedResponseError } from '../../../../domain/errors/unexpected-response-error';
import { isCrockfordBase32 } from '../../../../domain/shared/base32';
import { FakeSessionSource } from '../../../fakes/fake-session-source';
import { json, knownError } from '../../../fakes/scripted-http';
import { makeLayer, PROJECT_ID, settle, START_MS } from './request-harness';

const OK = json(200, { ok: true });
const session = new FakeSessionSource({ accessToken: 'the-access-token', refreshToken: 'the-refresh-token' });

async function headersFor(options: Partial<RequestOptionsInput>, method: 'GET' | 'POST' = 'GET', s = session) {
  const { layer, clock, http } = makeLayer([OK], options);
  await settle(clock, layer.send({ method, path: '/users/me', session: s }));
  const { 'X-Stack-Random-Nonce': nonce, ...rest } = http.seen[0]!.headers;
  return { nonce, headers: rest };
}

const COMMON = {
  'X-Stack-Override-Error-Status': 'true',
  'X-Stack-Project-Id': PROJECT_ID,
  'X-Stack-Client-Version': 'js @portcullis/client@0.1.0',
  'X-Stack-Allow-Anonymous-User': 'true',
  'X-Stack-Access-Token': 'the-access-token',
  'X-Stack-Refresh-Token': 'the-refresh-token',
};

describe('headers per access type (protocol §1.2)', () => {
  it('client without a publishable key', async () => {
    const { headers, nonce } = await headersFor({});
    expect(headers).toEqual({ ...COMMON, 'X-Stack-Access-Type': 'client' });
    expect(nonce).toHaveLength(45); // 224 bits in base32
    expect(isCrockfordBase32(nonce!)).toBe(true);
  });

  it('client with a publishable key, signed out, POST without a body sends {}', async () => {
    const { layer, clock, http } = makeLayer([OK], { publishableClientKey: 'pck_abc' });
    await settle(clock, layer.send({ method: 'POST', path: '/auth/password/sign-in', session: NO_SESSION }));
    const { 'X-Stack-Random-Nonce': _n, ...headers } = http.seen[0]!.headers;
    expect(headers).toEqual({
      'X-Stack-Override-Error-Status': 'true', 'X-Stack-Project-Id': PROJECT_ID, 'X-Stack-Access-Type': 'client',
      'X-Stack-Client-Version': 'js @portcullis/client@0.1.0', 'X-Stack-Allow-Anonymous-User': 'true',
      'X-Stack-Publishable-Client-Key': 'pck_abc', 'Content-Type': 'application/json',
    });
    expect(http.seen[0]!.body).toBe('{}');
  });

  it('server: secret key header', async () => {
    const { headers } = await headersFor({ accessType: 'server', secretServerKey: 'ssk_x' });
    expect(headers).toEqual({ ...COMMON, 'X-Stack-Access-Type': 'server', 'x-stack-secret-server-key': 'ssk_x' });
  });

  it('admin with keys', async () => {
    const { headers } = await headersFor({ accessType: 'admin', secretServerKey: 'ssk_x', superSecretAdminKey: 'sak_y' });
    expect(headers).toEqual({ ...COMMON, 'X-Stack-Access-Type': 'admin', 'x-stack-secret-server-key': 'ssk_x', 'x-stack-super-secret-admin-key': 'sak_y' });
  });

  it('admin from a project-owner session: admin access token (from a function), empty key headers', async () => {
    const { headers } = await headersFor({ accessType: 'admin', adminAccessToken: async () => 'owner-jwt', projectId: 'internal' });
    expect(headers).toEqual({
      ...COMMON, 'X-Stack-Project-Id': 'internal', 'X-Stack-Access-Type': 'admin',
      'X-Stack-Admin-Access-Token': 'owner-jwt', 'x-stack-secret-server-key': '', 'x-stack-super-secret-admin-key': '',
    });
  });

  it('extra request headers merge last, replacing any casing of the same name', async () => {
    const { headers } = await headersFor({ extraRequestHeaders: { 'x-stack-client-version': 'js @acme/app@2.0.0', 'x-vercel-protection-bypass': 'b' } });
    expect(headers['x-stack-client-version']).toBe('js @acme/app@2.0.0');
    expect(headers['X-Stack-Client-Version']).toBeUndefined();
    expect(headers['x-vercel-protection-bypass']).toBe('b');
  });

  it('a fresh nonce on every attempt', async () => {
    const { layer, clock, http } = makeLayer([{ fail: 'network' }, { fail: 'network' }, OK]);
    await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION }));
    const nonces = new Set(http.seen.map((r) => r.headers['X-Stack-Random-Nonce']));
    expect(nonces.size).toBe(3);
  });

  it('noProjectHeaders sends no x-stack header at all, and a form body', async () => {
    const { layer, clock, http } = makeLayer([OK], { publishableClientKey: 'pck_abc', accessType: 'server', secretServerKey: 'ssk_x' });
    await settle(clock, layer.send({ method: 'POST', path: '/auth/oauth/token', body: { form: { a: '1 2', b: 'é&=' } }, session, noProjectHeaders: true }));
    expect(http.seen[0]!.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(http.seen[0]!.body).toBe('a=1+2&b=%C3%A9%26%3D');
  });
});

describe('URLs', () => {
  it('every path segment and query value is encoded; undefined query values are dropped', async () => {
    const { layer, clock, http } = makeLayer([OK]);
    const path = apiPath`/team-member-profiles/${'a/b?c'}/${'.x.'}`;
    await settle(clock, layer.send({ method: 'GET', path, query: { team_id: 'x&y=z', recursive: true, limit: 5, cursor: undefined }, session: NO_SESSION }));
    expect(http.seen[0]!.url).toBe('http://127.0.0.1:8102/api/v1/team-member-profiles/a%2Fb%3Fc/.x.?team_id=x%26y%3Dz&recursive=true&limit=5');
  });

  it("an id that would address the collection or climb the path ('', '.', '..', also percent-encoded) is refused before sending", () => {
    // URL parsers decode %2E%2E back to '..' (WHATWG URL), so encoding it is not enough: GET /users/%2E%2E is GET /api/v1/.
    for (const id of ['', '.', '..', '%2e', '%2E%2e', '.%2E']) {
      expect(() => apiPath`/users/${id}`).toThrow(expect.objectContaining({ name: 'InvalidArgumentError', argument: 'id in /users/{…}' }));
    }
    expect(new URL('http://h/api/v1/users/%2E%2E').pathname).toBe('/api/v1/'); // why
  });

  it('a path with a query or without a leading slash is a bug, not a request', async () => {
    const { layer, http } = makeLayer([OK]);
    await expect(layer.send({ method: 'GET', path: '/users?x=1', session: NO_SESSION })).rejects.toMatchObject({ name: 'InternalAssertionError' });
    await expect(layer.send({ method: 'GET', path: 'users', session: NO_SESSION })).rejects.toMatchObject({ name: 'InternalAssertionError' });
    expect(http.seen).toHaveLength(0);
  });
});

describe('resolveRequestOptions', () => {
  const server = (vars: Record<string, string> = {}) => new NodeEnvironmentAdapter(vars);
  const base = { projectId: PROJECT_ID, accessType: 'client' } as const;

  it('defaults: hosted base URL, client version, 30 s per attempt, 120 s deadline', () => {
    expect(resolveRequestOptions(base, server())).toMatchObject({
      baseUrl: 'https://api.stack-auth.com', clientVersion: 'js @portcullis/client@0.1.0', attemptTimeoutMs: 30_000, deadlineMs: 120_000,
    });
  });

  it('base URL: option, then STACK_API_URL, then NEXT_PUBLIC_STACK_API_URL; trailing slash stripped', () => {
    const env = server({ STACK_API_URL: 'http://127.0.0.1:8102/', NEXT_PUBLIC_STACK_API_URL: 'http://127.0.0.1:9999' });
    expect(resolveRequestOptions(base, env).baseUrl).toBe('http://127.0.0.1:8102');
    expect(resolveRequestOptions(base, server({ NEXT_PUBLIC_STACK_API_URL: 'http://127.0.0.1:9999' })).baseUrl).toBe('http://127.0.0.1:9999');
    expect(resolveRequestOptions({ ...base, baseUrl: 'http://localhost:1/' }, env).baseUrl).toBe('http://localhost:1');
  });

  test.each([
    ['project id not a UUID', { projectId: 'p1' }],
    ['unknown access type', { accessType: 'root' }],
    ['client version the backend cannot parse', { clientVersion: 'portcullis 1' }],
    ['relative base URL', { baseUrl: '/api' }],
    ['zero timeout', { attemptTimeoutMs: 0 }],
    ['unknown option', { projectID: 'x' }],
  ])('refuses %s with a ConfigurationError listing issues', (_name, patch) => {
    let error: unknown;
    try {
      resolveRequestOptions({ ...base, ...patch } as RequestOptionsInput, server());
    } catch (e) {
      error = e;
    }
    expect(ConfigurationError.isInstance(error)).toBe(true);
    expect((error as ConfigurationError).issues.length).toBeGreaterThan(0);
  });

  test.each([
    ['secret server key', { accessType: 'server', secretServerKey: 'ssk_SECRET-VALUE' }],
    ['super-secret admin key', { accessType: 'admin', superSecretAdminKey: 'sak_SECRET-VALUE' }],
  ])('refuses a %s in a browser, without echoing it', (_name, patch) => {
    const browser = new BrowserEnvironmentAdapter();
    expect(() => resolveRequestOptions({ ...base, ...patch } as RequestOptionsInput, browser)).toThrow(/only be used on a server/);
    try {
      resolveRequestOptions({ ...base, ...patch } as RequestOptionsInput, browser);
    } catch (e) {
      expect(String((e as Error).message)).not.toContain('SECRET-VALUE');
    }
    expect(() => resolveRequestOptions({ ...base, ...patch } as RequestOptionsInput, server())).not.toThrow();
  });

  it('allows a browser admin app built from a project-owner session (no secret keys)', () => {
    expect(() => resolveRequestOptions({ ...base, accessType: 'admin', adminAccessToken: () => 'jwt' }, new BrowserEnvironmentAdapter())).not.toThrow();
  });
});

describe('responses (protocol §1.5–1.6)', () => {
  const send = async (step: Parameters<typeof makeLayer>[0][number], schema?: z.ZodType<unknown>) => {
    const { layer, clock, serverTime } = makeLayer([step]);
    const outcome = await settle(clock, layer.send({ method: 'GET', path: '/x', session: NO_SESSION, ...(schema ? { schema } : {}) }));
    return { outcome, serverTime };
  };

  it('a 2xx body is validated by the schema and returned typed', async () => {
    const { outcome } = await send(json(201, { id: 'u1', extra: 1 }), z.looseObject({ id: z.string() }));
    expect(outcome).toEqual({ ok: true, value: { status: 201, body: { id: 'u1', extra: 1 }, headers: { 'content-type': 'application/json; charset=utf-8' } } });
  });

  it('a malformed 200 is an UnexpectedResponseError naming the path, never the value', async () => {
    const { outcome } = await send(json(200, { access_token: 42, note: 'CANARY-ACCESS-in-body' }), z.object({ access_token: z.string() }));
    const error = (outcome as { error: UnexpectedResponseError }).error;
    expect(UnexpectedResponseError.isInstance(error)).toBe(true);
    expect(error.reason).toContain('access_token');
    expect(error.message).not.toContain('42');
  });

  it('invalid JSON in a JSON 200 is an UnexpectedResponseError', async () => {
    const { outcome } = await send({ status: 200, headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect((outcome as { error: UnexpectedResponseError }).error.reason).toMatch(/not valid JSON/);
  });

  it('a text 200 without a schema is returned as text', async () => {
    const { outcome } = await send({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'This feature is not yet supported.' });
    expect(outcome).toMatchObject({ ok: true, value: { body: 'This feature is not yet supported.' } });
  });

  it('x-stack-actual-status rebuilds the status; the known error is rebuilt with its class, details and message', async () => {
    const { outcome } = await send(knownError(409, 'USER_EMAIL_ALREADY_EXISTS', { email: 'a@b.co', would_work_if_email_was_verified: false }, 'A user with email "a@b.co" already exists.'));
    const error = (outcome as { error: InstanceType<typeof KnownErrors.UserEmailAlreadyExists> }).error;
    expect(KnownErrors.UserEmailAlreadyExists.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'USER_EMAIL_ALREADY_EXISTS', status: 409, details: { email: 'a@b.co', would_work_if_email_was_verified: false } });
    expect(error.message).toBe('A user with email "a@b.co" already exists.');
  });

  it('a known error without override (real 401) is rebuilt too', async () => {
    const { outcome } = await send(json(401, { code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'gone' }, { 'x-stack-known-error': 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED' }));
    expect(KnownErrors.RefreshTokenError.isInstance((outcome as { error: unknown }).error)).toBe(true);
  });

  test.each([
    ['another code in the body', { code: 'USER_NOT_FOUND', error: 'x' }],
    ['no code in the body', { error: 'x' }],
  ])('header/body mismatch (%s) is an UnexpectedResponseError, not a guess', async (_name, body) => {
    const { outcome } = await send(json(200, body, { 'x-stack-actual-status': '404', 'x-stack-known-error': 'TEAM_NOT_FOUND' }));
    const error = (outcome as { error: UnexpectedResponseError }).error;
    expect(UnexpectedResponseError.isInstance(error)).toBe(true);
    expect(error.status).toBe(404);
    expect(error.reason).toMatch(/TEAM_NOT_FOUND/);
  });

  it('another non-2xx keeps its trimmed text body as the reason', async () => {
    const { outcome } = await send({ status: 200, headers: { 'x-stack-actual-status': '403' }, body: '  OTP sign-in is not enabled for this project\n' });
    expect((outcome as { error: UnexpectedResponseError }).error).toMatchObject({ status: 403, reason: 'OTP sign-in is not enabled for this project' });
  });

  it('every Date header feeds ServerTime', async () => {
    const { serverTime } = await send({ status: 200, headers: { date: new Date(START_MS + 600_000).toUTCString() }, body: '' });
    expect(serverTime.offsetMs).toBe(600_000);
  });
});
