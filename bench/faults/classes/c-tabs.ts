/** C1–C6: tabs sharing one cookie jar refresh, sign out and sign in over each other. */
import { always, bit, zero, type FaultClass } from '../fault-class';
import { expireAccessTokens, raceStep, signIn, zombies } from '../kit';
import { COOKIE_POLL_INTERVAL_MS } from '../../../adapters/token-store/cookie-token-store.adapter';
import { PROJECT_ID } from '../client';
import type { Tracked } from '../tracked';
import type { Client } from '../client';
import type { World } from '../world';

/** Every tab makes 1–5 calls at once. */
const callsFromEveryTab = (w: World, clients: readonly Client[]): Tracked<unknown>[] =>
  clients.flatMap((c) => Array.from({ length: w.rng.int(1, 5) }, () => w.track(c.me())));

async function expiredTogether(w: World, tabs: number): Promise<Record<string, number>> {
  const clients = w.addClients(tabs);
  await signIn(w, clients[0]!);
  await expireAccessTokens(w);
  const since = w.tap.wire.length;
  const calls = callsFromEveryTab(w, clients);
  await w.settle(calls);
  await expireAccessTokens(w);
  const later = callsFromEveryTab(w, clients);
  await w.settle(later);
  const refreshes = w.tap.refreshes(since).length;
  return {
    lost: bit(![...calls, ...later].every((c) => c.fulfilled) || w.jarRefreshToken() === null),
    extra_refreshes_with_locks: w.locks === null ? 0 : refreshes - 2,
    family_revocations: w.emulator.core.rotation.familyRevocations,
  };
}

export const C1: FaultClass = {
  id: 'C1',
  title: 'two or three tabs with an expired access token refresh at the same moment (no rotation)',
  oracles: [zero('lost'), zero('extra_refreshes_with_locks')],
  run: ({ world, rng }) => expiredTogether(world(), rng.int(2, 3)),
};

export const C2: FaultClass = {
  id: 'C2',
  title: 'the same with rotation and reuse detection (no grace), tabs sharing Web Locks',
  oracles: [zero('lost'), zero('family_revocations'), zero('extra_refreshes_with_locks')],
  run: ({ world, rng }) => expiredTogether(world({ locks: true, rotation: { enabled: true, reuseGraceMs: 0 } }), rng.int(2, 3)),
};

export const C3: FaultClass = {
  id: 'C3',
  title: "tab B signs out while tab A's refresh is in flight",
  oracles: [zero('zombies'), always('a_signed_out')],
  async run({ world, rng }) {
    const w = world();
    const [a, b, ...rest] = w.addClients(rng.int(2, 3));
    const session = await signIn(w, a!);
    await expireAccessTokens(w);
    const calls = Array.from({ length: rng.int(1, 5) }, () => w.track(a!.me()));
    let signOut: Tracked<unknown> | undefined;
    await raceStep(w, () => { signOut = w.track(b!.app.signOut()); });
    await w.settle([...calls, signOut!]);
    await w.idle(2 * COOKIE_POLL_INTERVAL_MS);
    const afterSeq = w.tap.wire.length;
    const later = [a!, b!, ...rest].map((c) => w.track(c.app.getUser()));
    await w.settle(later);
    return { zombies: zombies(w, session.refreshToken, afterSeq), a_signed_out: bit(later[0]!.fulfilled && later[0]!.value === null) };
  },
};

export const C4: FaultClass = {
  id: 'C4',
  title: "tab B signs in as another user while tab A's refresh (old user) is in flight",
  oracles: [zero('lost'), zero('wrong_user')],
  async run({ world, rng }) {
    const w = world();
    const clients = w.addClients(rng.int(2, 3));
    const [a, b] = clients;
    await signIn(w, a!);
    const second = await w.newSession(); // made beforehand: only storing it races with the refresh
    await expireAccessTokens(w);
    const calls = Array.from({ length: rng.int(1, 5) }, () => w.track(a!.me()));
    await raceStep(w, () => b!.session.signIn({ refreshToken: second.refreshToken, accessToken: second.accessToken }));
    await w.settle(calls);
    await w.idle(2 * COOKIE_POLL_INTERVAL_MS);
    const later = clients.map((c) => w.track(c.me()));
    await w.settle(later);
    const wrong = later.filter((t) => !t.fulfilled || (t.value as { body: { id: string } }).body.id !== second.userId).length;
    return { lost: bit(w.jarRefreshToken() !== second.refreshToken || !w.isLive(second.refreshToken)), wrong_user: wrong };
  },
};

export const C5: FaultClass = {
  id: 'C5',
  title: 'a stale tab gets REFRESH_TOKEN_ERROR for an old refresh token after the jar holds a newer one',
  oracles: [zero('newer_session_deletions')],
  async run({ world, rng }) {
    const w = world();
    const [a, b] = w.addClients(rng.int(2, 3));
    const old = await signIn(w, a!);
    const newer = await w.newSession();
    await expireAccessTokens(w);
    w.emulator.revokeSessions({ refreshToken: old.refreshToken });
    const calls = Array.from({ length: rng.int(1, 5) }, () => w.track(a!.me()));
    await raceStep(w, () => b!.session.signIn({ refreshToken: newer.refreshToken, accessToken: newer.accessToken }));
    await w.settle(calls);
    await w.idle(2 * COOKIE_POLL_INTERVAL_MS);
    return { newer_session_deletions: bit(w.jarRefreshToken() !== newer.refreshToken) };
  },
};

export const C6: FaultClass = {
  id: 'C6',
  title: 'the tab holding the refresh lock freezes (Web Locks held forever)',
  oracles: [always('all_ok'), zero('lost')],
  async run({ world, rng }) {
    const w = world({ locks: true });
    const clients = w.addClients(rng.int(2, 3));
    await signIn(w, clients[0]!);
    await expireAccessTokens(w);
    void w.locks!.request(`portcullis-session:${PROJECT_ID}`, {}, () => new Promise<never>(() => undefined)).catch(() => undefined);
    const calls = callsFromEveryTab(w, clients);
    await w.settle(calls);
    return { all_ok: bit(calls.every((c) => c.fulfilled)), lost: bit(w.jarRefreshToken() === null) };
  },
};
