/**
 * Against the real backend: portcullis/next's proxy with the backend's own sessions (issue 32) — a genuine session
 * passes after one key-set fetch and then with no call; a forged access token (unsigned, expiring in a day) beside a
 * refresh token the backend never issued goes to sign-in; a forged access token beside a genuine refresh token is
 * replaced by the backend's refresh, and the page gets the new token.
 */
import { NextRequest } from 'next/server.js';
import { createClientApp } from '../../composition/entry-node';
import { NextCookieJar } from '../../next-adapter/next-cookie-jar';
import { portcullisProxy } from '../../next-adapter/proxy';
import { describeReal, newProject, realBackend } from '../support/real-backend';
import { PASSWORD, uniqueEmail } from './node-apps';

describeReal('real backend: portcullisProxy verifies the session locally', () => {
  let options: { projectId: string; publishableClientKey: string; baseUrl: string };
  const calls: string[] = [];
  const originalFetch = globalThis.fetch;

  beforeAll(async () => {
    const keys = await newProject({ name: 'portcullis-real-next-proxy' });
    options = { projectId: keys.projectId, publishableClientKey: keys.publishableClientKey, baseUrl: realBackend().url };
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push(new URL(url).pathname);
      return originalFetch(input, init);
    };
  });
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  /** A new user's session cookies, as the server entry writes them on http. */
  async function sessionCookie(): Promise<string> {
    const jar = new NextCookieJar(new NextRequest('http://127.0.0.1:3000/').cookies, null);
    const up = await createClientApp(options, { cookieJar: jar }).signUpWithPassword({ email: uniqueEmail('proxy'), password: PASSWORD, noRedirect: true });
    if (!up.ok) throw up.error;
    return Object.entries(jar.getAll()).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  const accessPair = (cookie: string): [string, string] => JSON.parse(decodeURIComponent(/stack-access=([^;]+)/.exec(cookie)![1]!)) as [string, string];
  const withAccess = (cookie: string, pair: [string, string]): string =>
    cookie.replace(/stack-access=[^;]+/, `stack-access=${encodeURIComponent(JSON.stringify(pair))}`);
  /** The genuine header and claims, expiring in a day, with a signature nobody made. */
  const unsigned = (token: string): string => {
    const [header, payload] = token.split('.') as [string, string];
    const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: Math.floor(Date.now() / 1000) + 86_400 };
    return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${'A'.repeat(86)}`;
  };
  const request = (cookie: string) => new NextRequest('http://127.0.0.1:3000/dashboard', { headers: { cookie } });

  it('a genuine session passes: one key-set fetch, then no call while its token is fresh', async () => {
    const cookie = await sessionCookie();
    const proxy = portcullisProxy({ protect: ['/dashboard'], ...options });
    calls.length = 0;
    for (const _ of [1, 2]) expect((await proxy(request(cookie))).headers.get('x-middleware-next')).toBe('1');
    expect(calls).toEqual([`/api/v1/projects/${options.projectId}/.well-known/jwks.json`]);
  });

  it('a forged access token with a forged refresh token: to sign-in, the backend refusing the refresh', async () => {
    const cookie = await sessionCookie();
    const [, genuine] = accessPair(cookie);
    const forged = withAccess(cookie.replace(/refresh_token%22%3A%22[^%]+/, 'refresh_token%22%3A%22forged'), ['forged', unsigned(genuine)]);
    const response = await portcullisProxy({ protect: ['/dashboard'], ...options })(request(forged));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect([location.pathname, location.searchParams.get('after_auth_return_to')]).toEqual(['/handler/sign-in', '/dashboard']);
  });

  it('a forged access token with a genuine refresh token: the backend refreshes it, and the page gets the new token', async () => {
    const cookie = await sessionCookie();
    const [refreshToken, genuine] = accessPair(cookie);
    const forgedToken = unsigned(genuine);
    calls.length = 0;
    const response = await portcullisProxy({ protect: ['/dashboard'], ...options })(request(withAccess(cookie, [refreshToken, forgedToken])));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    const [, fresh] = accessPair(response.headers.get('x-middleware-request-cookie')!);
    expect(fresh).not.toBe(forgedToken);
    expect(calls).toContain('/api/v1/auth/oauth/token'); // the refresh grant
  });
});
