/** A6–A8: the refresh gets an answer that ends the session, or one that only looks like it could. */
import { MALFORMED_BODIES } from '../../../emulator/dev/faults';
import { always, bit, exactly, zero, type FaultClass } from '../fault-class';
import { expireAccessTokens, reachesUser, signIn } from '../kit';
import type { World } from '../world';
import type { Fault } from '../../../emulator/dev/faults';

const REFRESH = { method: 'POST', path: '/auth/oauth/token' } as const;

export const A6: FaultClass = {
  id: 'A6',
  title: 'the refresh answers 401 REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
  oracles: [exactly('on_invalidate', 1), zero('waiters_not_null'), zero('cookies_left'), zero('later_refreshes')],
  async run({ world, rng }) {
    const w = world();
    const clients = w.addClients(rng.int(1, 3));
    const session = await signIn(w, clients[0]!);
    await expireAccessTokens(w);
    w.emulator.revokeSessions({ refreshToken: session.refreshToken });
    const waiters = [
      ...clients.map((c) => w.track(c.app.getUser())),
      ...Array.from({ length: rng.int(1, 10) }, () => w.track(clients[0]!.session.getTokensForRequest())),
    ];
    await w.settle(waiters);
    const notNull = waiters.filter((t) => !t.fulfilled || (t.value !== null && (t.value as { refreshToken?: unknown }).refreshToken !== null)).length;
    const onInvalidate = clients.reduce((n, c) => n + c.invalidations(), 0);
    const since = w.tap.wire.length;
    const later = clients.map((c) => w.track(c.app.getUser()));
    await w.settle(later);
    return { on_invalidate: onInvalidate, waiters_not_null: notNull, cookies_left: bit(w.jarRefreshToken() !== null), later_refreshes: w.tap.refreshes(since).length };
  },
};

/** A7 and A8 share their run: a bad answer that must neither sign out nor leak a token. */
async function badAnswer(w: World, fault: Fault): Promise<Record<string, number>> {
  const clients = w.addClients(w.rng.int(1, 3));
  const session = await signIn(w, clients[0]!);
  await expireAccessTokens(w);
  w.fault({ ...REFRESH, fault });
  const call = w.track(clients[0]!.me());
  await w.settle([call]);
  const invalidations = clients.reduce((n, c) => n + c.invalidations(), 0);
  const cookiesDeleted = bit(w.jarRefreshToken() !== session.refreshToken);
  w.clearFaults();
  const recovered = await reachesUser(w, clients[0]!);
  return { invalidations, cookies_deleted: cookiesDeleted, error_surfaced: bit(call.rejected), recovered: bit(recovered) };
}

const badAnswerOracles = [zero('invalidations'), zero('cookies_deleted'), always('error_surfaced'), always('recovered')];

export const A7: FaultClass = {
  id: 'A7',
  title: 'the refresh answers 200 with garbage (captive-portal HTML, no access_token, a non-JWT, "undefined")',
  oracles: badAnswerOracles,
  run: ({ world, rng }) => badAnswer(world(), { kind: 'malformed-200', body: rng.pick(MALFORMED_BODIES) }),
};

export const A8: FaultClass = {
  id: 'A8',
  title: 'the refresh answers an x-stack-known-error header that does not match the body code',
  oracles: badAnswerOracles,
  run: ({ world, rng }) => badAnswer(world(), {
    kind: 'known-error-mismatch',
    ...rng.pick([{}, { body_code: 'REFRESH_TOKEN_ERROR' }, { header_code: 'ACCESS_TOKEN_EXPIRED', body_code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED' }]),
  }),
};
