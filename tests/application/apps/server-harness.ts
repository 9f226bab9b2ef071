/**
 * Test harness for the ServerApp: one emulator per test file on a fake clock shared with the apps, a handler
 * that records what went over the wire, a server app on the demo project's secret server key, and helpers to
 * build client apps (explicit token stores) against the same emulator.
 */
import { FakeClockAdapter } from '../../../adapters/clock/fake-clock.adapter';
import { createClientApp, createServerApp, type ClientOptions, type ServerUser } from '../../../composition/entry-memory';
import { SEED } from '../../../emulator';
import { DEMO_OPTIONS, recordingEmulator, T0, uniqueEmail, type WireRecord } from './app-harness';

export const SERVER_OPTIONS: ClientOptions = { ...DEMO_OPTIONS, secretServerKey: SEED.demo.secretServerKey };

export function serverHarness() {
  const clock = new FakeClockAdapter(T0);
  const { emulator, wire, handler, requestsTo, lastTo } = recordingEmulator(clock, { log: () => undefined });
  const deps = { handler, clock };
  const server = createServerApp(SERVER_OPTIONS, deps);
  /** The last request of all. */
  const last = (): WireRecord => {
    const found = wire.at(-1);
    if (found === undefined) throw new Error('nothing on the wire');
    return found;
  };
  const clientWithTokens = (tokens: { accessToken: string; refreshToken: string }) => createClientApp({ ...DEMO_OPTIONS, tokenStore: tokens }, deps);
  const serverWithTokens = (tokens: { accessToken: string; refreshToken: string }) => createServerApp({ ...SERVER_OPTIONS, tokenStore: tokens }, deps);
  /** A verified password user with a unique email, created through the app under test. */
  const aUser = async (fields: Parameters<typeof server.createUser>[0] = {}): Promise<ServerUser> => {
    const created = await server.createUser({ primaryEmail: uniqueEmail('srv'), primaryEmailVerified: true, primaryEmailAuthEnabled: true, ...fields });
    if (!created.ok) throw created.error;
    return created.value;
  };
  /**
   * Before reading a key read less than 300 ms ago: the app's cache fetches one key at most once per 300 ms
   * (spec §9) on the app's clock, which here is the fake clock, so the test moves it on.
   */
  const nextRead = (): void => clock.advance(300);
  return { clock, emulator, wire, deps, server, requestsTo, lastTo, last, clientWithTokens, serverWithTokens, aUser, nextRead };
}

export type ServerHarness = ReturnType<typeof serverHarness>;

/** The headers every server-access request carries (protocol §1.2). */
export function expectServerAccess(record: WireRecord): void {
  expect(record.headers['x-stack-access-type']).toBe('server');
  expect(record.headers['x-stack-secret-server-key']).toBe(SEED.demo.secretServerKey);
  expect(record.headers['x-stack-project-id']).toBe(SEED.demo.projectId);
}

/** Fails the test with the error when `result` is not ok; the value otherwise. */
export function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/** The error of a failed result; fails the test when it succeeded. */
export function errorOf<E>(result: { ok: true; value: unknown } | { ok: false; error: E }): E {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** What `work` rejects with; fails the test when it resolves. */
export async function rejectionOf(work: Promise<unknown>): Promise<unknown> {
  return work.then((value) => { throw new Error(`expected a rejection, got ${JSON.stringify(value)}`); }, (error: unknown) => error);
}
