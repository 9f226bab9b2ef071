/** H1–H3: signing out when the server refuses, cannot be reached, or races other work and other tabs. */
import { COOKIE_POLL_INTERVAL_MS } from '../../../adapters/token-store/cookie-token-store.adapter';
import type { Fault } from '../../../emulator/dev/faults';
import { always, bit, zero, type FaultClass } from '../fault-class';
import { expireAccessTokens, raceStep, signIn, zombies } from '../kit';
import type { Tracked } from '../tracked';
import type { World } from '../world';

const REVOKE = { method: 'DELETE', path: '/auth/sessions/current' } as const;

/** Signs out from a random tab and reports what is left: tokens in the jar, and whether every tab reads null. */
async function signOutAndCheck(w: World, refreshToken: string): Promise<Record<string, number>> {
  const tab = w.rng.pick(w.clients);
  const signOut = w.track(tab.app.signOut());
  await w.settle([signOut]);
  await w.idle(2 * COOKIE_POLL_INTERVAL_MS);
  const afterSeq = w.tap.wire.length;
  const users = w.clients.map((c) => w.track(c.app.getUser()));
  await w.settle(users);
  return {
    tokens_left: bit(w.jarRefreshToken() !== null) + zombies(w, refreshToken, afterSeq),
    signed_out_everywhere: bit(users.every((u) => u.fulfilled && u.value === null)),
  };
}

export const H1: FaultClass = {
  id: 'H1',
  title: 'sign-out answered 401 (the refresh token was already revoked)',
  oracles: [zero('tokens_left'), always('signed_out_everywhere')],
  async run({ world, rng }) {
    const w = world();
    w.addClients(rng.int(1, 3));
    const session = await signIn(w, w.clients[0]!);
    if (rng.chance(0.5)) await expireAccessTokens(w);
    w.emulator.revokeSessions({ refreshToken: session.refreshToken });
    return signOutAndCheck(w, session.refreshToken);
  },
};

export const H2: FaultClass = {
  id: 'H2',
  title: 'sign-out meets a network failure, a 5xx or a hang',
  oracles: [zero('tokens_left'), always('signed_out_everywhere')],
  async run({ world, rng }) {
    const w = world();
    w.addClients(rng.int(1, 3));
    const session = await signIn(w, w.clients[0]!);
    if (rng.chance(0.5)) await expireAccessTokens(w);
    const fault = rng.pick<Fault>([{ kind: 'drop-before' }, { kind: 'drop-after' }, { kind: 'status', status: 500 }, { kind: 'status', status: 503 }, { kind: 'hang' }]);
    w.fault({ ...REVOKE, fault });
    return signOutAndCheck(w, session.refreshToken);
  },
};

export const H3: FaultClass = {
  id: 'H3',
  title: "sign-out racing a refresh, getUser, and another tab's sign-in",
  oracles: [zero('zombies'), zero('signed_in_after_sign_out'), zero('lost')],
  async run({ world, rng }) {
    const w = world();
    const clients = w.addClients(rng.int(2, 3));
    const [a, b] = clients;
    await signIn(w, a!);
    // Another user's session, made beforehand; in half the runs tab B stores it before or after the sign-out starts.
    const newer = rng.chance(0.5) ? (await w.newSession()).refreshToken : null;
    const signInFirst = rng.chance(0.5);
    if (rng.chance(0.7)) await expireAccessTokens(w);
    const work: Tracked<unknown>[] = [];
    for (const c of clients) for (let i = rng.int(0, 3); i > 0; i--) work.push(w.track<unknown>(rng.chance(0.5) ? c.me() : c.app.getUser()));
    const storeNewer = (): void => b!.session.signIn({ refreshToken: newer!, accessToken: null });
    if (newer !== null && signInFirst) await raceStep(w, storeNewer);
    let signedOut: string | null = null;
    let signOut: Tracked<unknown> | undefined;
    await raceStep(w, () => {
      signedOut = a!.store.get().refreshToken;
      signOut = w.track(a!.app.signOut());
    });
    const storedAfter = newer !== null && !signInFirst;
    if (storedAfter) await raceStep(w, storeNewer);
    const storedBySignIn = storedAfter;
    await w.settle([...work, signOut!]);
    await w.idle(2 * COOKIE_POLL_INTERVAL_MS);
    const afterSeq = w.tap.wire.length;
    const later = clients.map((c) => w.track(c.app.getUser()));
    await w.settle(later);
    // After the sign-out settled, only a sign-in that came after it may leave anyone signed in.
    const signedIn = later.filter((u) => u.fulfilled && u.value !== null).length;
    const legit = storedBySignIn && w.jarRefreshToken() === newer;
    return {
      zombies: signedOut === null ? 0 : zombies(w, signedOut, afterSeq),
      signed_in_after_sign_out: legit ? 0 : signedIn,
      // The other user's session is still valid at the emulator (the sign-out did not revoke it) but the jar lost it.
      lost: bit(newer !== null && w.isLive(newer) && w.jarRefreshToken() !== newer),
    };
  },
};
