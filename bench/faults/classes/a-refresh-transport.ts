/** A1–A5: the refresh request meets the network or a failing server (reset, lost answer, hang, crash, 5xx). */
import { always, bit, exactly, within, zero, type FaultClass } from '../fault-class';
import { expireAccessTokens, jump, reachesUser, signIn } from '../kit';
import { T_MAX_MS } from '../world';

const REFRESH = { method: 'POST', path: '/auth/oauth/token' } as const;
/** Rotation mode of A2/A4/C2: a retried or reloaded refresh within a minute gets the successor back. */
export const ROTATION = { enabled: true, reuseGraceMs: 60_000 } as const;

export const A1: FaultClass = {
  id: 'A1',
  title: 'connection reset before the server sees the refresh, persistent',
  oracles: [exactly('attempts', 5), zero('null_user'), always('error_surfaced'), always('recovered'), zero('lost')],
  async run({ world }) {
    const w = world();
    const [a] = w.addClients(w.rng.int(1, 3));
    const session = await signIn(w, a!);
    await expireAccessTokens(w);
    w.fault({ ...REFRESH, fault: { kind: 'drop-before' } });
    const since = w.tap.wire.length;
    const user = w.track(a!.app.getUser());
    await w.settle([user]);
    const attempts = w.tap.refreshes(since).length;
    w.clearFaults();
    const recovered = await reachesUser(w, a!);
    return {
      attempts, null_user: bit(user.fulfilled && user.value === null), error_surfaced: bit(user.rejected),
      recovered: bit(recovered), lost: bit(w.isLive(session.refreshToken) && !recovered),
    };
  },
};

export const A2: FaultClass = {
  id: 'A2',
  title: 'the refresh answer is lost after the server processed it (with and without rotation)',
  oracles: [zero('lost'), zero('family_revocations'), always('first_call_ok')],
  async run({ world, rng }) {
    const w = world(rng.chance(0.5) ? { rotation: ROTATION } : {});
    const [a] = w.addClients(rng.int(1, 3));
    await signIn(w, a!);
    await expireAccessTokens(w);
    w.fault({ ...REFRESH, times: 1, fault: { kind: 'drop-after' } });
    const first = await reachesUser(w, a!);
    await expireAccessTokens(w);
    const later = await reachesUser(w, a!);
    return { lost: bit(!later), family_revocations: w.emulator.core.rotation.familyRevocations, first_call_ok: bit(first) };
  },
};

export const A3: FaultClass = {
  id: 'A3',
  title: 'the server hangs on the refresh',
  oracles: [within('settle_ms', 0, T_MAX_MS - 5_000), always('all_settled'), exactly('refreshes_after_reset', 1), zero('lost')],
  async run({ world, rng }) {
    const w = world();
    const [a] = w.addClients(rng.int(1, 3));
    const session = await signIn(w, a!);
    await expireAccessTokens(w);
    w.fault({ ...REFRESH, fault: { kind: 'hang' } });
    const start = w.clock.now();
    const waiters = Array.from({ length: rng.int(2, 20) }, () => w.track(a!.me()));
    const hung = await w.settle(waiters);
    const settleMs = Math.max(...waiters.map((t) => (t.settledAt ?? Infinity) - start));
    w.clearFaults();
    const since = w.tap.wire.length;
    const recovered = await reachesUser(w, a!);
    return {
      settle_ms: settleMs, all_settled: bit(hung === 0), refreshes_after_reset: w.tap.refreshes(since).length,
      lost: bit(w.isLive(session.refreshToken) && !recovered),
    };
  },
};

export const A4: FaultClass = {
  id: 'A4',
  title: 'the client dies between receiving the refresh answer and persisting it (with and without rotation)',
  oracles: [zero('lost'), zero('family_revocations')],
  async run({ world, rng }) {
    const w = world(rng.chance(0.5) ? { rotation: ROTATION } : {});
    const [a] = w.addClients(1);
    const session = await signIn(w, a!);
    await expireAccessTokens(w);
    const answered = w.track(a!.backend.refresh(session.refreshToken)); // received, never persisted
    await w.settle([answered]);
    a!.dispose();
    await jump(w, rng.int(0, 30_000)); // the reload
    const reloaded = w.addClient();
    const first = await reachesUser(w, reloaded);
    await expireAccessTokens(w);
    const later = await reachesUser(w, reloaded);
    return { lost: bit(!(first && later)), family_revocations: w.emulator.core.rotation.familyRevocations };
  },
};

export const A5: FaultClass = {
  id: 'A5',
  title: 'the refresh answers 500/502/503/504 five times',
  oracles: [zero('invalidations'), zero('cookies_deleted'), always('error_or_success'), always('recovered')],
  async run({ world, rng }) {
    const w = world();
    const clients = w.addClients(rng.int(1, 3));
    await signIn(w, clients[0]!);
    await expireAccessTokens(w);
    const status = rng.pick([500, 502, 503, 504] as const);
    w.fault({ ...REFRESH, times: 5, fault: { kind: 'status', status } });
    const call = w.track(clients[0]!.me());
    await w.settle([call]);
    const invalidations = clients.reduce((n, c) => n + c.invalidations(), 0);
    const cookiesDeleted = bit(w.jarRefreshToken() === null);
    w.clearFaults();
    const recovered = await reachesUser(w, clients[0]!);
    return { invalidations, cookies_deleted: cookiesDeleted, error_or_success: bit(call.settled), recovered: bit(recovered) };
  },
};
