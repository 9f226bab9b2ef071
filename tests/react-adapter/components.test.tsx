/**
 * The building blocks with the official SDK's names, used on their own and through AuthPage: a signed-in visitor
 * (the "You are signed in" card, or automaticRedirect), one method at a time (spinner, the others disabled),
 * OAuthButtonGroup's mockProject, MessageCard's actions, the brand slot.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthPage, CredentialSignIn, MessageCard, OAuthButtonGroup, PortcullisProvider, SignIn } from '../../react-adapter';
import { PASSWORD, reactHarness } from './harness';

test('a signed-in visitor sees "You are signed in" with home and sign-out; with automaticRedirect they go on to urls.afterSignIn', async () => {
  const h = reactHarness();
  await h.signUp();
  const view = h.show(<SignIn />);
  await screen.findByRole('heading', { level: 1, name: 'You are signed in' });
  expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  view.unmount();
  const visited: string[] = [];
  h.show(<PortcullisProvider app={h.app} noAutomaticPrefetch navigate={(url) => visited.push(url)}><SignIn automaticRedirect /></PortcullisProvider>);
  await waitFor(() => expect(visited).toEqual([h.app.urls.afterSignIn]));
  expect(screen.queryByRole('heading', { name: 'You are signed in' })).toBeNull();
});

test('while the password sign-in runs its button shows a spinner and the other methods are disabled', async () => {
  const h = reactHarness();
  const email = await h.signUp();
  await act(async () => { await h.app.signOut(); });
  h.show(<AuthPage type="sign-in" />);
  const form = await screen.findByRole('form', { name: 'Sign in' });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: PASSWORD } });
  fireEvent.submit(form);
  const submit = within(form).getByRole('button', { name: 'Sign in' });
  expect(submit.getAttribute('aria-busy')).toBe('true');
  expect(submit.querySelector('.portcullis-spinner')).not.toBeNull();
  await waitFor(() => expect((screen.getByRole('button', { name: /^Sign in with github$/i }) as HTMLButtonElement).disabled).toBe(true));
  expect((screen.getByRole('button', { name: 'Sign in with a passkey' }) as HTMLButtonElement).disabled).toBe(true);
  await waitFor(() => expect(h.navigation.visits.length).toBeGreaterThan(0));
});

test('OAuthButtonGroup with a mockProject draws the listed providers with their names and starts nothing', async () => {
  const h = reactHarness();
  h.show(<OAuthButtonGroup type="sign-up" mockProject={{ config: { oauthProviders: [{ id: 'google' }, { id: 'spotify' }, { id: 'acme' }] } }} />);
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['Sign up with Google', 'Sign up with Spotify', 'Sign up with Acme']);
  expect(buttons.every((b) => b.querySelector('svg[aria-hidden="true"]') !== null)).toBe(true);
  fireEvent.click(buttons[0]!);
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
  expect(h.wire.filter((r) => r.path.includes('oauth'))).toEqual([]);
  expect(h.navigation.visits).toEqual([]);
});

test('MessageCard runs its actions (an async one shows its spinner) and CredentialSignIn works on its own', async () => {
  const h = reactHarness();
  let release: () => void = () => undefined;
  const calls: string[] = [];
  const view = h.show(
    <MessageCard title="Almost there" primaryButtonText="Continue" secondaryButtonText="Later"
      primaryAction={() => new Promise<void>((resolve) => { calls.push('primary'); release = resolve; })} secondaryAction={() => { calls.push('secondary'); }}>
      <p>One more step.</p>
    </MessageCard>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Almost there' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe('true');
  await waitFor(() => expect((screen.getByRole('button', { name: 'Later' }) as HTMLButtonElement).disabled).toBe(true));
  await act(async () => { release(); });
  fireEvent.click(screen.getByRole('button', { name: 'Later' }));
  expect(calls).toEqual(['primary', 'secondary']);
  view.unmount();
  const email = await h.signUp();
  await act(async () => { await h.app.signOut(); });
  h.show(<CredentialSignIn />);
  const form = screen.getByRole('form', { name: 'Sign in' });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'wrong password 123' } });
  fireEvent.submit(form);
  await waitFor(() => expect(within(form).getAllByRole('alert').map((a) => a.textContent).join('')).toBe('Wrong e-mail or password.'));
}, 30_000);

test("the provider's brand is shown above the card's title", async () => {
  const h = reactHarness();
  h.show(<PortcullisProvider app={h.app} noAutomaticPrefetch brand={<span>Acme Inc</span>}><SignIn /></PortcullisProvider>);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  const header = heading.closest('header')!;
  expect(header.firstElementChild!.textContent).toBe('Acme Inc');
});
