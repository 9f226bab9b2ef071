/**
 * createClientApp(options, { cookieJar }) on Node: the session of one request's cookies, read and written through the
 * jar — after the access token expired (emulator clock moved on), the refresh token serves and the new access token is
 * written back. A jar that is not a CookiePort is a ConfigurationError.
 */
import 'reflect-metadata';
import { MemoryCookieAdapter } from '../../adapters/cookies/memory-cookie.adapter';
import { SystemClockAdapter } from '../../adapters/clock/system-clock.adapter';
import { createClientApp } from '../../composition/entry-node';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';

let emulator: RunningServer;
beforeAll(async () => { emulator = await startEmulatorServer({ port: 0 }); });
afterAll(() => emulator.close());

const options = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url });

test('the jar\'s session is the app\'s; an expired access token is refreshed with the refresh cookie and written back', async () => {
  const jar = new MemoryCookieAdapter(new SystemClockAdapter());
  const browser = createClientApp(options(), { cookieJar: jar }); // stands in for the browser writing its cookies
  const signedUp = await browser.signUpWithPassword({ email: 'jar@example.com', password: 'correct horse battery staple' });
  expect(signedUp.ok).toBe(true);
  const before = jar.get('stack-access');
  expect(Object.keys(jar.getAll()).sort()).toEqual(['stack-access', `stack-refresh-${SEED.demo.projectId}--default`]);

  emulator.emulator.clock.advance(3 * 3600 * 1000); // far past the access token's lifetime, well within the refresh token's
  const perRequest = createClientApp(options(), { cookieJar: jar });
  expect((await perRequest.getUser())?.primaryEmail).toBe('jar@example.com');
  expect(jar.get('stack-access')).not.toBe(before);
  expect(JSON.parse(jar.get('stack-access')!)[0]).toBe(JSON.parse(before!)[0]); // same refresh token, new access token

  await perRequest.signOut();
  expect(jar.getAll()).toEqual({});
  expect(await createClientApp(options(), { cookieJar: jar }).getUser()).toBeNull();
});

test('an explicit tokenStore option wins over the jar', async () => {
  const jar = new MemoryCookieAdapter(new SystemClockAdapter());
  const app = createClientApp({ ...options(), tokenStore: 'memory' }, { cookieJar: jar });
  const up = await app.signUpWithPassword({ email: 'memory-wins@example.com', password: 'correct horse battery staple' });
  expect(up.ok).toBe(true);
  expect(jar.getAll()).toEqual({});
});

test.each([
  ['not an object', { cookieJar: 'cookies' }],
  ['missing remove', { cookieJar: { get: () => undefined, getAll: () => ({}), set: () => undefined } }],
  ['secure not a boolean', { cookieJar: new MemoryCookieAdapter(new SystemClockAdapter()), secure: 'yes' }],
])('a bad cookie jar (%s) is a ConfigurationError naming cookieJar', (_, source) => {
  expect(() => createClientApp(options(), source as never)).toThrow(ConfigurationError);
  expect(() => createClientApp(options(), source as never)).toThrow(/cookieJar/);
});
