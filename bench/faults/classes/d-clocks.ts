/** D1–D4: the client's clock disagrees with the server's, or jumps. */
import { atMost, bit, zero, type FaultClass } from '../fault-class';
import { jump, signIn } from '../kit';
import type { Prng } from '../prng';
import { MINUTE_MS, type World } from '../world';

const HOUR_MS = 60 * MINUTE_MS;

/** Gaps between calls over about 40 minutes of use: several token generations. */
const scheduleOf = (rng: Prng): number[] => Array.from({ length: rng.int(12, 24) }, () => rng.int(0, 4 * MINUTE_MS));

interface Usage { failed: number; refreshes: number; refreshTimes: number[] }

/** One tab whose clock is `skewMs` ahead of the server's, signed in, calling at the scheduled gaps. */
async function use(w: World, skewMs: number, schedule: readonly number[]): Promise<Usage> {
  const client = w.addClient(skewMs);
  await signIn(w, client);
  const since = w.tap.wire.length;
  let failed = 0;
  for (const gap of schedule) {
    await jump(w, gap);
    const call = w.track(client.me());
    await w.settle([call]);
    if (!call.fulfilled) failed++;
  }
  const refreshes = w.tap.refreshes(since);
  return { failed, refreshes: refreshes.length, refreshTimes: refreshes.map((e) => e.at) };
}

/** The most refreshes within any 10 s of server time. */
const peakPer10s = (times: readonly number[]): number =>
  times.reduce((peak, t) => Math.max(peak, times.filter((u) => u >= t && u < t + 10_000).length), 0);

export const D1: FaultClass = {
  id: 'D1',
  title: 'the client clock is 5 min ahead of the server',
  oracles: [zero('failed'), atMost('refreshes_over_baseline', 1)],
  async run({ world, rng }) {
    const schedule = scheduleOf(rng);
    const skewed = await use(world(), 5 * MINUTE_MS, schedule);
    const baseline = await use(world(), 0, schedule);
    return { failed: skewed.failed, refreshes_over_baseline: skewed.refreshes - baseline.refreshes };
  },
};

export const D2: FaultClass = {
  id: 'D2',
  title: 'the client clock is 5 min behind the server',
  oracles: [zero('failed'), atMost('expired_401_per_token', 1)],
  async run({ world, rng }) {
    const w = world();
    const usage = await use(w, -5 * MINUTE_MS, scheduleOf(rng));
    const perToken = new Map<string, number>();
    for (const e of w.tap.wire) {
      const token = e.headers['x-stack-access-token'];
      if (e.knownError === 'ACCESS_TOKEN_EXPIRED' && token !== undefined) perToken.set(token, (perToken.get(token) ?? 0) + 1);
    }
    return { failed: usage.failed, expired_401_per_token: Math.max(0, ...perToken.values()) };
  },
};

export const D3: FaultClass = {
  id: 'D3',
  title: 'the client clock is off by an hour either way (beyond the access-token lifetime)',
  oracles: [zero('failed'), atMost('refreshes_per_10s', 1)],
  async run({ world, rng }) {
    const usage = await use(world(), rng.pick([HOUR_MS, -HOUR_MS]), scheduleOf(rng));
    return { failed: usage.failed, refreshes_per_10s: peakPer10s(usage.refreshTimes) };
  },
};

export const D4: FaultClass = {
  id: 'D4',
  title: 'the clock jumps (sleep and resume, a throttled background tab) by 1 min to 2 h',
  oracles: [atMost('refreshes_on_resume', 1), zero('invalidations'), zero('failed')],
  async run({ world, rng }) {
    const w = world({ locks: true });
    const clients = w.addClients(rng.int(1, 3));
    await signIn(w, clients[0]!);
    const warm = clients.map((c) => w.track(c.me()));
    await w.settle(warm);
    await jump(w, rng.int(MINUTE_MS, 2 * HOUR_MS));
    const since = w.tap.wire.length;
    const calls = clients.flatMap((c) => Array.from({ length: rng.int(1, 4) }, () => w.track(c.me())));
    await w.settle(calls);
    return {
      refreshes_on_resume: w.tap.refreshes(since).length,
      invalidations: clients.reduce((n, c) => n + c.invalidations(), 0),
      failed: calls.filter((c) => !c.fulfilled).length + bit(!warm.every((c) => c.fulfilled)),
    };
  },
};
