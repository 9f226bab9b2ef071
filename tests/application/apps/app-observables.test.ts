/**
 * observe(app).*: the cached, session-scoped Observables the React adapter's hooks sit on, against the in-process
 * emulator. Many observers → one request; a sign-out or another user's sign-in moves every observer to the new
 * session (never the previous user's value); a mutation's invalidation refreshes the observed value; ready() settles.
 */
import 'reflect-metadata';
import { observe } from '../../../application/apps/app-observables';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { appHarness, PASSWORD, uniqueEmail, type AppHarness } from './app-harness';

async function signUp(h: AppHarness, email = uniqueEmail('obs')) {
  const up = await h.app.signUpWithPassword({ email, password: PASSWORD });
  if (!up.ok) throw up.error;
  return email;
}

/**
 * Lets in-flight work finish: fake time for the cache's 300 ms read throttle, real time for the emulator's token checks
 * (Web Crypto runs off the event loop, so a busy machine needs more than a few turns).
 */
const settle = async (h: AppHarness): Promise<void> => {
  for (let i = 0; i < 8; i++) {
    await h.clock.advanceAsync(300);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** Settles until `done()` holds (or gives up after ~50 rounds and lets the assertion say what is wrong). */
const settleUntil = async (h: AppHarness, done: () => boolean): Promise<void> => {
  for (let i = 0; i < 50 && !done(); i++) await settle(h);
};

test('the same observable object for the same data, and three observers of the user make one request', async () => {
  const h = appHarness();
  const email = await signUp(h);
  expect(observe(h.app).user()).toBe(observe(h.app).user());
  const before = h.requestsTo('GET', '/users/me').length;
  const user = observe(h.app).user();
  const offs = [user.subscribe(() => undefined), user.subscribe(() => undefined), user.subscribe(() => undefined)];
  const value = await user.ready();
  expect(value?.primaryEmail).toBe(email);
  await settle(h);
  expect(h.requestsTo('GET', '/users/me').length - before).toBe(1);
  const snapshot = user.getSnapshot();
  expect(snapshot.status === 'success' && snapshot.value?.primaryEmail).toBe(email);
  expect(user.getSnapshot()).toBe(snapshot); // stable reference until a change
  for (const off of offs) off();
});

test('after a sign-out observers see null, and after another user signs in they see that user, never the first', async () => {
  const h = appHarness();
  const first = await signUp(h);
  const user = observe(h.app).user();
  const seen: (string | null | 'pending')[] = [];
  const off = user.subscribe(() => {
    const s = user.getSnapshot();
    seen.push(s.status === 'success' ? (s.value?.primaryEmail ?? null) : 'pending');
  });
  await user.ready();
  await h.app.signOut();
  await settle(h);
  expect(await user.ready()).toBeNull();
  const second = await signUp(h);
  await settle(h);
  expect((await user.ready())?.primaryEmail).toBe(second);
  const afterSignOut = seen.slice(seen.indexOf(null));
  expect(afterSignOut).not.toContain(first);
  expect(seen.filter((v) => v !== 'pending')).toEqual([first, null, second]);
  off();
});

test('a mutation refreshes what is observed: a created team appears in observe.teams()', async () => {
  const h = appHarness();
  await signUp(h);
  const user = await h.app.getUser({ or: 'throw' });
  const teams = observe(h.app).teams();
  const off = teams.subscribe(() => undefined);
  const ready = teams.ready();
  await settle(h);
  expect(await ready).toEqual([]);
  const created = await user.teams.create({ displayName: 'Observed team' });
  if (!created.ok) throw created.error;
  await settleUntil(h, () => { const s = teams.getSnapshot(); return s.status === 'success' && s.value.length === 1; });
  const snapshot = teams.getSnapshot();
  expect(snapshot.status === 'success' && snapshot.value.map((t) => t.displayName)).toEqual(['Observed team']);
  off();
});

test('errors are snapshots and ready() rejects with the typed error (a team the user is not in)', async () => {
  const h = appHarness();
  await signUp(h);
  const members = observe(h.app).teamMembers('6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b');
  const error: unknown = await members.ready().catch((e: unknown) => e);
  expect(KnownErrors.TeamMembershipNotFound.isInstance(error)).toBe(true);
  expect(members.getSnapshot().status).toBe('error');
});

test('signed out: the user is null and the lists are empty, with no request', async () => {
  const h = appHarness();
  const before = h.wire.length;
  expect(await observe(h.app).user().ready()).toBeNull();
  expect(await observe(h.app).teams().ready()).toEqual([]);
  expect(await observe(h.app).contactChannels().ready()).toEqual([]);
  expect(h.wire.length).toBe(before);
});
