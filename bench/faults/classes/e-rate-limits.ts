/** E1–E4: rate limits, server errors and network failures on ordinary calls, by method. */
import { always, atMost, bit, reported, within, zero, type FaultClass } from '../fault-class';
import { signIn } from '../kit';
import type { HttpMethod } from '../../../ports/http.port';

const ME = { method: 'GET', path: '/users/me' } as const;

export const E1: FaultClass = {
  id: 'E1',
  title: '429 with Retry-After: 2',
  oracles: [within('wait_ms', 1800, 2200), within('wait_ms_min', 1800, 2200, 'min'), always('ok')],
  async run({ world, rng }) {
    const w = world({ maxLatencyMs: 0 }); // the wait is measured between arrivals
    const [a] = w.addClients(rng.int(1, 2));
    await signIn(w, a!);
    w.fault({ ...ME, times: 1, fault: { kind: '429', retry_after: '2' } });
    const since = w.tap.wire.length;
    const call = w.track(a!.me());
    await w.settle([call]);
    const [first, second] = w.tap.wire.filter((e) => e.seq >= since && e.path === '/users/me');
    const wait = second === undefined ? NaN : second.at - first!.at;
    return { wait_ms: wait, wait_ms_min: wait, ok: bit(call.fulfilled) };
  },
};

export const E2: FaultClass = {
  id: 'E2',
  title: '429 with Retry-After as an HTTP-date, "abc", -1, 86400, or missing',
  // A server that keeps asking for 86 400 s may outlast the 120 s deadline: then the 429 is surfaced, which is correct.
  oracles: [atMost('max_wait_ms', 60_000), always('settled'), reported('succeeded')],
  async run({ world, rng }) {
    const w = world({ maxLatencyMs: 0 }); // the wait is measured between arrivals
    const [a] = w.addClients(1);
    await signIn(w, a!);
    const retryAfter = rng.pick([
      new Date(w.emulator.clock.now() + rng.int(1, 30) * 1000).toUTCString(), 'abc', '-1', '86400', null, new Date(w.emulator.clock.now() - 60_000).toUTCString(),
    ]);
    w.fault({ ...ME, times: rng.int(1, 3), fault: { kind: '429', retry_after: retryAfter } });
    const since = w.tap.wire.length;
    const call = w.track(a!.me());
    await w.settle([call]);
    const arrivals = w.tap.wire.filter((e) => e.seq >= since && e.path === '/users/me').map((e) => e.at);
    const waits = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    return { max_wait_ms: Math.max(0, ...waits), settled: bit(call.settled), succeeded: bit(call.fulfilled) };
  },
};

export const E3: FaultClass = {
  id: 'E3',
  title: 'a burst of 5xx on GET and on POST',
  oracles: [atMost('get_sends', 1), atMost('post_sends', 1), atMost('post_side_effects', 1), always('errors_surfaced')],
  async run({ world, rng }) {
    const w = world();
    const [a] = w.addClients(1);
    const session = await signIn(w, a!);
    const status = rng.pick([500, 502, 503, 504] as const);
    w.fault({ ...ME, times: 3, fault: { kind: 'status', status } });
    w.fault({ method: 'POST', path: '/contact-channels', times: 3, fault: { kind: 'status', status } });
    const since = w.tap.wire.length;
    const value = `e3-${rng.int(1, 1e9)}@example.com`;
    const get = w.track(a!.me());
    const post = w.track(a!.call('POST', '/contact-channels', { user_id: 'me', type: 'email', value, used_for_auth: false }));
    await w.settle([get, post]);
    const sends = (path: string): number => w.tap.wire.filter((e) => e.seq >= since && e.path === path).length;
    return {
      get_sends: sends('/users/me'), post_sends: sends('/contact-channels'),
      post_side_effects: Object.values(w.emulator.state.contactChannels).filter((c) => c.userId === session.userId && c.value === value).length,
      errors_surfaced: bit(get.rejected && post.rejected),
    };
  },
};

const EXPECTED_ATTEMPTS: Readonly<Record<string, number>> = { GET: 5, PUT: 5, DELETE: 5, POST: 1, PATCH: 1 };

export const E4: FaultClass = {
  id: 'E4',
  title: 'a network failure (TypeError) on each method',
  oracles: [zero('attempt_mismatches'), always('errors_surfaced')],
  async run({ world, rng }) {
    const w = world();
    const [a] = w.addClients(1);
    await signIn(w, a!);
    const methods = (Object.keys(EXPECTED_ATTEMPTS) as HttpMethod[]).sort(() => rng.next() - 0.5);
    let mismatches = 0;
    let surfaced = true;
    for (const method of methods) {
      const path = `/e4-probe-${method.toLowerCase()}`;
      w.fault({ method, path, fault: { kind: 'drop-before' } });
      const call = w.track(a!.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}));
      await w.settle([call]);
      if (w.tap.to(path, method).length !== EXPECTED_ATTEMPTS[method]) mismatches++;
      surfaced &&= call.rejected;
    }
    return { attempt_mismatches: mismatches, errors_surfaced: bit(surfaced) };
  },
};
