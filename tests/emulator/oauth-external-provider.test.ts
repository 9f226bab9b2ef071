/**
 * Shared OAuth providers served by an outside OIDC test server (EmulatorOptions.sharedOAuthProvider): the authorize
 * redirect, the code exchange with PKCE and client_secret_basic, the userinfo profile, and connected-account tokens
 * checked with the server and renewed by refresh token. The server here is a small stand-in on 127.0.0.1.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SharedOAuthProviderEndpoints } from '../../emulator';
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, clientHeaders, DEMO } from './helpers';
import { callback, codeOf, exchange, startFlow } from './support/oauth-flow';

const SECRET = 'test-server-secret';

/** The stand-in: codes, access and refresh tokens it issued, and which of them it has revoked. */
const issued = { codes: new Map<string, { challenge: string }>(), access: new Set<string>(), refresh: new Set<string>() };
let server: Server;
// Filled in once the stand-in listens; the emulator reads the same object at request time.
const endpoints: SharedOAuthProviderEndpoints = { authorizationUrl: '', tokenUrl: '', userinfoUrl: '', clientSecret: SECRET };

function handle(url: URL, method: string, headers: Record<string, string | string[] | undefined>, body: URLSearchParams): { status: number; json: unknown } {
  if (url.pathname === '/me') {
    const token = String(headers.authorization ?? '').replace(/^Bearer /, '');
    return issued.access.has(token) ? { status: 200, json: { sub: 'acct-1', email: 'ext@example.com', email_verified: true } } : { status: 401, json: {} };
  }
  if (url.pathname !== '/token' || method !== 'POST') return { status: 404, json: {} };
  if (headers.authorization !== `Basic ${Buffer.from(`google:${SECRET}`).toString('base64')}`) return { status: 401, json: { error: 'invalid_client' } };
  const tokens = () => {
    const access = randomBytes(8).toString('hex');
    const refresh = randomBytes(8).toString('hex');
    issued.access.add(access);
    issued.refresh.add(refresh);
    return { status: 200, json: { access_token: access, refresh_token: refresh, expires_in: 3600, scope: 'openid offline_access', token_type: 'Bearer' } };
  };
  if (body.get('grant_type') === 'refresh_token') return issued.refresh.has(body.get('refresh_token') ?? '') ? tokens() : { status: 400, json: { error: 'invalid_grant' } };
  const code = issued.codes.get(body.get('code') ?? '');
  const verifier = body.get('code_verifier') ?? '';
  if (code === undefined || createHash('sha256').update(verifier).digest('base64url') !== code.challenge) return { status: 400, json: { error: 'invalid_grant' } };
  issued.codes.delete(body.get('code') ?? '');
  return tokens();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => { raw += chunk.toString(); });
    req.on('end', () => {
      const { status, json } = handle(new URL(req.url ?? '/', 'http://x'), req.method ?? 'GET', req.headers, new URLSearchParams(raw));
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  endpoints.authorizationUrl = `${base}/auth`;
  endpoints.tokenUrl = `${base}/token`;
  endpoints.userinfoUrl = `${base}/me`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { emu, h } = emulatorUnderTest({ apiUrl: 'http://emu.test', sharedOAuthProvider: endpoints });

beforeAll(() => {
  emu.state.projects[DEMO.projectId]!.config.oauthProviders.push({ id: 'google', type: 'shared' });
});

/** authorize → the stand-in's code (what its login form would hand back) → callback → token. */
async function signIn() {
  const flow = await startFlow(h, {}, 'google');
  const location = new URL(flow.location);
  const code = randomBytes(8).toString('hex');
  issued.codes.set(code, { challenge: location.searchParams.get('code_challenge') ?? '' });
  const redirect = await callback(h, `http://emu.test/api/v1/auth/oauth/callback/google?${new URLSearchParams({ code, state: flow.innerState, iss: 'x' }).toString()}`, flow.cookie);
  const token = await exchange(h, flow, codeOf(redirect.headers.get('location') ?? 'http://x'));
  const headers = clientHeaders({ 'x-stack-access-token': String(token.body.access_token) });
  return { flow, location, redirect, token, headers };
}

const providerToken = (headers: Record<string, string>) =>
  call(h, 'POST', '/connected-accounts/me/google/access-token', { headers, body: { scope: 'openid' } });

describe('sharedOAuthProvider', () => {
  it('sends the browser to the outside server with the provider id as client and S256 PKCE', async () => {
    const { location } = await signIn();
    expect(`${location.origin}${location.pathname}`).toBe(endpoints.authorizationUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'google', scope: 'openid offline_access', response_type: 'code', redirect_uri: 'http://emu.test/api/v1/auth/oauth/callback/google',
      code_challenge_method: 'S256', code_challenge: expect.stringMatching(/^[\w-]{43}$/), state: expect.any(String), access_type: 'offline', prompt: 'consent',
    });
  });

  it('signs the user in with the userinfo profile and hands out the server\'s access token', async () => {
    const { token, headers } = await signIn();
    expect(token.status).toBe(200);
    const me = await call(h, 'GET', '/users/me', { headers });
    expect(me.body).toMatchObject({ primary_email: 'ext@example.com', primary_email_verified: true, oauth_providers: [{ id: 'google', account_id: 'acct-1' }] });
    const r = await providerToken(headers);
    expect(r.status).toBe(201);
    expect(issued.access.has(String(r.body.access_token))).toBe(true);
  });

  it('renews a revoked access token with the refresh token; a revoked refresh token means re-authorize', async () => {
    const { headers } = await signIn();
    const first = String((await providerToken(headers)).body.access_token);
    issued.access.delete(first);
    const renewed = await providerToken(headers);
    expect(renewed.status).toBe(201);
    expect(renewed.body.access_token).not.toBe(first);
    expect(issued.access.has(String(renewed.body.access_token))).toBe(true);
    issued.access.clear();
    issued.refresh.clear();
    const refused = await providerToken(headers);
    expect([refused.status, refused.body.code]).toEqual([400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE']);
  });

  it('a code the server refuses is the service\'s invalid-grant text', async () => {
    const flow = await startFlow(h, {}, 'google');
    const r = await callback(h, `http://emu.test/api/v1/auth/oauth/callback/google?${new URLSearchParams({ code: 'unknown', state: flow.innerState }).toString()}`, flow.cookie);
    expect([r.status, r.text]).toEqual([400, 'Inner OAuth callback failed due to invalid grant. Please try again.']);
  });
});
