/**
 * portcullisProxy with Next's own NextRequest / NextResponse (no Next server): protected prefixes, the redirect to
 * sign-in with a same-origin return target, the refresh written on the response and forwarded to the page's request,
 * option checks. The session comes from the emulator.
 */
import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server.js';
import { createClientApp } from '../../composition/entry-node';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';
import { NextCookieJar } from '../../next-adapter/next-cookie-jar';
import { portcullisProxy } from '../../next-adapter/proxy';
import { isProtectedPath } from '../../next-adapter/proxy-options';
import { relativeReturnTarget } from '../../next-adapter/return-target';

let emulator: RunningServer;
beforeAll(async () => { emulator = await startEmulatorServer({ port: 0 }); });
afterAll(() => emulator.close());
const options = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url });

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

/** A loopback port nothing listens on: any request the proxy made there would fail. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

test('a session passes with no request to the service while its access token is fresh', async () => {
  const cookie = await sessionCookieHeader('proxy-fresh@example.com');
  const proxy = portcullisProxy({ protect: ['/dashboard'], ...options(), baseUrl: await closedPortUrl() });
  const response = await proxy(new NextRequest('http://127.0.0.1:3000/dashboard', { headers: { cookie } }));
  expect(response.headers.get('x-middleware-next')).toBe('1');
  expect(response.headers.get('set-cookie')).toBeNull();
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
