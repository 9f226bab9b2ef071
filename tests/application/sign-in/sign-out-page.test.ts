/**
 * Issue 32, sign-out on a plain GET: the sign-out page signs out on arrival only when this tab's app sent it there
 * (redirectToSignOut leaves a one-time mark in session storage); a page reached any other way (a cross-site link)
 * signs nobody out and leaves the choice to the person.
 */
import 'reflect-metadata';
import { SIGN_OUT_INTENT_KEY } from '../../../application/sign-in/sign-out-intent';
import { appHarness, PASSWORD, uniqueEmail, type AppHarness } from '../apps/app-harness';

async function signedIn(h: AppHarness): Promise<string> {
  const email = uniqueEmail('leaving');
  const up = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!up.ok) throw up.error;
  return email;
}

test('arriving without the mark (a cross-site link): still signed in, nothing revoked', async () => {
  const h = appHarness({ page: 'http://localhost:5173/handler/sign-out' });
  const email = await signedIn(h);
  expect(await h.app.handleSignOutPage()).toEqual({ signedOut: false });
  expect(h.requestsTo('DELETE', '/auth/sessions/current')).toHaveLength(0);
  expect((await h.app.getUser())?.primaryEmail).toBe(email);
});

test('redirectToSignOut marks the tab; the page then signs out once, and the mark is used up', async () => {
  const h = appHarness({ page: 'http://localhost:5173/account' });
  await signedIn(h);
  const went = await h.app.redirectToSignOut();
  expect(went.navigated).toBe(true);
  expect(h.sessionStorage.get(SIGN_OUT_INTENT_KEY)).not.toBeNull();
  const outcome = await h.app.handleSignOutPage();
  expect(outcome.signedOut).toBe(true);
  expect(h.requestsTo('DELETE', '/auth/sessions/current')).toHaveLength(1);
  expect(h.sessionStorage.get(SIGN_OUT_INTENT_KEY)).toBeNull();
  expect(await h.app.handleSignOutPage()).toEqual({ signedOut: false });
});

test('a mark older than a minute (a redirect that never arrived) does not count', async () => {
  const h = appHarness({ page: 'http://localhost:5173/account' });
  await signedIn(h);
  await h.app.redirectToSignOut();
  h.clock.advance(61_000);
  expect(await h.app.handleSignOutPage()).toEqual({ signedOut: false });
  expect(h.requestsTo('DELETE', '/auth/sessions/current')).toHaveLength(0);
});

test('a redirect the policy refuses leaves no mark', async () => {
  const h = appHarness({ page: 'http://localhost:5173/account', options: { urls: { signOut: 'https://elsewhere.example/out' } } });
  const went = await h.app.redirectToSignOut();
  expect(went.navigated).toBe(false);
  expect(h.sessionStorage.get(SIGN_OUT_INTENT_KEY)).toBeNull();
});
