/**
 * The hooks against the in-process emulator in jsdom: the three `or` modes of useUser, Suspense on first load, one
 * request for many readers, re-rendering on sign-in / sign-out (never the previous user's data), typed errors to error
 * boundaries, and StrictMode mounting twice without leaking a subscription.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { observe } from '../../application';
import { useAccessToken, useAuthJson, useConnectedAccountToken, useTeams, useUser, type UseUserOptions } from '../../react-adapter';
import { ORIGIN, PASSWORD, reactHarness, uniqueEmail } from './harness';

class Boundary extends Component<{ children?: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const error = this.state.error as { code?: string } | undefined;
    return error === undefined ? this.props.children : <p role="alert">caught {error.code ?? String(error)}</p>;
  }
}

function Who({ options, label = 'who' }: { options?: UseUserOptions; label?: string }) {
  const user = useUser(options);
  return <p aria-label={label}>{user === null ? 'nobody' : user.primaryEmail}</p>;
}

const tree = (children: ReactNode) => <Boundary><Suspense fallback={<p>loading</p>}>{children}</Suspense></Boundary>;

test('useUser(): Suspense first, then the signed-in user; return-null gives null when signed out', async () => {
  const h = reactHarness();
  h.show(tree(<Who />));
  expect(screen.getByText('loading')).toBeTruthy();
  expect((await screen.findByLabelText('who')).textContent).toBe('nobody');
  const email = await h.signUp();
  await waitFor(() => expect(screen.getByLabelText('who').textContent).toBe(email));
});

test("useUser({ or: 'throw' }) throws USER_AUTHENTICATION_REQUIRED to the error boundary", async () => {
  const h = reactHarness();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  h.show(tree(<Who options={{ or: 'throw' }} />));
  expect((await screen.findByRole('alert')).textContent).toBe('caught USER_AUTHENTICATION_REQUIRED');
});

test("useUser({ or: 'redirect' }) goes to sign-in with this page as after_auth_return_to, and keeps suspending", async () => {
  const h = reactHarness(`${ORIGIN}/dashboard?tab=2`);
  h.show(tree(<Who options={{ or: 'redirect' }} />));
  await waitFor(() => expect(h.navigation.visits.length).toBe(1));
  expect(h.navigation.visits[0]!.url).toBe(`${ORIGIN}/handler/sign-in?after_auth_return_to=%2Fdashboard%3Ftab%3D2`);
  expect(screen.getByText('loading')).toBeTruthy();
});

test('five readers of the user make one request, and all re-render after sign-out and another sign-in', async () => {
  const h = reactHarness();
  const first = await h.signUp();
  const before = h.requestsTo('GET', '/users/me');
  h.show(tree(<>{[1, 2, 3, 4, 5].map((i) => <Who key={i} label={`reader ${i}`} />)}</>));
  await waitFor(() => expect(screen.getByLabelText('reader 5').textContent).toBe(first));
  expect(h.requestsTo('GET', '/users/me') - before).toBe(1);
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const text = screen.queryByLabelText('reader 1')?.textContent ?? '(suspended)';
    if (seen.at(-1) !== text) seen.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  await act(async () => { await h.app.signOut(); });
  await waitFor(() => expect(screen.getByLabelText('reader 3').textContent).toBe('nobody'));
  const second = uniqueEmail('second');
  await act(async () => { await h.app.signUpWithPassword({ email: second, password: PASSWORD, noRedirect: true }); });
  await waitFor(() => expect(screen.getAllByText(second)).toHaveLength(5));
  observer.disconnect();
  // Once reader 1 stopped showing the first user, it never showed them again: nobody, then the second user.
  const afterFirst = seen.slice(seen.findIndex((text) => text !== first));
  expect(afterFirst).not.toContain(first);
  expect(afterFirst.filter((text) => text !== '(suspended)')).toEqual(['nobody', second]);
});

test('StrictMode mounts twice and leaves exactly one subscription per observable; none after unmount', async () => {
  const h = reactHarness();
  await h.signUp();
  const user = observe(h.app).user();
  const original = user.subscribe;
  let active = 0;
  (user as { subscribe: typeof original }).subscribe = (onChange) => {
    active++;
    const off = original(onChange);
    return () => { active--; off(); };
  };
  const view = h.show(tree(<Who />), { strict: true });
  await screen.findByText(/@example\.com/);
  expect(active).toBe(1);
  view.unmount();
  expect(active).toBe(0);
});

test('a list hook re-renders after a mutation: a created team appears in useTeams()', async () => {
  const h = reactHarness();
  await h.signUp();
  function Teams() {
    const teams = useTeams();
    return <p aria-label="teams">{teams.map((t) => t.displayName).join(', ') || 'none'}</p>;
  }
  h.show(tree(<Teams />));
  expect((await screen.findByLabelText('teams')).textContent).toBe('none');
  const user = await h.app.getUser({ or: 'throw' });
  await act(async () => { await user.teams.create({ displayName: 'Hooked team' }); });
  await waitFor(() => expect(screen.getByLabelText('teams').textContent).toBe('Hooked team'));
});

test('useConnectedAccountToken: null when not connected; the provider token once the account is connected', async () => {
  const h = reactHarness(`${ORIGIN}/handler/sign-in`);
  await h.signUp();
  function Token() {
    const token = useConnectedAccountToken('github');
    return <p aria-label="token">{token === null ? 'none' : `token of ${token.length} characters`}</p>;
  }
  const first = h.show(tree(<Token />));
  expect((await screen.findByLabelText('token')).textContent).toBe('none');
  first.unmount();
  // Connect GitHub: the link flow through the emulator's mock provider, as the browser would walk it.
  const user = await h.app.getUser({ or: 'throw' });
  expect((await user.linkConnectedAccount('github')).ok).toBe(true);
  const provider = new URL(h.navigation.visits.at(-1)!.url);
  const consent = await h.emulator.handler(new Request(`${ORIGIN}/emulator/oauth/github/consent`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: provider.searchParams.get('state'), account_id: 'gh-hook', email: 'hook@example.com', email_verified: true }),
  }));
  const hop = await h.emulator.handler(new Request(((await consent.json()) as { location: string }).location, { redirect: 'manual' }));
  h.navigation.goTo(hop.headers.get('location')!);
  expect((await h.app.handleOAuthCallback()).ok).toBe(true);
  h.show(tree(<Token />));
  await waitFor(() => expect(screen.getByLabelText('token').textContent).toMatch(/^token of \d+ characters$/));
});

function Tokens() {
  const json = useAuthJson();
  const accessToken = useAccessToken();
  return <p aria-label="tokens">{json.refreshToken === null ? 'none' : `${accessToken ?? 'no access token'} ${json.accessToken === accessToken}`}</p>;
}

test('useAuthJson / useAccessToken: nulls when signed out, the session\'s tokens after sign-in, the new token after a refresh', async () => {
  const h = reactHarness();
  h.show(tree(<Tokens />));
  expect((await screen.findByLabelText('tokens')).textContent).toBe('none');
  await h.signUp();
  const first = (await h.app.tokens.getAccessToken())!;
  await waitFor(() => expect(screen.getByLabelText('tokens').textContent).toBe(`${first} true`));
  // A change of the user's claims marks the access token expired: the next read refreshes it, and the hooks follow.
  const user = await h.app.getUser({ or: 'throw' });
  const renamed = await user.update({ displayName: 'Renamed' });
  expect(renamed.ok).toBe(true);
  const second = (await h.app.tokens.getAccessToken())!;
  expect(second).not.toBe(first);
  await waitFor(() => expect(screen.getByLabelText('tokens').textContent).toBe(`${second} true`));
  await act(async () => { await h.app.signOut(); });
  await waitFor(() => expect(screen.getByLabelText('tokens').textContent).toBe('none'));
});

