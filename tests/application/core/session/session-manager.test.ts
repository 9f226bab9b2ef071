/** SessionManager over fakes: refresh decisions, invalidation table, CAS, sign-out, events, other tabs, skew, canaries. */
import { AbortedError } from '../../../../domain/errors/aborted-error';
import { NetworkError } from '../../../../domain/errors/network-error';
import { TimeoutError } from '../../../../domain/errors/timeout-error';
import { UnexpectedResponseError } from '../../../../domain/errors/unexpected-response-error';
import { EMPTY_TOKENS } from '../../../../ports/token-store.port';
import type { RefreshOutcome } from '../../../../application/core/session/refresh-backend';
import { anAccessToken } from '../../../builders/access-token.builder';
import { deferred } from '../../../fakes/scripted-refresh-backend';
import { RT, sessionFixture } from './session-fixture';

const refreshTokenError = (): RefreshOutcome => ({ kind: 'invalid', error: new Error('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED') });

describe('SessionManager: when it refreshes', () => {
  it('uses a likely-valid access token without refreshing', async () => {
    const f = sessionFixture();
    const token = f.freshToken();
    f.seed({ refreshToken: RT, accessToken: token });
    await expect(f.manager.getTokensForRequest()).resolves.toEqual({ refreshToken: RT, accessToken: token });
    expect(f.backend.refreshCalls).toHaveLength(0);
  });

  it.each([
    ['missing', () => null],
    ['expiring within the 20 s window', (f: ReturnType<typeof sessionFixture>) => f.freshToken(19_000)],
    ['expired', (f: ReturnType<typeof sessionFixture>) => f.expiredToken()],
    ['malformed', () => 'not-a-jwt'],
    ["the string 'undefined'", () => 'undefined'],
  ])('refreshes first when the access token is %s', async (_label, make) => {
    const f = sessionFixture();
    f.seed({ refreshToken: RT, accessToken: make(f) });
    const tokens = await f.manager.getTokensForRequest();
    expect(f.backend.refreshCalls).toEqual([RT]);
    expect(tokens.accessToken).toBe(f.store.get().accessToken);
    expect(f.events).toEqual([{ type: 'refreshed', source: 'local' }]);
  });

  it('honours a custom validity window (30 s)', async () => {
    const f = sessionFixture({ options: { validityWindowMs: 30_000 } });
    f.seed({ refreshToken: RT, accessToken: f.freshToken(25_000) });
    await f.manager.getTokensForRequest();
    expect(f.backend.refreshCalls).toHaveLength(1);
  });

  it('refuses a validity window of 60 s or more', () => {
    expect(() => sessionFixture({ options: { validityWindowMs: 60_000 } })).toThrow(/less than 60000/);
  });

  it('is signed out with nulls and never refreshes without a refresh token', async () => {
    const f = sessionFixture();
    await expect(f.manager.getTokensForRequest()).resolves.toEqual(EMPTY_TOKENS);
    expect(f.backend.refreshCalls).toHaveLength(0);
  });

  it('uses an access-token-only session until it expires, then yields nulls (never refreshes)', async () => {
    const f = sessionFixture();
    const token = f.freshToken(60_000);
    f.seed({ refreshToken: null, accessToken: token });
    await expect(f.manager.getTokensForRequest()).resolves.toEqual({ refreshToken: null, accessToken: token });
    f.clock.advance(59_000);
    await expect(f.manager.getTokensForRequest()).resolves.toEqual({ refreshToken: null, accessToken: token });
    f.clock.advance(1_000);
    await expect(f.manager.getTokensForRequest()).resolves.toEqual(EMPTY_TOKENS);
    expect(f.backend.refreshCalls).toHaveLength(0);
  });

  it('markAccessTokenExpired affects only that exact token', async () => {
    const f = sessionFixture();
    const current = f.freshToken();
    f.seed({ refreshToken: RT, accessToken: current });
    f.manager.markAccessTokenExpired('some-older-token');
    await f.manager.getTokensForRequest();
    expect(f.backend.refreshCalls).toHaveLength(0);
    f.manager.markAccessTokenExpired(current);
    const tokens = await f.manager.getTokensForRequest();
    expect(f.backend.refreshCalls).toHaveLength(1);
    expect(tokens.accessToken).not.toBe(current);
  });

  it('a caller whose signal aborts stops waiting; the shared refresh still commits for the others', async () => {
    const gate = deferred<RefreshOutcome>();
    const f = sessionFixture({ onRefresh: () => gate.promise });
    f.seed({ refreshToken: RT, accessToken: null });
    const controller = new AbortController();
    const aborted = f.manager.getTokensForRequest(controller.signal);
    const patient = f.manager.getTokensForRequest();
    controller.abort('user left the page');
    await expect(aborted).rejects.toBeInstanceOf(AbortedError);
    gate.resolve({ kind: 'refreshed', accessToken: f.freshToken() });
    const tokens = await patient;
    expect(tokens).toEqual(f.store.get());
    expect(tokens.accessToken).not.toBeNull();
    expect(f.backend.refreshCalls).toHaveLength(1);
  });
});

describe('SessionManager: only a refresh-token error invalidates', () => {
  const table: Array<[string, () => Promise<RefreshOutcome>, boolean]> = [
    ['network error', () => Promise.reject(new NetworkError({ method: 'POST', url: '/auth/oauth/token', attempts: 1, causeMessage: 'offline' })), false],
    ['500', () => Promise.reject(new UnexpectedResponseError({ status: 500, reason: 'server error' })), false],
    ['malformed 200', () => Promise.reject(new UnexpectedResponseError({ status: 200, reason: 'access_token missing' })), false],
    ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', async () => refreshTokenError(), true],
  ];

  it.each(table)('%s → invalidates: %p', async (_label, answer, invalidates) => {
    const f = sessionFixture({ onRefresh: answer });
    f.seed({ refreshToken: RT, accessToken: f.expiredToken() });
    const result = f.manager.getTokensForRequest();
    if (invalidates) {
      await expect(result).resolves.toEqual(EMPTY_TOKENS);
      expect(f.store.get()).toEqual(EMPTY_TOKENS);
      expect(f.events).toEqual([{ type: 'invalidated', reason: 'refreshTokenRejected' }]);
    } else {
      await expect(result).rejects.toBeInstanceOf(Error);
      expect(f.store.get().refreshToken).toBe(RT);
      expect(f.events).toEqual([]);
    }
  });

  it('a transient failure with a token that is inside the window but unexpired proceeds with that token', async () => {
    const f = sessionFixture({ onRefresh: () => Promise.reject(new UnexpectedResponseError({ status: 503, reason: 'unavailable' })) });
    const almost = f.freshToken(10_000);
    f.seed({ refreshToken: RT, accessToken: almost });
    await expect(f.manager.getTokensForRequest()).resolves.toEqual({ refreshToken: RT, accessToken: almost });
  });
});

describe('SessionManager: compare-and-swap against other tabs', () => {
  it('a stale refresh failure cannot wipe a newer session written meanwhile', async () => {
    const gate = deferred<RefreshOutcome>();
    const f = sessionFixture({ onRefresh: () => gate.promise });
    f.seed({ refreshToken: RT, accessToken: null });
    const pending = f.manager.getTokensForRequest();
    const newer = { refreshToken: 'rt-from-other-tab', accessToken: f.freshToken() };
    f.store.set(newer); // another tab signed in meanwhile
    gate.resolve(refreshTokenError());
    await expect(pending).resolves.toEqual(newer);
    expect(f.store.get()).toEqual(newer);
    expect(f.events).toEqual([{ type: 'signedIn', source: 'otherTab' }]);
  });

  it('a refresh result is never written for a session that is gone (no resurrection)', async () => {
    const gate = deferred<RefreshOutcome>();
    const f = sessionFixture({ onRefresh: () => gate.promise });
    f.seed({ refreshToken: RT, accessToken: null });
    const pending = f.manager.getTokensForRequest();
    f.store.set(EMPTY_TOKENS); // signed out in another tab
    gate.resolve({ kind: 'refreshed', accessToken: f.freshToken() });
    await expect(pending).resolves.toEqual(EMPTY_TOKENS);
    expect(f.store.get()).toEqual(EMPTY_TOKENS);
    expect(f.events).toEqual([{ type: 'signedOut', source: 'otherTab' }]);
  });

  it('a new refresh token from another tab replaces ours; an access token refreshed there is reported as refreshed', async () => {
    const f = sessionFixture();
    f.store.set({ refreshToken: 'other', accessToken: f.freshToken() });
    f.store.set({ refreshToken: 'other', accessToken: f.freshToken() });
    expect(f.events).toEqual([{ type: 'signedIn', source: 'otherTab' }, { type: 'refreshed', source: 'otherTab' }]);
    expect((await f.manager.getTokensForRequest()).refreshToken).toBe('other');
  });

  it('its own writes are not reported as other-tab changes', async () => {
    const f = sessionFixture();
    f.manager.signIn({ refreshToken: RT, accessToken: f.freshToken() });
    expect(f.events).toEqual([{ type: 'signedIn', source: 'local' }]);
  });
});

describe('SessionManager: sign-in, sign-out, invalidation', () => {
  it('signIn stores the pair (also a server-created pair) and emits signedIn', async () => {
    const f = sessionFixture();
    const token = f.freshToken();
    f.manager.signIn({ refreshToken: RT, accessToken: token });
    expect(f.store.get()).toEqual({ refreshToken: RT, accessToken: token });
    expect(f.manager.isSignedIn()).toBe(true);
    await expect(f.manager.getTokensForRequest()).resolves.toEqual({ refreshToken: RT, accessToken: token });
  });

  it.each([
    ['success', async () => undefined],
    ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', () => Promise.reject(new Error('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED'))],
    ['401', () => Promise.reject(new UnexpectedResponseError({ status: 401, reason: 'ACCESS_TOKEN_EXPIRED' }))],
    ['500', () => Promise.reject(new UnexpectedResponseError({ status: 500, reason: 'boom' }))],
    ['network down', () => Promise.reject(new NetworkError({ method: 'DELETE', url: '/auth/sessions/current', attempts: 5, causeMessage: 'offline' }))],
  ])('signOut revokes with the access token, then clears whatever the server answered (%s)', async (_label, answer) => {
    const f = sessionFixture();
    const token = f.freshToken();
    f.manager.signIn({ refreshToken: RT, accessToken: token });
    f.backend.onRevoke = answer;
    await f.manager.signOut();
    expect(f.backend.revokeCalls).toEqual([{ accessToken: token, refreshToken: RT }]);
    expect(f.store.get()).toEqual(EMPTY_TOKENS);
    expect(f.events.at(-1)).toEqual({ type: 'signedOut', source: 'local' });
  });

  it('signOut refreshes first when the access token is expired, without writing it back', async () => {
    const f = sessionFixture();
    f.manager.signIn({ refreshToken: RT, accessToken: f.expiredToken() });
    const writes: unknown[] = [];
    f.store.subscribe((t) => writes.push(t));
    await f.manager.signOut();
    expect(f.backend.refreshCalls).toEqual([RT]);
    expect(f.backend.revokeCalls).toHaveLength(1);
    expect(writes).toEqual([EMPTY_TOKENS]);
  });

  it('signOut still clears when no access token can be had (refresh fails)', async () => {
    const f = sessionFixture({ onRefresh: () => Promise.reject(new Error('offline')) });
    f.manager.signIn({ refreshToken: RT, accessToken: null });
    await f.manager.signOut();
    expect(f.backend.revokeCalls).toHaveLength(0);
    expect(f.store.get()).toEqual(EMPTY_TOKENS);
  });

  it('a hanging revocation is cut off by the deadline, and the session is still cleared', async () => {
    const f = sessionFixture();
    f.manager.signIn({ refreshToken: RT, accessToken: f.freshToken() });
    f.backend.onRevoke = () => new Promise(() => undefined);
    const signingOut = f.manager.signOut();
    await f.clock.advanceAsync(60_000);
    await signingOut;
    expect(f.store.get()).toEqual(EMPTY_TOKENS);
  });

  it('concurrent signOut calls share one revocation', async () => {
    const f = sessionFixture();
    f.manager.signIn({ refreshToken: RT, accessToken: f.freshToken() });
    await Promise.all([f.manager.signOut(), f.manager.signOut(), f.manager.signOut()]);
    expect(f.backend.revokeCalls).toHaveLength(1);
  });

  it('a session signed in meanwhile (another tab) is not cleared by an older sign-out', async () => {
    const gate = deferred<void>();
    const f = sessionFixture();
    f.manager.signIn({ refreshToken: RT, accessToken: f.freshToken() });
    f.backend.onRevoke = () => gate.promise;
    const signingOut = f.manager.signOut();
    const newer = { refreshToken: 'rt-new', accessToken: f.freshToken() };
    f.store.set(newer);
    gate.resolve();
    await signingOut;
    expect(f.store.get()).toEqual(newer);
  });

  it('invalidate() (current user deleted) clears the session and emits invalidated', () => {
    const f = sessionFixture();
    f.manager.signIn({ refreshToken: RT, accessToken: f.freshToken() });
    f.manager.invalidate('userDeleted');
    expect(f.store.get()).toEqual(EMPTY_TOKENS);
    expect(f.events.at(-1)).toEqual({ type: 'invalidated', reason: 'userDeleted' });
  });
});

describe('SessionManager: every waiter settles', () => {
  it('a refresh that never answers fails all 100 waiters with a TimeoutError, and the next call tries again', async () => {
    const f = sessionFixture({ onRefresh: (_rt, call) => (call === 0 ? new Promise(() => undefined) : Promise.resolve({ kind: 'refreshed', accessToken: f.freshToken() })) });
    f.seed({ refreshToken: RT, accessToken: null });
    const waiters = Array.from({ length: 100 }, () => f.manager.getTokensForRequest());
    const settled = Promise.allSettled(waiters);
    await f.clock.advanceAsync(60_000);
    const results = await settled;
    expect(results.every((r) => r.status === 'rejected' && TimeoutError.isInstance(r.reason))).toBe(true);
    // The abandoned call is cancelled at the transport, not left open in the background.
    expect(f.backend.refreshSignals[0]?.aborted).toBe(true);
    expect(TimeoutError.isInstance(f.backend.refreshSignals[0]?.reason)).toBe(true);
    expect(f.store.get().refreshToken).toBe(RT);
    await expect(f.manager.getTokensForRequest()).resolves.toMatchObject({ refreshToken: RT });
    expect(f.backend.refreshCalls).toHaveLength(2);
    expect(f.backend.refreshSignals[1]?.aborted).toBe(false);
  });
});

describe('SessionManager: listeners', () => {
  it('a listener may call back into the manager (getTokensForRequest, signOut) without deadlock', async () => {
    const f = sessionFixture();
    f.seed({ refreshToken: RT, accessToken: null });
    const inner: Array<Promise<unknown>> = [];
    f.manager.subscribe((event) => {
      if (event.type === 'refreshed') {
        inner.push(f.manager.getTokensForRequest());
        inner.push(f.manager.signOut());
      }
    });
    await f.manager.getTokensForRequest();
    await Promise.all(inner);
    expect(f.store.get()).toEqual(EMPTY_TOKENS);
    expect(f.events.map((e) => e.type)).toEqual(['refreshed', 'signedOut']);
  });

  it('a throwing listener is reported through the logger and breaks nothing', async () => {
    const f = sessionFixture();
    f.manager.subscribe(() => {
      throw new Error('listener bug');
    });
    f.manager.signIn({ refreshToken: RT, accessToken: f.freshToken() });
    expect(f.store.get().refreshToken).toBe(RT);
    expect(f.events).toHaveLength(1);
    expect(f.logger.warnings[0]).toMatch(/listener threw/);
  });

  it('unsubscribe stops events; dispose stops listening to the store', () => {
    const f = sessionFixture();
    const listener = jest.fn();
    const off = f.manager.subscribe(listener);
    off();
    f.manager.dispose();
    f.store.set({ refreshToken: 'elsewhere', accessToken: null });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('SessionManager: clock skew (±5 minutes)', () => {
  /** An hour of requests every 10 s; the server issues 10-minute tokens in its own time. */
  async function simulateHour(skewMs: number, feedDateHeader: boolean): Promise<{ refreshes: number; expiredUses: number }> {
    const serverNow = (): number => f.clock.now() + skewMs;
    const f = sessionFixture({ onRefresh: async () => ({ kind: 'refreshed', accessToken: anAccessToken({ issuedAtMs: serverNow() }) }) });
    if (feedDateHeader) f.serverTime.observe(serverNow(), f.clock.now());
    f.manager.signIn({ refreshToken: RT, accessToken: anAccessToken({ issuedAtMs: serverNow() }) });
    let expiredUses = 0;
    for (let t = 0; t < 3_600_000; t += 10_000) {
      const { accessToken } = await f.manager.getTokensForRequest();
      const exp = JSON.parse(Buffer.from(accessToken!.split('.')[1]!, 'base64url').toString()).exp * 1000;
      if (exp <= serverNow()) expiredUses++;
      f.clock.advance(10_000);
    }
    return { refreshes: f.backend.refreshCalls.length, expiredUses };
  }

  it.each([
    [+300_000, true], [-300_000, true], [+300_000, false], [-300_000, false], [0, false],
  ])('skew %p ms (Date header fed: %p): no refresh storm, no expired token used', async (skew, feed) => {
    const { refreshes, expiredUses } = await simulateHour(skew, feed);
    // 10-minute tokens refreshed 20 s early: at most one refresh per ~9.7 minutes, i.e. ≤ 7 in an hour.
    expect(refreshes).toBeLessThanOrEqual(7);
    expect(expiredUses).toBe(0);
  });
});

describe('SessionManager: canary tokens never reach logs or error messages', () => {
  it('across failing refreshes, failing revocations and throwing listeners', async () => {
    const canaryRt = 'CANARY-RT-7f3a9c';
    const canaryAt = anAccessToken({ issuedAtMs: Date.now() - 900_000, marker: 'CANARY-AT-1b2c' });
    const f = sessionFixture({ onRefresh: () => Promise.reject(new UnexpectedResponseError({ status: 502, reason: 'bad gateway' })) });
    f.manager.subscribe(() => {
      throw new Error('listener bug');
    });
    f.manager.signIn({ refreshToken: canaryRt, accessToken: canaryAt });
    const error = await f.manager.getTokensForRequest().catch((e: unknown) => e as Error);
    f.backend.onRevoke = () => Promise.reject(new Error('revocation failed'));
    await f.manager.signOut();
    const text = [...f.logger.all, error instanceof Error ? `${error.message} ${String(error.stack)}` : String(error)].join('\n');
    expect(text).not.toMatch(/CANARY/);
    expect(text).not.toContain(canaryAt.split('.')[1]!);
  });
});
