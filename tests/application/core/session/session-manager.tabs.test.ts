/**
 * Tabs sharing one cookie jar: each tab is its own SessionManager over its own CookieTokenStoreAdapter, as in a
 * browser. With Web Locks (MemoryLockManager, the same semantics) an expired token is refreshed once between the
 * tabs; the others adopt the new token from the shared cookies. Without locks each tab refreshes on its own.
 */
import { FakeClockAdapter } from '../../../../adapters/clock/fake-clock.adapter';
import { MemoryCookieAdapter } from '../../../../adapters/cookies/memory-cookie.adapter';
import { CookieTokenStoreAdapter } from '../../../../adapters/token-store/cookie-token-store.adapter';
import { MemoryLockManager } from '../../../../adapters/token-store/memory-lock-manager';
import { ACCESS_COOKIE_NAME } from '../../../../adapters/token-store/session-cookie-rules';
import type { RefreshOutcome } from '../../../../application/core/session/refresh-backend';
import { ServerTime } from '../../../../application/core/session/server-time';
import { SessionManager } from '../../../../application/core/session/session-manager';
import { EMPTY_TOKENS } from '../../../../ports/token-store.port';
import { anAccessToken } from '../../../builders/access-token.builder';
import { LaggingCookieView } from '../../../fakes/lagging-cookie-view';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { ScriptedRefreshBackend, deferred } from '../../../fakes/scripted-refresh-backend';

const T0 = 1_700_000_000_000;
const RT = 'rt-tabs-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const RT2 = 'rt-tabs-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

function tabs(count: number, withLocks: boolean) {
  const clock = new FakeClockAdapter(T0);
  const jar = new MemoryCookieAdapter(clock);
  const locks = withLocks ? new MemoryLockManager() : null;
  const answer = deferred<void>();
  const backend = new ScriptedRefreshBackend(async (): Promise<RefreshOutcome> => {
    await answer.promise;
    return { kind: 'refreshed', accessToken: anAccessToken({ issuedAtMs: clock.now() }) };
  });
  const stores = Array.from({ length: count }, () => new CookieTokenStoreAdapter(jar, clock, new RecordingLogger(), { projectId: 'p', secure: true, locks }));
  stores[0]!.set({ refreshToken: RT, accessToken: anAccessToken({ issuedAtMs: T0 - 700_000 }) });
  const managers = stores.map((store) => new SessionManager(store, clock, backend, new ServerTime(), new RecordingLogger()));
  return { clock, stores, managers, backend, answer };
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe.each([2, 3])('%i tabs with an expired access token', (count) => {
  it('with Web Locks: exactly 1 refresh, and every tab ends up with the same new token', async () => {
    const { managers, backend, answer } = tabs(count, true);
    const requests = managers.map((m) => m.getTokensForRequest());
    await flush();
    answer.resolve();
    const pairs = await Promise.all(requests);
    expect(backend.refreshCalls).toEqual([RT]);
    expect(new Set(pairs.map((p) => p.accessToken)).size).toBe(1);
    expect(pairs[0]!.accessToken).not.toBeNull();
    expect(pairs.every((p) => p.refreshToken === RT)).toBe(true);
  });

  it(`without Web Locks: each tab refreshes on its own (${count} refreshes), nobody is signed out`, async () => {
    const { managers, backend, answer } = tabs(count, false);
    const requests = managers.map((m) => m.getTokensForRequest());
    await flush();
    answer.resolve();
    const pairs = await Promise.all(requests);
    expect(backend.refreshCalls).toHaveLength(count);
    expect(pairs.every((p) => p.refreshToken === RT && p.accessToken !== null)).toBe(true);
  });
});

it('a tab waiting for the lock while another tab signs in as someone else is served the new session, not a refresh of the old one', async () => {
  const { managers, stores, backend, answer, clock } = tabs(2, true);
  const [a, b] = managers;
  const gateHeld = a!.getTokensForRequest(); // tab A holds the lock, its refresh is in flight
  await flush();
  const newUserToken = anAccessToken({ issuedAtMs: clock.now() });
  b!.signIn({ refreshToken: RT2, accessToken: newUserToken }); // tab B: another user
  const fromB = b!.getTokensForRequest();
  answer.resolve();
  await gateHeld;
  expect(await fromB).toEqual({ refreshToken: RT2, accessToken: newUserToken });
  expect(backend.refreshCalls).toEqual([RT]); // B never refreshed
  expect(stores[0]!.get()).toEqual({ refreshToken: RT2, accessToken: newUserToken }); // A's late result did not overwrite
});

it('a tab waiting for the lock while another tab signs out ends signed out, without refreshing', async () => {
  const { managers, stores, backend, answer } = tabs(2, true);
  const [a, b] = managers;
  const first = a!.getTokensForRequest();
  await flush();
  const waiting = b!.getTokensForRequest();
  await flush();
  stores[1]!.set(EMPTY_TOKENS); // the sign-out's local clear, as another tab's write
  answer.resolve();
  await first;
  expect(await waiting).toEqual(EMPTY_TOKENS);
  expect(backend.refreshCalls).toEqual([RT]);
  expect(stores[0]!.get()).toEqual(EMPTY_TOKENS);
});

describe('a server that rotates refresh tokens (RFC 9700 §4.14.2; Stack does not)', () => {
  const RT_NEXT = 'rt-tabs-cccccccccccccccccccccccccccccccccccccccc';

  it('the successor is written with the new access token in one write, and the tabs waiting for the lock adopt it without refreshing', async () => {
    const { managers, stores, backend, answer, clock } = tabs(3, true);
    backend.onRefresh = async () => {
      await answer.promise;
      return { kind: 'refreshed', accessToken: anAccessToken({ issuedAtMs: clock.now() }), refreshToken: RT_NEXT };
    };
    const writes: unknown[] = [];
    stores[0]!.subscribe((pair) => writes.push(pair));
    const requests = managers.map((m) => m.getTokensForRequest());
    await flush();
    answer.resolve();
    const pairs = await Promise.all(requests);
    expect(backend.refreshCalls).toEqual([RT]); // the presented token is never sent again
    expect(pairs.every((p) => p.refreshToken === RT_NEXT && p.accessToken === pairs[0]!.accessToken)).toBe(true);
    expect(stores[2]!.get()).toEqual(pairs[0]);
    expect(writes).not.toContainEqual(expect.objectContaining({ refreshToken: RT_NEXT, accessToken: null }));
  });

  it('a tab that reads another tab\'s rotation half-written (new refresh cookie, old access cookie) adopts the new token once the write is whole, without refreshing the successor', async () => {
    const clock = new FakeClockAdapter(T0);
    const jar = new MemoryCookieAdapter(clock);
    const locks = new MemoryLockManager();
    const backend = new ScriptedRefreshBackend(async (): Promise<RefreshOutcome> => (
      { kind: 'refreshed', accessToken: anAccessToken({ issuedAtMs: clock.now() }), refreshToken: RT_NEXT }
    ));
    const viewOfB = new LaggingCookieView(jar);
    const [storeA, storeB] = [jar, viewOfB].map((cookies) => new CookieTokenStoreAdapter(cookies, clock, new RecordingLogger(), { projectId: 'p', secure: true, locks }));
    storeA!.set({ refreshToken: RT, accessToken: anAccessToken({ issuedAtMs: T0 - 700_000 }) });
    const oldAccessCookie = jar.get(ACCESS_COOKIE_NAME);
    const [a, b] = [storeA!, storeB!].map((store) => new SessionManager(store, clock, backend, new ServerTime(), new RecordingLogger()));
    const fromA = await a!.getTokensForRequest(); // tab A rotates RT → RT_NEXT and writes both cookies
    viewOfB.lag(ACCESS_COOKIE_NAME, oldAccessCookie, 1); // B's first read sees only the new refresh cookie
    const fromB = await b!.getTokensForRequest();
    expect(backend.refreshCalls).toEqual([RT]);
    expect(fromB).toEqual(fromA);
    expect(fromB.refreshToken).toBe(RT_NEXT);
  });
});

it('a tab that has not yet noticed another tab\'s sign-in (its poll is due) still gets the token its own refresh brings (fault class C6)', async () => {
  const { managers, backend, answer, clock } = tabs(2, false);
  const [a, b] = managers;
  a!.signIn({ refreshToken: RT2, accessToken: anAccessToken({ issuedAtMs: T0 - 700_000 }) }); // B polls every 100 ms
  const fromB = b!.getTokensForRequest(); // B refreshes RT2 straight from the shared cookies
  await flush();
  clock.advance(100); // B's poll now reports the sign-in, while B's refresh of that same session is in flight
  answer.resolve();
  const pair = await fromB;
  expect(backend.refreshCalls).toEqual([RT2]);
  expect(pair.refreshToken).toBe(RT2);
  expect(pair.accessToken).not.toBeNull();
});
