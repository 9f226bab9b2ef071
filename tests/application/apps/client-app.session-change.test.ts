/**
 * getUser while the session changes under it (fault class A6): the refresh token is rejected during the load, so the
 * session is invalidated and the cache withholds the old session's answer — every caller gets null, never an error.
 */
import { appHarness, PASSWORD, uniqueEmail } from './app-harness';

const MINUTE = 60_000;

it('the refresh token is rejected while getUser loads: every concurrent getUser resolves null', async () => {
  const h = appHarness({ noNavigation: true });
  const up = await h.app.signUpWithPassword({ email: uniqueEmail('change'), password: PASSWORD });
  if (!up.ok) throw up.error;
  expect(h.emulator.revokeSessions({ userId: up.value.userId })).toBe(1);
  h.clock.advance(11 * MINUTE); // the access token expired: the next load refreshes first, and is refused
  const users = await Promise.allSettled([h.app.getUser(), h.app.getUser(), h.app.getUser()]);
  expect(users).toEqual([{ status: 'fulfilled', value: null }, { status: 'fulfilled', value: null }, { status: 'fulfilled', value: null }]);
  expect(h.requestsTo('POST', '/auth/oauth/token')).toHaveLength(1);
});
