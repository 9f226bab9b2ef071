/** CookieJarTokenStoreAdapter: one server request's session cookies — read through the jar, written with §6.3's rules, no watching. */
import { FakeClockAdapter } from '../../../adapters/clock/fake-clock.adapter';
import { MemoryCookieAdapter } from '../../../adapters/cookies/memory-cookie.adapter';
import { CookieJarTokenStoreAdapter } from '../../../adapters/token-store/cookie-jar-token-store.adapter';
import { EMPTY_TOKENS, type TokenPair } from '../../../ports/token-store.port';

const P = 'p1';
const T0 = 1_700_000_000_000;

function setup(secure = false) {
  const clock = new FakeClockAdapter(T0);
  const jar = new MemoryCookieAdapter(clock);
  return { clock, jar, store: () => new CookieJarTokenStoreAdapter(jar, clock, { projectId: P, secure }) };
}

test('reads the session the browser client wrote (refresh cookie JSON + stack-access [refresh, access])', () => {
  const { jar, store } = setup();
  jar.set(`stack-refresh-${P}--default`, JSON.stringify({ refresh_token: 'rt1', updated_at_millis: T0 }));
  jar.set('stack-access', '["rt1","at1"]');
  expect(store().get()).toEqual({ refreshToken: 'rt1', accessToken: 'at1' });
});

test('a write goes through the jar with the browser store\'s names and attributes, and reads back', () => {
  const { jar, store } = setup(true);
  const s = store();
  s.set({ refreshToken: 'rt2', accessToken: 'at2' });
  expect(jar.get(`__Host-stack-refresh-${P}--default`)).toBe(JSON.stringify({ refresh_token: 'rt2', updated_at_millis: T0 }));
  expect(jar.optionsOf(`__Host-stack-refresh-${P}--default`)).toEqual({ path: '/', sameSite: 'Lax', secure: true, maxAgeSeconds: 31_536_000 });
  expect(jar.optionsOf('stack-access')).toEqual({ path: '/', sameSite: 'Lax', secure: true, maxAgeSeconds: 86_400 });
  expect(s.get()).toEqual({ refreshToken: 'rt2', accessToken: 'at2' });
});

test('clearing deletes every refresh cookie of the project (legacy too) and the access cookie; an access-only pair is stored as empty', () => {
  const { jar, store } = setup();
  jar.set(`stack-refresh-${P}`, 'legacy');
  jar.set('stack-access', '["legacy","at"]');
  const s = store();
  expect(s.get().refreshToken).toBe('legacy');
  s.set({ refreshToken: null, accessToken: 'at-only' });
  expect(jar.getAll()).toEqual({});
  expect(s.get()).toEqual(EMPTY_TOKENS);
});

test('subscribers hear each change once; nothing is watched (no timer is scheduled)', () => {
  const { clock, store } = setup();
  const s = store();
  const heard: TokenPair[] = [];
  const off = s.subscribe((tokens) => heard.push(tokens));
  s.set({ refreshToken: 'rt', accessToken: 'at' });
  s.set({ refreshToken: 'rt', accessToken: 'at' });
  off();
  s.set(EMPTY_TOKENS);
  expect(heard).toEqual([{ refreshToken: 'rt', accessToken: 'at' }]);
  expect(clock.pending()).toBe(0);
});
