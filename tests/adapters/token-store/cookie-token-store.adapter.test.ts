/** CookieTokenStoreAdapter specifics of protocol §6.3: names, JSON values, attributes, reading rule, blocked cookies, watching. */
import { MemoryCookieAdapter } from '../../../adapters/cookies/memory-cookie.adapter';
import { FakeClockAdapter } from '../../../adapters/clock/fake-clock.adapter';
import { CookieTokenStoreAdapter, type CookieTokenStoreOptions } from '../../../adapters/token-store/cookie-token-store.adapter';
import { RequestTokenStoreAdapter } from '../../../adapters/token-store/request-token-store.adapter';
import type { CookiePort } from '../../../ports/cookie.port';
import { EMPTY_TOKENS } from '../../../ports/token-store.port';
import { FakeBroadcastHub, FakeCookieChanges } from '../../fakes/fake-broadcast-hub';
import { RecordingLogger } from '../../fakes/recording-logger';

const P = 'p1';
const T0 = 1_700_000_000_000;

function setup(options: Partial<CookieTokenStoreOptions> = {}, wrap: (jar: CookiePort) => CookiePort = (jar) => jar) {
  const clock = new FakeClockAdapter(T0);
  const jar = new MemoryCookieAdapter(clock);
  const logger = new RecordingLogger();
  const store = new CookieTokenStoreAdapter(wrap(jar), clock, logger, { projectId: P, secure: true, ...options });
  return { clock, jar, logger, store };
}

describe('CookieTokenStoreAdapter: writing', () => {
  it('https: __Host- refresh cookie with JSON value, stack-access [refresh, access], Lax, Secure, path /, one year and one day', () => {
    const { jar, store } = setup();
    store.set({ refreshToken: 'rt1', accessToken: 'at1' });
    expect(jar.get('__Host-stack-refresh-p1--default')).toBe(JSON.stringify({ refresh_token: 'rt1', updated_at_millis: T0 }));
    expect(jar.get('stack-access')).toBe('["rt1","at1"]');
    expect(jar.optionsOf('__Host-stack-refresh-p1--default')).toEqual({ path: '/', sameSite: 'Lax', secure: true, maxAgeSeconds: 31_536_000 });
    expect(jar.optionsOf('stack-access')).toEqual({ path: '/', sameSite: 'Lax', secure: true, maxAgeSeconds: 86_400 });
  });

  it('http: stack-refresh-<projectId>--default without Secure', () => {
    const { jar, store } = setup({ secure: false });
    store.set({ refreshToken: 'rt1', accessToken: null });
    expect(Object.keys(jar.getAll())).toEqual(['stack-refresh-p1--default']);
    expect(jar.optionsOf('stack-refresh-p1--default')?.secure).toBe(false);
  });

  it('every write deletes legacy and other refresh cookies; clearing deletes them all', () => {
    const { jar, store } = setup();
    jar.set('stack-refresh', 'legacy-global');
    jar.set('stack-refresh-p1', 'legacy-project');
    jar.set('stack-refresh-p1--custom-abc', JSON.stringify({ refresh_token: 'x', updated_at_millis: 1 }));
    jar.set('stack-refresh-other--default', JSON.stringify({ refresh_token: 'y', updated_at_millis: 1 }));
    store.set({ refreshToken: 'rt1', accessToken: 'at1' });
    expect(Object.keys(jar.getAll()).sort()).toEqual(['__Host-stack-refresh-p1--default', 'stack-access', 'stack-refresh-other--default']);
    store.set(EMPTY_TOKENS);
    expect(Object.keys(jar.getAll())).toEqual(['stack-refresh-other--default']);
  });
});

describe('CookieTokenStoreAdapter: reading rule', () => {
  it('legacy names win (project-specific first), raw tokens', () => {
    const { jar, store } = setup();
    jar.set('__Host-stack-refresh-p1--default', JSON.stringify({ refresh_token: 'structured', updated_at_millis: 9 }));
    jar.set('stack-refresh', 'legacy-global');
    expect(store.get().refreshToken).toBe('legacy-global');
    jar.set('stack-refresh-p1', 'legacy-project');
    expect(store.get().refreshToken).toBe('legacy-project');
  });

  it('among structured cookies the largest updated_at_millis wins', () => {
    const { jar, store } = setup();
    jar.set('stack-refresh-p1--default', JSON.stringify({ refresh_token: 'old', updated_at_millis: 1 }));
    jar.set('__Host-stack-refresh-p1--default', JSON.stringify({ refresh_token: 'newest', updated_at_millis: 3 }));
    jar.set('stack-refresh-p1--custom-xyz', JSON.stringify({ refresh_token: 'middle', updated_at_millis: 2 }));
    expect(store.get().refreshToken).toBe('newest');
  });

  it('the access cookie is honoured only when element 0 is the current refresh token', () => {
    const { jar, store } = setup();
    jar.set('__Host-stack-refresh-p1--default', JSON.stringify({ refresh_token: 'rt1', updated_at_millis: 1 }));
    jar.set('stack-access', '["rt-other","at1"]');
    expect(store.get()).toEqual({ refreshToken: 'rt1', accessToken: null });
    jar.set('stack-access', '["rt1","at1"]');
    expect(store.get()).toEqual({ refreshToken: 'rt1', accessToken: 'at1' });
  });

  it.each(['not json', '{"refresh_token": 5}', '[]', 'undefined', '{"refresh_token":"undefined","updated_at_millis":1}', 'null'])(
    'a corrupt refresh cookie %p is treated as absent, never a crash', (value) => {
      const { jar, store } = setup();
      jar.set('__Host-stack-refresh-p1--default', value);
      jar.set('stack-access', '{broken');
      expect(store.get()).toEqual(EMPTY_TOKENS);
    });
});

describe('CookieTokenStoreAdapter: blocked cookies', () => {
  it('a write that does not read back keeps the session in memory, with one warning and no tokens in it', () => {
    const blocking = (jar: CookiePort): CookiePort => ({ get: (n) => jar.get(n), getAll: () => jar.getAll(), set: () => undefined, remove: () => undefined });
    const { store, logger } = setup({}, blocking);
    store.set({ refreshToken: 'rt-secret', accessToken: 'at-secret' });
    store.set({ refreshToken: 'rt-secret', accessToken: 'at-secret-2' });
    expect(store.get()).toEqual({ refreshToken: 'rt-secret', accessToken: 'at-secret-2' });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).not.toMatch(/secret/);
  });

  // Fault F2 with two tabs: each keeps its own too-big access token in memory; a sign-out elsewhere must still reach it.
  it('an access cookie refused for its size: the memory copy is used while the refresh cookie stays, and dropped when another tab signs out', () => {
    const clock = new FakeClockAdapter(T0);
    const jar = new MemoryCookieAdapter(clock);
    const sizeLimited: CookiePort = {
      get: (n) => jar.get(n), getAll: () => jar.getAll(), remove: (n) => jar.remove(n),
      set: (n, v, o) => { if (n.length + v.length <= 4096) jar.set(n, v, o); },
    };
    const tab = () => new CookieTokenStoreAdapter(sizeLimited, clock, new RecordingLogger(), { projectId: P, secure: true });
    const [one, two] = [tab(), tab()];
    const huge = (n: number) => `at${n}-${'x'.repeat(5_000)}`;
    one.set({ refreshToken: 'rt1', accessToken: huge(1) });
    expect(jar.get('__Host-stack-refresh-p1--default')).toContain('rt1');
    expect(jar.get('stack-access')).toBeUndefined();
    expect(one.get()).toEqual({ refreshToken: 'rt1', accessToken: huge(1) });
    const seen = jest.fn();
    one.subscribe(seen);
    // Another tab's own refused write (a rotated refresh token here) is not followed: each tab keeps its own copy.
    two.set({ refreshToken: 'rt2', accessToken: huge(2) });
    clock.advance(100);
    expect(one.get()).toEqual({ refreshToken: 'rt1', accessToken: huge(1) });
    expect(seen).not.toHaveBeenCalled();
    // The other tab signs out: the refresh cookie is gone, and this tab follows within a poll period.
    two.set(EMPTY_TOKENS);
    clock.advance(100);
    expect(seen).toHaveBeenCalledWith(EMPTY_TOKENS);
    expect(one.get()).toEqual(EMPTY_TOKENS);
  });

  it('cookies blocked outright (nothing ever reads back): the memory copy is kept, whatever the poll reads', () => {
    const blocking = (): CookiePort => ({ get: () => undefined, getAll: () => ({}), set: () => undefined, remove: () => undefined });
    const { clock, store } = setup({}, blocking);
    const seen = jest.fn();
    store.subscribe(seen);
    store.set({ refreshToken: 'rt1', accessToken: 'at1' });
    clock.advance(1_000);
    expect(store.get()).toEqual({ refreshToken: 'rt1', accessToken: 'at1' });
    expect(seen.mock.calls.at(-1)).toEqual([{ refreshToken: 'rt1', accessToken: 'at1' }]);
  });
});

describe('CookieTokenStoreAdapter: other tabs', () => {
  it('polls every 100 ms while subscribed, and stops when the last subscriber leaves', () => {
    const { clock, jar, store } = setup();
    const seen = jest.fn();
    const off = store.subscribe(seen);
    jar.set('__Host-stack-refresh-p1--default', JSON.stringify({ refresh_token: 'from-tab-2', updated_at_millis: 1 }));
    clock.advance(99);
    expect(seen).not.toHaveBeenCalled();
    clock.advance(1);
    expect(seen).toHaveBeenCalledWith({ refreshToken: 'from-tab-2', accessToken: null });
    off();
    expect(clock.pending()).toBe(0);
  });

  it('posts on the BroadcastChannel after each write (no tokens in the message) and re-reads on messages', () => {
    const clock = new FakeClockAdapter(T0);
    const jar = new MemoryCookieAdapter(clock);
    const hub = new FakeBroadcastHub();
    const tab = () => new CookieTokenStoreAdapter(jar, clock, new RecordingLogger(), { projectId: P, secure: true, channel: hub.channel() });
    const [one, two] = [tab(), tab()];
    const seen = jest.fn();
    one.subscribe(seen);
    two.set({ refreshToken: 'rt2', accessToken: null });
    expect(hub.posted).toBe(1);
    hub.deliver();
    expect(seen).toHaveBeenCalledWith({ refreshToken: 'rt2', accessToken: null });
  });

  it('with cookieStore change events it listens instead of polling', () => {
    const changes = new FakeCookieChanges();
    const { clock, jar, store } = setup({ cookieChanges: changes });
    const seen = jest.fn();
    const off = store.subscribe(seen);
    expect(clock.pending()).toBe(0);
    jar.set('__Host-stack-refresh-p1--default', JSON.stringify({ refresh_token: 'rt3', updated_at_millis: 1 }));
    changes.fire();
    expect(seen).toHaveBeenCalledTimes(1);
    off();
    expect(changes.listenerCount).toBe(0);
  });
});

describe('RequestTokenStoreAdapter', () => {
  it('prefers the x-stack-auth header', () => {
    const store = new RequestTokenStoreAdapter({ headers: new Headers({
      'x-stack-auth': JSON.stringify({ accessToken: 'at-h', refreshToken: 'rt-h' }),
      cookie: `stack-refresh-${P}--default=${encodeURIComponent(JSON.stringify({ refresh_token: 'rt-c', updated_at_millis: 1 }))}`,
    }) }, P);
    expect(store.get()).toEqual({ refreshToken: 'rt-h', accessToken: 'at-h' });
  });

  it('else reads the Cookie header with the §6.3 rules (plain header record, any case)', () => {
    const cookie = [
      `__Host-stack-refresh-${P}--default=${encodeURIComponent(JSON.stringify({ refresh_token: 'rt-c', updated_at_millis: 1 }))}`,
      `stack-access=${encodeURIComponent('["rt-c","at-c"]')}`,
    ].join('; ');
    expect(new RequestTokenStoreAdapter({ headers: { Cookie: cookie } }, P).get()).toEqual({ refreshToken: 'rt-c', accessToken: 'at-c' });
  });

  it('a malformed x-stack-auth header falls back to cookies; writes stay in memory for the request', () => {
    const store = new RequestTokenStoreAdapter({ headers: { 'x-stack-auth': '{oops', cookie: 'stack-refresh=raw-legacy' } }, P);
    expect(store.get()).toEqual({ refreshToken: 'raw-legacy', accessToken: null });
    store.set({ refreshToken: 'raw-legacy', accessToken: 'new' });
    expect(store.get().accessToken).toBe('new');
  });

  it('Authorization: Bearer comes after x-stack-auth and before the cookies, and gives an access token only', () => {
    const cookie = `stack-refresh-${P}--default=${encodeURIComponent(JSON.stringify({ refresh_token: 'rt-c', updated_at_millis: 1 }))}`;
    const xStackAuth = JSON.stringify({ accessToken: 'at-h', refreshToken: 'rt-h' });
    expect(new RequestTokenStoreAdapter({ headers: { authorization: 'Bearer at-b', cookie } }, P).get()).toEqual({ refreshToken: null, accessToken: 'at-b' });
    expect(new RequestTokenStoreAdapter({ headers: new Headers({ authorization: 'Bearer at-b', 'x-stack-auth': xStackAuth }) }, P).get())
      .toEqual({ refreshToken: 'rt-h', accessToken: 'at-h' });
    expect(new RequestTokenStoreAdapter({ headers: { Authorization: 'bearer\tat-b ' } }, P).get().accessToken).toBe('at-b');
  });

  it('another scheme, an empty Bearer or an x-stack-auth without tokens counts as absent (the next source is read)', () => {
    const cookie = 'stack-refresh=raw-legacy';
    for (const headers of [{ authorization: 'Basic dXNlcjpwdw==', cookie }, { authorization: 'Bearer ', cookie }, { 'x-stack-auth': '{}', cookie }]) {
      expect(new RequestTokenStoreAdapter({ headers }, P).get()).toEqual({ refreshToken: 'raw-legacy', accessToken: null });
    }
  });
});
