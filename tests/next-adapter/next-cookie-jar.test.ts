/**
 * NextCookieJar over stand-ins for Next's cookie stores: reads see this request's writes; a Route Handler's store
 * (writable) receives each write with Next's attribute names; a Server Component's store (Next throws on set) is left
 * alone silently and the write still serves the request. With the Node client app and the emulator: after the access
 * token expired the user is still known in both cases, and only the writable store gets the refreshed cookie.
 */
import 'reflect-metadata';
import { createClientApp } from '../../composition/entry-node';
import { SEED, startEmulatorServer, type RunningServer } from '../../emulator';
import { NextCookieJar, toNextAttributes, type NextCookieAttributes } from '../../next-adapter/next-cookie-jar';

/** A stand-in for Next's request cookies: a name → value map, with set either kept (Route Handler) or refused (Server Component). */
class FakeNextCookies {
  readonly values = new Map<string, string>();
  readonly sets: { name: string; value: string; options: NextCookieAttributes }[] = [];
  constructor(private readonly writable: boolean) {}
  get(name: string) { const value = this.values.get(name); return value === undefined ? undefined : { name, value }; }
  getAll() { return [...this.values].map(([name, value]) => ({ name, value })); }
  set(name: string, value: string, options: NextCookieAttributes) {
    // Next's own wording for a Server Component (ReadonlyRequestCookiesError).
    if (!this.writable) throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
    this.sets.push({ name, value, options });
    if (options.maxAge !== undefined && options.maxAge <= 0) this.values.delete(name);
    else this.values.set(name, value);
  }
}

test('attributes: Next names (maxAge, lower-case sameSite), never HttpOnly; a removal expires now', () => {
  expect(toNextAttributes({ maxAgeSeconds: 86_400.7, path: '/', secure: true, sameSite: 'Lax' }))
    .toEqual({ path: '/', httpOnly: false, maxAge: 86_400, secure: true, sameSite: 'lax' });
  expect(toNextAttributes({ maxAgeSeconds: 0 })).toEqual({ path: '/', httpOnly: false, maxAge: 0, expires: new Date(0) });
});

test('reads see this request\'s writes and removals, over what the request carried', () => {
  const next = new FakeNextCookies(false);
  next.values.set('a', '1');
  next.values.set('b', '2');
  const jar = new NextCookieJar(next, next);
  jar.set('c', '3', { path: '/' });
  jar.remove('a');
  expect(jar.getAll()).toEqual({ b: '2', c: '3' });
  expect(jar.get('a')).toBeUndefined();
  expect(jar.get('c')).toBe('3');
  expect(jar.writes.map((w) => [w.name, w.value])).toEqual([['c', '3'], ['a', '']]);
  expect(next.sets).toEqual([]); // refused by the Server Component store, silently
});

describe('with the Node client app against the emulator', () => {
  let emulator: RunningServer;
  beforeAll(async () => { emulator = await startEmulatorServer({ port: 0 }); });
  afterAll(() => emulator.close());
  const options = () => ({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey, baseUrl: emulator.url });

  async function signedInCookies(email: string): Promise<Map<string, string>> {
    const route = new FakeNextCookies(true);
    const app = createClientApp(options(), { cookieJar: new NextCookieJar(route, route) });
    const up = await app.signUpWithPassword({ email, password: 'correct horse battery staple' });
    if (!up.ok) throw up.error;
    return route.values;
  }

  test.each([
    ['Server Component (writes refused)', false],
    ['Route Handler (writes kept)', true],
  ])('%s: the user is known after the access token expired', async (_, writable) => {
    const email = `next-${writable ? 'route' : 'rsc'}@example.com`;
    const next = new FakeNextCookies(writable);
    for (const [name, value] of await signedInCookies(email)) next.values.set(name, value);
    const accessBefore = next.values.get('stack-access');
    emulator.emulator.clock.advance(3 * 3600 * 1000);

    const app = createClientApp(options(), { cookieJar: new NextCookieJar(next, next) });
    expect((await app.getUser())?.primaryEmail).toBe(email);
    expect(next.values.get('stack-access') !== accessBefore).toBe(writable);
    expect(next.sets.some((set) => set.name === 'stack-access' && set.options.httpOnly === false)).toBe(writable);
  });
});
