/** G1–G3: the OAuth callback without its verifier, replayed, raced by tabs, or forged. */
import { IN_PROCESS_BASE_URL } from '../../../composition/memory.container';
import { always, bit, zero, type FaultClass } from '../fault-class';
import type { Client } from '../client';
import { jump } from '../kit';
import type { Tracked } from '../tracked';
import type { World } from '../world';

const PAGE = 'http://localhost:5173/handler/sign-in';
const CALLBACK = 'http://localhost:5173/handler/oauth-callback';

const exchanges = (w: World, since = 0): number =>
  w.tap.wire.filter((e) => e.seq >= since && e.path === '/auth/oauth/token' && e.form?.['grant_type'] === 'authorization_code').length;

/** Starts a GitHub sign-in in `client`, consents at the emulator's mock provider, and returns the app's callback URL. */
async function callbackUrl(w: World, client: Client): Promise<string> {
  const started = w.track(client.app.signInWithOAuth('github'));
  await w.settle([started]);
  const provider = new URL(client.navigation!.visits.at(-1)!.url);
  const consent = await w.emulator.handler(new Request(`${IN_PROCESS_BASE_URL}/emulator/oauth/github/consent`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: provider.searchParams.get('state'), account_id: `gh-${w.rng.int(1, 1e9)}`, email: `g-${w.rng.int(1, 1e9)}@example.com`, email_verified: true }),
  }));
  const hop = await w.emulator.handler(new Request(((await consent.json()) as { location: string }).location, { redirect: 'manual' }));
  return hop.headers.get('location')!;
}

/** Every tab at `url` calls handleOAuthCallback 1–2 times at once. */
function callbacksFromTabs(w: World, clients: readonly Client[], url: string): Tracked<unknown>[] {
  for (const c of clients) c.navigation!.goTo(url);
  return clients.flatMap((c) => Array.from({ length: w.rng.int(1, 2) }, () => w.track<unknown>(c.app.handleOAuthCallback())));
}

const threw = (calls: readonly Tracked<unknown>[]): number => calls.filter((c) => c.rejected).length;

export const G1: FaultClass = {
  id: 'G1',
  title: 'the verifier cookie is missing at the callback (expired after 3600 s, blocked, another browser)',
  oracles: [zero('exchanges'), zero('crashes'), always('restart_signs_in')],
  async run({ world, rng }) {
    const w = world();
    const a = await w.addPageClient(PAGE);
    const url = await callbackUrl(w, a);
    if (rng.chance(0.5)) {
      await jump(w, 3_601_000);
    } else {
      for (const name of Object.keys(w.jar.getAll())) if (name.includes('stack-oauth-outer-')) w.jar.remove(name);
    }
    const calls = callbacksFromTabs(w, [a], url);
    await w.settle(calls);
    const withoutVerifier = exchanges(w);
    a.navigation!.goTo(PAGE);
    const again = callbacksFromTabs(w, [a], await callbackUrl(w, a));
    await w.settle(again);
    const user = w.track(a.app.getUser());
    await w.settle([user]);
    return { exchanges: withoutVerifier, crashes: threw([...calls, ...again]), restart_signs_in: bit(user.fulfilled && user.value !== null) };
  },
};

export const G2: FaultClass = {
  id: 'G2',
  title: 'the callback replayed (reload, history back) or run concurrently, in one tab or several',
  oracles: [always('one_exchange'), zero('crashes'), always('signed_in')],
  async run({ world, rng }) {
    const w = world();
    const clients: Client[] = [];
    for (let i = rng.int(1, 3); i > 0; i--) clients.push(await w.addPageClient(PAGE));
    const url = await callbackUrl(w, clients[0]!);
    const since = w.tap.wire.length;
    const calls = callbacksFromTabs(w, clients, url);
    await w.settle(calls);
    const replay = callbacksFromTabs(w, [rng.pick(clients)], url);
    await w.settle(replay);
    const user = w.track(clients[0]!.app.getUser());
    await w.settle([user]);
    return { one_exchange: bit(exchanges(w, since) === 1), crashes: threw([...calls, ...replay]), signed_in: bit(user.fulfilled && user.value !== null) };
  },
};

const STRANGE_STATES = [
  (rng: World['rng']) => Array.from({ length: 43 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789_-'[rng.int(0, 37)]).join(''),
  () => 'x'.repeat(10_240),
  () => 'a;b=c%d\\e; Path=/; stack-oauth-outer-evil=1',
  () => '',
];

export const G3: FaultClass = {
  id: 'G3',
  title: 'a callback whose state has no verifier (an injected code), a 10 KB state, or a state with ;=%\\',
  oracles: [zero('exchanges'), zero('crashes'), zero('cookies_injected')],
  async run({ world, rng }) {
    const w = world();
    const a = await w.addPageClient(PAGE);
    if (rng.chance(0.5)) await callbackUrl(w, a); // a real flow's verifier is in the jar, for another state
    const before = new Set(Object.keys(w.jar.getAll()));
    const url = new URL(CALLBACK);
    url.searchParams.set('code', `injected-${rng.int(1, 1e9)}`);
    url.searchParams.set('state', rng.pick(STRANGE_STATES)(rng));
    const calls = callbacksFromTabs(w, [a], url.href);
    await w.settle(calls);
    const injected = Object.keys(w.jar.getAll()).filter((name) => !before.has(name)).length;
    return { exchanges: exchanges(w), crashes: threw(calls), cookies_injected: injected };
  },
};
