/** I1–I3: a server that answers in ways a careful client must not take at face value (oauth4webapi-style modules). */
import { PortcullisError } from '../../../domain/errors/portcullis-error';
import type { Fault } from '../../../emulator/dev/faults';
import { always, atMost, bit, reported, zero, type FaultClass } from '../fault-class';
import { expireAccessTokens, jump, reachesUser, signIn } from '../kit';
import { MINUTE_MS, type World } from '../world';

const REFRESH = { method: 'POST', path: '/auth/oauth/token' } as const;

/** Each module: the fault, and whether the refresh must be refused (error, session kept) or taken. */
const MODULES: readonly { readonly name: string; readonly fault: Fault | 'rotation'; readonly expect: 'rejected' | 'accepted' | 'adopted' }[] = [
  { name: 'missing access_token', fault: { kind: 'malformed-200', body: 'no-access-token' }, expect: 'rejected' },
  { name: 'token_type mac', fault: { kind: 'token-response', variant: 'wrong-token-type' }, expect: 'rejected' },
  { name: 'no expires_in', fault: { kind: 'token-response', variant: 'no-expires-in' }, expect: 'accepted' },
  { name: 'rotated refresh_token', fault: 'rotation', expect: 'adopted' },
];

export const I1: FaultClass = {
  id: 'I1',
  title: 'token responses: missing access_token, a rotated refresh_token, a wrong token_type, no expires_in',
  oracles: [zero('unexpected_outcomes'), zero('invalidations'), reported('modules_run')],
  async run({ world, rng }) {
    const module = rng.pick(MODULES);
    const w = world(module.fault === 'rotation' ? { rotation: { enabled: true, reuseGraceMs: 0 } } : {});
    const [a] = w.addClients(rng.int(1, 2));
    const session = await signIn(w, a!);
    await expireAccessTokens(w);
    if (module.fault !== 'rotation') w.fault({ ...REFRESH, times: 1, fault: module.fault });
    const call = w.track(a!.me());
    await w.settle([call]);
    const held = a!.store.get().refreshToken;
    const outcome = !call.fulfilled ? 'rejected' : held === session.refreshToken ? 'accepted' : 'adopted';
    const sessionKept = module.expect === 'adopted' ? w.isLive(held) : held === session.refreshToken && w.isLive(held);
    return { unexpected_outcomes: bit(outcome !== module.expect || !sessionKept), invalidations: a!.invalidations(), modules_run: 1 };
  },
};

const CALLBACK = 'http://localhost:5173/handler/oauth-callback';
const ERROR_QUERIES = [
  'error=access_denied',
  'errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=Denied%20by%20the%20user',
  'errorCode=INVALID_AUTHORIZATION_CODE&message=x&details=%7Bnot-json',
  'errorCode=NOT_A_REAL_CODE&message=hi&details=%5B1%2C2',
  'error=x&errorCode=&details=null',
  'errorCode=%3Cscript%3E&message=%00%FF',
];
const ERROR_PARAMS = ['error', 'errorCode', 'message', 'details'];

export const I2: FaultClass = {
  id: 'I2',
  title: 'an OAuth callback with error / errorCode parameters and malformed details JSON',
  oracles: [zero('untyped_errors'), zero('params_left'), always('not_signed_in')],
  async run({ world, rng }) {
    const w = world();
    const a = await w.addPageClient('http://localhost:5173/handler/sign-in');
    a.navigation!.goTo(`${CALLBACK}?${rng.pick(ERROR_QUERIES)}`);
    const call = w.track(a.app.handleOAuthCallback());
    await w.settle([call]);
    const error = call.rejected ? call.error : call.value?.ok === false ? call.value.error : null;
    const url = new URL(a.navigation!.currentUrl() ?? CALLBACK);
    return {
      untyped_errors: bit(error !== null && !PortcullisError.isInstance(error)),
      params_left: ERROR_PARAMS.filter((p) => url.searchParams.has(p)).length,
      not_signed_in: bit(a.store.get().refreshToken === null),
    };
  },
};

/** The most refreshes within any 10 s of server time. */
const peakPer10s = (times: readonly number[]): number =>
  times.reduce((peak, t) => Math.max(peak, times.filter((u) => u >= t && u < t + 10_000).length), 0);

async function absurdTokens(w: World): Promise<Record<string, number>> {
  const [a] = w.addClients(w.rng.int(1, 2));
  await signIn(w, a!);
  await expireAccessTokens(w);
  w.fault({ ...REFRESH, ...(w.rng.chance(0.5) ? { times: 1 } : {}), fault: { kind: 'token-response', variant: w.rng.pick(['exp-in-years', 'iat-ahead'] as const) } });
  const since = w.tap.wire.length;
  let failed = 0;
  for (let i = w.rng.int(8, 16); i > 0; i--) {
    await jump(w, w.rng.int(0, 5 * MINUTE_MS));
    if (!(await reachesUser(w, a!))) failed++;
  }
  return {
    failed, max_timer_ms: Math.max(...w.clients.map((c) => c.clock.maxDelayMs)),
    refreshes_per_10s: peakPer10s(w.tap.refreshes(since).map((e) => e.at)),
  };
}

export const I3: FaultClass = {
  id: 'I3',
  title: 'the server issues an absurd exp (years ahead) or an iat in the future',
  oracles: [zero('failed'), atMost('max_timer_ms', 2 ** 31 - 1), atMost('refreshes_per_10s', 1)],
  run: ({ world }) => absurdTokens(world()),
};
