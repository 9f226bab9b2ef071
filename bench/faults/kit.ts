/** Scene-setting steps the scenarios share. */
import type { Client } from './client';
import { flushJobs } from './settle';
import type { NewSession, World } from './world';
import { MINUTE_MS } from './world';

/** Signs `client` in on a new server-made session (its tabs see it through the shared jar). */
export async function signIn(world: World, client: Client): Promise<NewSession> {
  const session = await world.newSession();
  client.session.signIn({ refreshToken: session.refreshToken, accessToken: session.accessToken });
  await flushJobs();
  return session;
}

/** The wall clock jumps forward (time passes with nothing running: a sleeping laptop, a throttled tab). */
export async function jump(world: World, ms: number): Promise<void> {
  world.clock.set(world.clock.now() + ms);
  await flushJobs();
}

/** Every access token issued so far has expired (10-minute lifetime). */
export const expireAccessTokens = (world: World): Promise<void> => jump(world, 11 * MINUTE_MS);

/** The client still has a session the emulator considers valid, and a request with it reaches the user. */
export async function reachesUser(world: World, client: Client): Promise<boolean> {
  const me = world.track(client.me());
  await world.settle([me]);
  return me.fulfilled;
}

/** Lets `count` microtask turns pass: where in another tab's work the next step lands (a seeded ordering). */
export async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await Promise.resolve();
}

/** Nobody holds a token of the session `refreshToken` in any tab, and no request carried it after `afterSeq`. */
export function zombies(world: World, refreshToken: string, afterSeq: number): number {
  const held = world.clients.filter((c) => c.store.get().refreshToken === refreshToken).length;
  const sent = world.tap.wire.filter((e) => e.seq >= afterSeq && (e.headers['x-stack-refresh-token'] === refreshToken || e.form?.['refresh_token'] === refreshToken)).length;
  return held + sent;
}

/**
 * Runs `step` at a seeded point of the work already started: after 0–40 microtask turns, or once 0–250 ms of virtual
 * time (requests in flight, back-offs) have passed. The clock is driven meanwhile, so in-flight requests progress.
 */
export async function raceStep(world: World, step: () => void): Promise<void> {
  if (world.rng.chance(0.5)) {
    await turns(world.rng.int(0, 40));
  } else {
    await world.idle(world.rng.int(0, 250));
  }
  step();
}
