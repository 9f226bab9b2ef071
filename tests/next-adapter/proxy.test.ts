/**
 * portcullisProxy with Next's own NextRequest / NextResponse (no Next server): protected prefixes, the redirect to
 * sign-in with a same-origin return target (under Next's basePath), the refresh written on the response and forwarded
 * to the page's request, forged cookies refused by local verification, option checks. The session comes from the
 * emulator, reached through a counting forwarder so the tests see what the proxy asks the service.
 */
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { NextRequest } from 'next/server.js';
import { createClientApp } from '../../composition/entry-node';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';
import { NextCookieJar } from '../../next-adapter/next-cookie-jar';
import { portcullisProxy } from '../../next-adapter/proxy';
import { isProtectedPath } from '../../next-adapter/proxy-options';
import { relativeReturnTarget } from '../../next-adapter/return-target';

let emulator: RunningServer;
let forwarder: Server;
let forwarderUrl: string;
/** Paths of the requests that went through the forwarder to the emulator. */
const forwarded: string[] = [];

let target = '';

/** Passes every request on to the emulator (at `target`), recording its path. */
async function startForwarder(): Promise<void> {
  forwarder = createServer((req, res) => {
    forwarded.push(new URL(req.url ?? '/', target).pathname);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host').map(([k, v]) => [k, String(v)]));
      const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
      void fetch(new URL(req.url ?? '/', target), { method: req.method, headers, body }).then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  forwarderUrl = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  await startForwarder();
  // The emulator names the forwarder as its API URL (the tokens' issuer): the apps reach it only through there.
  emulator = await startEmulatorServer({ port: 0, apiUrl: forwarderUrl });
  target = emulator.url;
});
afterAll(async () => {
  await new Promise<void>((resolve) => forwarder.close(() => resolve()));
  await emulator.close();
});
const options = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: forwarderUrl });
const JWKS_PATH = `/api/v1/projects/${SEED.demo.projectId}/.well-known/jwks.json`;

async function sessionCookieHeader(email: string): Promise<string> {
  const request = new NextRequest('http://127.0.0.1:3000/');
  const jar = new NextCookieJar(request.cookies, null);
  const up = await createClientApp(options(), { cookieJar: jar }).signUpWithPassword({ email, password: 'correct horse battery staple' });
  if (!up.ok) throw up.error;
  return Object.entries(jar.getAll()).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
}

test('unprotected paths pass untouched; signed-out requests under a prefix go to sign-in with the return target', async () => {
  const proxy = portcullisProxy({ protect: ['/dashboard/'], ...options() });
  const open = await proxy(new NextRequest('http://127.0.0.1:3000/dashboards'));
  expect(open.headers.get('x-middleware-next')).toBe('1');
  const guarded = await proxy(new NextRequest('http://127.0.0.1:3000/dashboard/team?tab=2'));
  expect(guarded.status).toBe(307);
  const location = new URL(guarded.headers.get('location')!);
  // Same host (NextRequest spells 127.0.0.1 as localhost; Next's server turns a same-host Location into a relative one).
  expect(location.port + location.pathname).toBe('3000/handler/sign-in');
  expect(location.searchParams.get('after_auth_return_to')).toBe('/dashboard/team?tab=2');
});

test('a session passes after one key-set fetch, then with no request to the service while its access token is fresh', async () => {
  const cookie = await sessionCookieHeader('proxy-fresh@example.com');
  const proxy = portcullisProxy({ protect: ['/dashboard'], ...options() });
  forwarded.length = 0;
  for (const _ of [1, 2, 3]) {
    const response = await proxy(new NextRequest('http://127.0.0.1:3000/dashboard', { headers: { cookie } }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('set-cookie')).toBeNull();
  }
  expect(forwarded).toEqual([JWKS_PATH]);
}, 30_000);

/** The genuine header and claims with an expiry a day ahead, and a signature nobody made (86 base64url zeros). */
function unsigned(genuine: string): string {
  const claims = { ...decodeJwt(genuine), exp: Math.floor(Date.now() / 1000) + 86_400 };
  return `${genuine.split('.')[0]!}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${'A'.repeat(86)}`;
}

/** The same claims (a day ahead), signed by a key the project never published, under its published key id. */
async function signedByStranger(genuine: string): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  const claims = { ...decodeJwt(genuine), exp: Math.floor(Date.now() / 1000) + 86_400 };
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(genuine).kid! }).sign(privateKey);
}

const accessCookieOf = (cookie: string): [string, string] => JSON.parse(decodeURIComponent(/stack-access=([^;]+)/.exec(cookie)![1]!)) as [string, string];
const withAccessCookie = (cookie: string, pair: [string, string]): string =>
  cookie.replace(/stack-access=[^;]+/, `stack-access=${encodeURIComponent(JSON.stringify(pair))}`);

test.each([['unsigned', unsigned], ['signed by another key', signedByStranger]])(
  'a forged access token (%s, exp a day ahead) with a forged refresh token: signed out, to sign-in, never the page',
  async (_, forge) => {
    const cookie = await sessionCookieHeader(`proxy-forged-${forge.name}@example.com`);
    const [, genuine] = accessCookieOf(cookie);
    const forgedRefresh = cookie.replace(/refresh_token%22%3A%22[^%]+/, 'refresh_token%22%3A%22forged-refresh-token');
    const forged = withAccessCookie(forgedRefresh, ['forged-refresh-token', await forge(genuine)]);
    const response = await portcullisProxy({ protect: ['/dashboard'], ...options() })(new NextRequest('http://127.0.0.1:3000/dashboard', { headers: { cookie: forged } }));
    expect(response.status).toBe(307);
    expect(response.headers.get('x-middleware-next')).toBeNull();
    expect(new URL(response.headers.get('location')!).pathname).toBe('/handler/sign-in');
  },
  30_000,
);

test('a forged access token beside a genuine refresh token: refreshed with it, and the page gets the new, verified token', async () => {
  const cookie = await sessionCookieHeader('proxy-forged-access@example.com');
  const [refreshToken, genuine] = accessCookieOf(cookie);
  const forgedToken = unsigned(genuine);
  const response = await portcullisProxy({ protect: ['/dashboard'], ...options() })(
    new NextRequest('http://127.0.0.1:3000/dashboard', { headers: { cookie: withAccessCookie(cookie, [refreshToken, forgedToken]) } }),
  );
  expect(response.headers.get('x-middleware-next')).toBe('1');
  const forwardedCookie = response.headers.get('x-middleware-request-cookie')!;
  const [, fresh] = accessCookieOf(forwardedCookie);
  expect(fresh).not.toBe(forgedToken);
  expect(decodeProtectedHeader(fresh).alg).toBe('ES256');
  expect(response.headers.get('set-cookie')).toMatch(/stack-access=%5B/);
}, 30_000);

test('under a Next basePath, the sign-in redirect and the return target keep it', async () => {
  const proxy = portcullisProxy({ protect: ['/dashboard'], ...options() });
  const request = new NextRequest('http://127.0.0.1:3000/app/dashboard/team?tab=2', { nextConfig: { basePath: '/app' } });
  expect(request.nextUrl.pathname).toBe('/dashboard/team');
  const location = new URL((await proxy(request)).headers.get('location')!);
  expect(location.pathname).toBe('/app/handler/sign-in');
  expect(location.searchParams.get('after_auth_return_to')).toBe('/app/dashboard/team?tab=2');
  // A sign-in URL configured with the basePath already is not given it twice.
  const configured = portcullisProxy({ protect: ['/dashboard'], ...options(), urls: { signIn: '/app/login' } });
  expect(new URL((await configured(request)).headers.get('location')!).pathname).toBe('/app/login');
}, 30_000);

test('an expired access token is refreshed: new cookie on the response and on the request the page reads', async () => {
  const cookie = await sessionCookieHeader('proxy-refresh@example.com');
  // Without its access cookie the session must be refreshed before the page (as with an access token past expiry).
  const expired = cookie.replace(/stack-access=[^;]+/, 'stack-access=');
  const response = await portcullisProxy({ protect: ['/dashboard'], ...options() })(new NextRequest('http://127.0.0.1:3000/dashboard', { headers: { cookie: expired } }));
  expect(response.headers.get('x-middleware-next')).toBe('1');
  expect(response.headers.get('set-cookie')).toMatch(/stack-access=/);
  // Next forwards overridden request headers to the page under x-middleware-request-*.
  expect(response.headers.get('x-middleware-request-cookie')).toMatch(/stack-access=%5B/);
});

test('a refused refresh token goes to sign-in and clears the dead cookies', async () => {
  const cookie = (await sessionCookieHeader('proxy-revoked@example.com')).replace(/stack-access=[^;]+/, 'stack-access=');
  const dead = cookie.replace(/refresh_token%22%3A%22[^%]+/, 'refresh_token%22%3A%22not-a-real-token');
  const response = await portcullisProxy({ protect: ['/'], ...options() })(new NextRequest('http://127.0.0.1:3000/x', { headers: { cookie: dead } }));
  expect(response.status).toBe(307);
  expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
});

test('the return target is a same-origin path only', () => {
  expect(relativeReturnTarget('/dashboard', '?a=1')).toBe('/dashboard?a=1');
  expect(relativeReturnTarget('//evil.example/x', '')).toBe('/');
  expect(relativeReturnTarget('/\\evil.example', '')).toBe('/');
  expect(relativeReturnTarget('/a\u0000b', '')).toBe('/');
  expect(relativeReturnTarget('dashboard', '')).toBe('/');
});

test('prefixes match whole path segments', () => {
  expect(isProtectedPath('/dashboard', ['/dashboard'])).toBe(true);
  expect(isProtectedPath('/dashboard/x', ['/dashboard'])).toBe(true);
  expect(isProtectedPath('/dashboards', ['/dashboard'])).toBe(false);
  expect(isProtectedPath('/anything', ['/'])).toBe(true);
});

test.each([
  ['no options', undefined],
  ['no protect', {}],
  ['empty protect', { protect: [] }],
  ['a relative prefix', { protect: ['dashboard'] }],
  ['a protocol-relative prefix', { protect: ['//evil.example'] }],
  ['a non-string prefix', { protect: [42] }],
])('bad options (%s): ConfigurationError at start-up', (_, bad) => {
  expect(() => portcullisProxy(bad as never)).toThrow(ConfigurationError);
});
