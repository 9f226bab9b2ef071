/**
 * Issue 22 item 2: signing out of a page protected by useUser({ or: 'redirect' }). The sign-out clears the session,
 * the hook sees the user gone and asked for sign-in too; two navigations in one turn race (the browser follows the
 * last), so sign-out landed on /handler/sign-in half the time. And the hook's "the page is leaving" promise never
 * settled, even when the page stayed (an SPA router, a redirect it yielded): its Suspense fallback stayed for good.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { useUser } from '../../react-adapter';
import { ORIGIN, reactHarness } from './harness';

function Dashboard() {
  const user = useUser({ or: 'redirect' });
  return <p aria-label="who">{user.primaryEmail}</p>;
}

jest.setTimeout(120_000);

const page = (children: ReactNode) => <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>;

/** Lets every navigation the sign-out set off happen: the chunk loads, React's retries, the hook's getUser. */
const settleAll = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 60)));

test('20 sign-outs from a protected page: every one lands on afterSignOut (or redirectUrl), none on sign-in', async () => {
  const h = reactHarness(`${ORIGIN}/dashboard`);
  const landings: string[] = [];
  for (let round = 0; round < 20; round++) {
    h.navigation.goTo(`${ORIGIN}/dashboard`);
    const email = await h.signUp();
    const view = h.show(page(<Dashboard />));
    await waitFor(() => expect(screen.getByLabelText('who').textContent).toBe(email));
    const before = h.navigation.visits.length;
    // The three ways to sign out: the app's, the user's, and with a redirectUrl of its own.
    const kind = round % 3;
    await act(async () => {
      if (kind === 0) await h.app.signOut();
      else if (kind === 1) await (await h.app.getUser({ or: 'throw' })).signOut();
      else await h.app.signOut({ redirectUrl: '/goodbye' });
    });
    await settleAll();
    const visits = h.navigation.visits.slice(before).map((visit) => visit.url);
    landings.push(...visits);
    expect(visits).toEqual([kind === 2 ? `${ORIGIN}/goodbye` : `${ORIGIN}/`]);
    view.unmount();
  }
  expect(landings.filter((url) => url.includes('/handler/sign-in'))).toEqual([]);
  expect(landings).toHaveLength(20);
});

test('a protected page that stays (no document unload) leaves its fallback once someone signs in', async () => {
  const h = reactHarness(`${ORIGIN}/dashboard`);
  h.show(page(<Dashboard />));
  await waitFor(() => expect(h.navigation.visits.map((visit) => visit.url)).toEqual([
    `${ORIGIN}/handler/sign-in?after_auth_return_to=%2Fdashboard`,
  ]));
  expect(screen.getByText('Loading…')).toBeTruthy();
  // The memory page does not unload, like an SPA whose router handled the redirect: the sign-in happens in this page.
  const email = await act(() => h.signUp());
  await waitFor(() => expect(screen.getByLabelText('who').textContent).toBe(email));
});

test('the redirect promise of a page that stayed is not reused: signed out again, a protected page asks for sign-in', async () => {
  const h = reactHarness(`${ORIGIN}/dashboard`);
  h.show(page(<Dashboard />));
  await waitFor(() => expect(h.navigation.visits).toHaveLength(1));
  await act(() => h.signUp());
  await screen.findByLabelText('who');
  cleanup();
  // Before the fix the first redirect's promise stayed cached, unsettled: no navigation, 'Loading…' for good.
  await act(async () => { await h.app.signOut(); });
  h.navigation.goTo(`${ORIGIN}/dashboard`);
  const before = h.navigation.visits.length;
  h.show(page(<Dashboard />));
  await waitFor(() => expect(h.navigation.visits.slice(before).map((visit) => visit.url)).toEqual([
    `${ORIGIN}/handler/sign-in?after_auth_return_to=%2Fdashboard`,
  ]));
});
