/** B1–B4: many calls at once around one expired access token. */
import { always, atMost, bit, exactly, type FaultClass } from '../fault-class';
import { expireAccessTokens, jump, signIn } from '../kit';
import { MINUTE_MS } from '../world';

const CALLS = 100;
const userIdOf = (body: unknown): unknown => (body as { id?: unknown } | undefined)?.id;

export const B1: FaultClass = {
  id: 'B1',
  title: '100 concurrent calls while the access token is expired',
  oracles: [exactly('refreshes', 1), always('same_user')],
  async run({ world, rng }) {
    const w = world();
    const [a] = w.addClients(rng.int(1, 3));
    const session = await signIn(w, a!);
    await expireAccessTokens(w);
    const since = w.tap.wire.length;
    const calls = Array.from({ length: CALLS }, () => w.track<{ body: unknown }>(rng.chance(0.2) ? a!.app.getUser().then((u) => ({ body: { id: u?.id } })) : a!.me()));
    await w.settle(calls);
    const sameUser = calls.every((c) => c.fulfilled && userIdOf(c.value?.body) === session.userId);
    return { refreshes: w.tap.refreshes(since).length, same_user: bit(sameUser) };
  },
};

export const B2: FaultClass = {
  id: 'B2',
  title: '100 in-flight requests all get 401 for the same access token',
  oracles: [exactly('refreshes', 1), atMost('sends_per_request', 2), always('all_ok')],
  async run({ world, rng }) {
    const w = world();
    const [a] = w.addClients(rng.int(1, 3));
    await signIn(w, a!);
    await jump(w, 9 * MINUTE_MS); // the client sees a minute left…
    w.emulator.clock.advance(2 * MINUTE_MS); // …the server sees it expired
    const since = w.tap.wire.length;
    const calls = Array.from({ length: CALLS }, () => w.track(a!.me()));
    await w.settle(calls);
    // All 100 go out with the token the server now refuses, so each is sent at least twice to succeed: with every call
    // fulfilled, a total of at most 200 sends means exactly 2 each (the wire cannot tell the attempts of one call apart).
    const sends = w.tap.wire.filter((e) => e.seq >= since && e.path === '/users/me').length;
    return { refreshes: w.tap.refreshes(since).length, sends_per_request: sends / CALLS, all_ok: bit(calls.every((c) => c.fulfilled)) };
  },
};

export const B3: FaultClass = {
  id: 'B3',
  title: 'the refresh fails (network) while 100 callers wait',
  oracles: [always('all_rejected'), exactly('distinct_errors', 1), exactly('refreshes_after_reset', 1)],
  async run({ world, rng }) {
    const w = world();
    const [a] = w.addClients(rng.int(1, 3));
    await signIn(w, a!);
    await expireAccessTokens(w);
    w.fault({ method: 'POST', path: '/auth/oauth/token', fault: { kind: 'drop-before' } });
    const calls = Array.from({ length: CALLS }, () => w.track(a!.session.getTokensForRequest()));
    await w.settle(calls);
    const errors = new Set(calls.map((c) => (c.error instanceof Error ? `${c.error.name}: ${c.error.message}` : String(c.error))));
    w.clearFaults();
    const since = w.tap.wire.length;
    const next = w.track(a!.me());
    await w.settle([next]);
    return { all_rejected: bit(calls.every((c) => c.rejected)), distinct_errors: errors.size, refreshes_after_reset: w.tap.refreshes(since).length };
  },
};

export const B4: FaultClass = {
  id: 'B4',
  title: 'the token expires mid-request: the server says expired while the client believes 25 s remain (POST)',
  oracles: [exactly('side_effects', 1), exactly('refreshes', 1), exactly('sends', 2)],
  async run({ world, rng }) {
    const w = world();
    const [a] = w.addClients(rng.int(1, 3));
    const session = await signIn(w, a!);
    await jump(w, 10 * MINUTE_MS - 25_000);
    w.emulator.clock.advance(rng.int(26_000, 90_000));
    const value = `b4-${rng.int(1, 1e9)}@example.com`;
    const since = w.tap.wire.length;
    const post = w.track(a!.call('POST', '/contact-channels', { user_id: 'me', type: 'email', value, used_for_auth: false }));
    await w.settle([post]);
    const sideEffects = Object.values(w.emulator.state.contactChannels).filter((c) => c.userId === session.userId && c.value === value).length;
    const sends = w.tap.wire.filter((e) => e.seq >= since && e.path === '/contact-channels').length;
    return { side_effects: sideEffects, refreshes: w.tap.refreshes(since).length, sends };
  },
};
