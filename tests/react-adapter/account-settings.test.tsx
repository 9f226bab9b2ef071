/**
 * Account settings and the team invitation screen, section by section, as a person uses them (labels and roles only),
 * against the in-process emulator: each action's success and its failure in the section's role="alert" region.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { AccountSettings, loadDefaultStrings, PortcullisHandler } from '../../react-adapter';
import { createAdminApp } from '../../composition/entry-memory';
import { SEED } from '../../emulator';
import { ORIGIN, PASSWORD, reactHarness, uniqueEmail } from './harness';

/** A name as the screens put it inside a label: bidi-isolated (U+2068 … U+2069, issue 32). */
const iso = (name: string): string => `\u2068${name}\u2069`;

jest.setTimeout(30_000);

const at = (path: string): string => `${ORIGIN}/handler/${path}`;
type Harness = ReturnType<typeof reactHarness>;

/** A signed-in person on /handler/account-settings#<page>, once the page has loaded. */
async function onSettings(page = 'auth', heading = 'Emails & sign-in'): Promise<{ h: Harness; email: string; unmount(): void }> {
  const h = reactHarness(at(`account-settings#${page}`));
  const email = await h.signUp();
  const view = h.show(<PortcullisHandler location={at(`account-settings#${page}`)} />);
  await screen.findByRole('heading', { level: 2, name: heading });
  return { h, email, unmount: () => view.unmount() };
}

/** A settings row (title, description, button and what it opened), by its title. */
const row = (name: string): HTMLElement => screen.getByRole('group', { name });
const alertIn = (name: string): string => within(row(name)).getAllByRole('alert').map((a) => a.textContent ?? '').join('');
/**
 * Opens the "⋯" menu of an address and chooses an item. The trigger is disabled while the row's previous action runs
 * (its answer and the list's refresh), so it is clicked once it is enabled again.
 */
async function emailAction(address: string, item: string): Promise<void> {
  const trigger = (): HTMLElement => screen.getByRole('button', { name: `Actions for ${iso(address)}` });
  await waitFor(() => expect(trigger().hasAttribute('disabled')).toBe(false));
  fireEvent.click(trigger());
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

test('emails: add one, send its verification, verify it, make it primary, remove the old one; a malformed address is refused', async () => {
  const { h, email, unmount } = await onSettings();
  const second = uniqueEmail('second');
  fireEvent.click(within(row('Emails')).getByRole('button', { name: 'Add an email' }));
  const add = screen.getByRole('form', { name: 'Add an email' });
  fireEvent.change(within(add).getByLabelText('New email address'), { target: { value: 'not an address' } });
  fireEvent.submit(add);
  await waitFor(() => expect(alertIn('Emails')).not.toBe(''));
  expect(within(row('Emails')).queryByText('not an address')).toBeNull();

  fireEvent.change(within(add).getByLabelText('New email address'), { target: { value: second } });
  fireEvent.submit(add);
  await within(row('Emails')).findByText(second);
  await emailAction(second, 'Send verification email');
  await within(row('Emails')).findByText('Verification email sent.');
  const mail = h.mailTo(second, 'email_verification');
  expect((await h.app.verifyEmail(mail.code!)).ok).toBe(true);

  await emailAction(second, 'Make primary');
  await waitFor(async () => expect((await h.app.getUser({ or: 'throw' })).primaryEmail).toBe(second));
  // The list shows the old data until the refresh answers: wait for the first address's own menu to offer Remove.
  const removeOf = (address: string) => within(screen.getByRole('menu', { name: `Actions for ${iso(address)}`, hidden: true })).queryByRole('menuitem', { name: 'Remove', hidden: true });
  await waitFor(() => expect(removeOf(email)).not.toBeNull());
  expect(removeOf(second)).toBeNull();
  await emailAction(email, 'Remove');
  await waitFor(() => expect(within(row('Emails')).queryByText(email)).toBeNull());
  unmount();
});

test('the "⋯" menu of an address is a keyboard menu: ArrowDown opens it on the first item, arrows move, Escape closes it and gives focus back', async () => {
  const { email } = await onSettings();
  const trigger = screen.getByRole('button', { name: `Actions for ${iso(email)}` });
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  const items = within(screen.getByRole('menu', { name: `Actions for ${iso(email)}` })).getAllByRole('menuitem');
  await waitFor(() => expect(document.activeElement).toBe(items[0]));
  fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(items.at(-1));
  fireEvent.keyDown(items.at(-1)!, { key: 'Escape' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger);
});

test('an open "⋯" menu stays open while the list refreshes under it (another address added meanwhile)', async () => {
  const { h, email } = await onSettings();
  const trigger = screen.getByRole('button', { name: `Actions for ${iso(email)}` });
  fireEvent.click(trigger);
  const other = uniqueEmail('other');
  await act(async () => {
    const added = await (await h.app.getUser({ or: 'throw' })).contactChannels.add({ type: 'email', value: other, usedForAuth: false });
    if (!added.ok) throw added.error;
  });
  await within(row('Emails')).findByText(other);
  expect(screen.getByRole('button', { name: `Actions for ${iso(email)}` })).toBe(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('menu', { name: `Actions for ${iso(email)}` })).toBeTruthy();
});

test('password: a wrong current password is refused with the service\'s wording; the right one changes it; the policy shows as typed', async () => {
  const { h, email } = await onSettings();
  fireEvent.click(within(row('Password')).getByRole('button', { name: 'Change password' }));
  const form = screen.getByRole('form', { name: 'Password' });
  fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'short' } });
  expect(within(form).getByText('Password too short. Minimum length is 8.')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'not the password' } });
  fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
  fireEvent.submit(form);
  await waitFor(() => expect(alertIn('Password')).not.toBe(''));
  expect(alertIn('Password')).not.toMatch(/eyJ/);
  fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: PASSWORD } });
  fireEvent.submit(form);
  await within(row('Password')).findByRole('status');
  expect(screen.queryByRole('form', { name: 'Password' })).toBeNull();
  await act(async () => { await h.app.signOut(); });
  expect((await h.app.signInWithPassword({ email, password: 'a brand new passphrase', noRedirect: true })).ok).toBe(true);
});

test('two-factor: turn on shows a QR code and the secret as text, confirm turns it on, turn off clears it', async () => {
  const { h } = await onSettings();
  expect(within(row('Two-factor authentication')).getByText('Two-factor authentication is off.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
  // The QR encoder loads on demand (a dynamic import), so the image appears a moment after the click, drawn.
  expect((await screen.findByRole('img', { name: /Scan this QR code/ })).querySelector('svg')).not.toBeNull();
  expect(within(row('Two-factor authentication')).getByText(/^[A-Z2-7]{32}$/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await within(row('Two-factor authentication')).findByText('Two-factor authentication is on.');
  expect((await h.app.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  await within(row('Two-factor authentication')).findByText('Two-factor authentication is off.');
  expect((await h.app.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(false);
});

test('sign-in codes by email: turning them on and off is saved on the user', async () => {
  const { h } = await onSettings();
  const before = (await h.app.getUser({ or: 'throw' })).otpAuthEnabled;
  fireEvent.click(within(row('Sign-in codes by email')).getByRole('button', { name: before ? 'Turn off' : 'Turn on' }));
  await within(row('Sign-in codes by email')).findByRole('button', { name: before ? 'Turn on' : 'Turn off' });
  expect((await h.app.getUser({ or: 'throw' })).otpAuthEnabled).toBe(!before);
});

test('passkeys: where the browser has no WebAuthn, adding one says so in the alert region and sends nothing', async () => {
  const { h } = await onSettings();
  fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  await waitFor(() => expect(alertIn('Passkeys')).toMatch(/passkey|WebAuthn/i));
  expect(h.requestsTo('POST', '/auth/passkey/initiate-passkey-registration')).toBe(0);
});

test('teams: an empty name is refused; a created team is selected, gets a page in the navigation, and can be left', async () => {
  const { h } = await onSettings('team-creation', 'Create a team');
  const create = screen.getByRole('form', { name: 'Create team' });
  fireEvent.change(within(create).getByLabelText('Team name'), { target: { value: '   ' } });
  fireEvent.submit(create);
  await within(create).findByText('Enter a team name.');
  await waitFor(() => expect(document.activeElement).toBe(within(create).getByLabelText('Team name')));
  expect(h.requestsTo('POST', '/teams')).toBe(0);
  fireEvent.change(within(create).getByLabelText('Team name'), { target: { value: 'Blue team' } });
  fireEvent.submit(create);
  // The new team's page opens, its heading focused, and the navigation lists it as the current page.
  const heading = await screen.findByRole('heading', { level: 2, name: 'Blue team' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(screen.getByRole('link', { name: 'Blue team' }).getAttribute('aria-current')).toBe('page');
  expect((await h.app.getUser({ or: 'throw' })).selectedTeam?.displayName).toBe('Blue team');
  fireEvent.click(within(row('Leave team')).getByRole('button', { name: 'Leave team' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Blue team' })).toBeNull());
  expect(await (await h.app.getUser({ or: 'throw' })).teams.list()).toEqual([]);
});

test('navigation: a page chosen in the list is shown with its heading focused, and the fragment follows', async () => {
  await onSettings('profile', 'Profile');
  const nav = screen.getByRole('navigation', { name: 'Account settings sections' });
  fireEvent.click(within(nav).getByRole('link', { name: 'Emails & sign-in' }));
  const heading = await screen.findByRole('heading', { level: 2, name: 'Emails & sign-in' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(window.location.hash).toBe('#auth');
  expect(within(nav).getByRole('link', { name: 'Emails & sign-in' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
});

test('an unknown fragment shows the profile; extra items (the app\'s own pages) are in the navigation and show their content', async () => {
  const h = reactHarness(at('account-settings#billing'));
  await h.signUp();
  const view = h.show(<PortcullisHandler location={at('account-settings#billing')} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy();
  view.unmount();
  window.history.pushState(null, '', '#billing');
  h.show(<Suspense fallback={null}><AccountSettings extraItems={[{ id: 'billing', title: 'Billing', content: <p>No invoices yet.</p> }]} /></Suspense>);
  expect(await screen.findByRole('heading', { level: 2, name: 'Billing' })).toBeTruthy();
  expect(screen.getByText('No invoices yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
});

test('active sessions: this device is marked and cannot be ended here; another session can', async () => {
  const h = reactHarness(at('account-settings#sessions'));
  const email = await h.signUp();
  // A second sign-in (as from another device): the first session stays open on the service.
  expect((await h.app.signInWithPassword({ email, password: PASSWORD, noRedirect: true })).ok).toBe(true);
  h.show(<PortcullisHandler location={at('account-settings#sessions')} />);
  await screen.findByRole('heading', { level: 2, name: 'Active sessions' });
  expect(await screen.findByText('This device')).toBeTruthy();
  const end = await screen.findAllByRole('button', { name: /^Sign out device: / });
  expect(end).toHaveLength(1);
  fireEvent.click(end[0]!);
  await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Sign out device: / })).toHaveLength(0));
  expect(screen.getByText('This device')).toBeTruthy();
});

test('API keys (where the project allows them): an empty description is refused; a new key is shown once, listed by its last four characters, and can be revoked', async () => {
  const h = reactHarness(at('account-settings#api-keys'));
  const { projectId, superSecretAdminKey } = SEED.demo;
  await createAdminApp({ projectId, superSecretAdminKey }, { handler: h.emulator.handler }).updateProject({ config: { allowUserApiKeys: true } });
  await h.signUp();
  h.show(<PortcullisHandler location={at('account-settings#api-keys')} />);
  await screen.findByRole('heading', { level: 2, name: 'API keys' });
  fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
  const form = screen.getByRole('form', { name: 'Create API key' });
  fireEvent.submit(form);
  await within(form).findByText('Say what the key is for.');
  fireEvent.change(within(form).getByLabelText('What is it for?'), { target: { value: 'CI deploys' } });
  fireEvent.change(within(form).getByLabelText('Expires'), { target: { value: '30' } });
  fireEvent.submit(form);
  const shown = await screen.findByText('Copy your new key now: it is not shown again.');
  const value = shown.parentElement!.querySelector('code')!.textContent!;
  expect(value.length).toBeGreaterThan(20);
  await screen.findByText(`…${value.slice(-4)}`);
  fireEvent.click(screen.getByRole('button', { name: 'Revoke: CI deploys' }));
  await screen.findByText('Revoked');
});

test('delete account: set apart, a warning, a second explicit confirmation, then the user is gone', async () => {
  const { h } = await onSettings('account', 'Account');
  const id = (await h.app.getUser({ or: 'throw' })).id;
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(h.requestsTo('DELETE', '/users/me')).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
  await waitFor(() => expect(h.requestsTo('DELETE', '/users/me')).toBe(1));
  await waitFor(async () => expect(await h.server.getUser(id)).toBeNull());
});

test('team invitation: the invited person sees the team and joins it; an unknown code shows the service\'s wording; signed out, a link to sign in and come back', async () => {
  const h = reactHarness();
  const invited = uniqueEmail('invited');
  const team = await h.server.createTeam({ displayName: 'Green team' });
  if (!team.ok) throw team.error;
  const invite = await team.value.inviteUser({ email: invited, callbackUrl: at('team-invitation') });
  expect(invite.ok).toBe(true);
  const link = h.mailTo(invited, 'team_invitation').link!;

  h.navigation.goTo(link);
  const signedOut = h.show(<PortcullisHandler location={link} />);
  const signIn = await screen.findByRole('link', { name: 'Sign in to accept the invitation' });
  expect(signIn.getAttribute('href')).toContain('after_auth_return_to=%2Fhandler%2Fteam-invitation%3Fcode%3D');
  signedOut.unmount();

  await h.signUp(invited);
  const bad = at('team-invitation?code=nosuchcodenosuchcodenosuchcode');
  h.navigation.goTo(bad);
  const unknown = h.show(<PortcullisHandler location={bad} />);
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent ?? '').join('')).not.toBe(''));
  expect(screen.getAllByRole('alert').map((a) => a.textContent ?? '').join('')).not.toContain((await loadDefaultStrings()).unexpectedError);
  unknown.unmount();

  h.navigation.goTo(link);
  h.show(<PortcullisHandler location={link} />);
  await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'You are invited to join Green team.');
  fireEvent.submit(screen.getByRole('form', { name: 'Team invitation' }));
  await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'You joined Green team.');
  const teams = await (await h.app.getUser({ or: 'throw' })).teams.list();
  expect(teams.map((t) => t.displayName)).toEqual(['Green team']);
});
