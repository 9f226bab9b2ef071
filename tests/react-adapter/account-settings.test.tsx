/**
 * Account settings and the team invitation screen, section by section, as a person uses them (labels and roles only),
 * against the in-process emulator: each action's success and its failure in the section's role="alert" region.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STRINGS, PortcullisHandler } from '../../react-adapter';
import { ORIGIN, PASSWORD, reactHarness, uniqueEmail } from './harness';

jest.setTimeout(30_000);

const at = (path: string): string => `${ORIGIN}/handler/${path}`;
type Harness = ReturnType<typeof reactHarness>;

/** A signed-in person on /handler/account-settings, once the page has loaded. */
async function onSettings(): Promise<{ h: Harness; email: string; unmount(): void }> {
  const h = reactHarness(at('account-settings'));
  const email = await h.signUp();
  const view = h.show(<PortcullisHandler location={at('account-settings')} />);
  await screen.findByRole('heading', { level: 2, name: 'Teams' });
  return { h, email, unmount: () => view.unmount() };
}

const section = (name: string): HTMLElement => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const alertIn = (name: string): string => within(section(name)).getAllByRole('alert').map((a) => a.textContent ?? '').join('');

test('emails: add one, send its verification, verify it, make it primary, remove the old one; a malformed address is refused', async () => {
  const { h, email, unmount } = await onSettings();
  const second = uniqueEmail('second');
  const add = screen.getByRole('form', { name: 'Add email' });
  fireEvent.change(within(add).getByLabelText('Email'), { target: { value: 'not an address' } });
  fireEvent.submit(add);
  await waitFor(() => expect(alertIn('Emails')).not.toBe(''));
  expect(within(section('Emails')).queryByText('not an address')).toBeNull();

  fireEvent.change(within(add).getByLabelText('Email'), { target: { value: second } });
  fireEvent.submit(add);
  await within(section('Emails')).findByText(second);
  fireEvent.click(screen.getByRole('button', { name: `Send verification email: ${second}` }));
  await within(section('Emails')).findByText('Verification email sent.');
  const mail = h.mailTo(second, 'email_verification');
  expect((await h.app.verifyEmail(mail.code!)).ok).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: `Make primary: ${second}` }));
  await waitFor(() => expect(screen.queryByRole('button', { name: `Make primary: ${second}` })).toBeNull());
  expect((await h.app.getUser({ or: 'throw' })).primaryEmail).toBe(second);
  fireEvent.click(await screen.findByRole('button', { name: `Remove: ${email}` }));
  await waitFor(() => expect(within(section('Emails')).queryByText(email)).toBeNull());
  unmount();
});

test('password: a wrong current password is refused with the service\'s wording; the right one changes it; the policy shows as typed', async () => {
  const { h, email } = await onSettings();
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
  await within(section('Password')).findByText('Password changed.');
  await act(async () => { await h.app.signOut(); });
  expect((await h.app.signInWithPassword({ email, password: 'a brand new passphrase', noRedirect: true })).ok).toBe(true);
});

test('two-factor: turn on shows a QR code and the secret as text, confirm turns it on, turn off clears it', async () => {
  const { h } = await onSettings();
  expect(within(section('Two-factor authentication')).getByText('Two-factor authentication is off.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
  // The QR encoder loads on demand (a dynamic import), so the image appears a moment after the click, drawn.
  expect((await screen.findByRole('img', { name: /Scan this QR code/ })).querySelector('svg')).not.toBeNull();
  expect(within(section('Two-factor authentication')).getByText(/^[A-Z2-7]{32}$/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await within(section('Two-factor authentication')).findByText('Two-factor authentication is on.');
  expect((await h.app.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  await within(section('Two-factor authentication')).findByText('Two-factor authentication is off.');
  expect((await h.app.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(false);
});

test('passkeys: where the browser has no WebAuthn, adding one says so in the alert region and sends nothing', async () => {
  const { h } = await onSettings();
  fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  await waitFor(() => expect(alertIn('Passkeys')).toMatch(/passkey|WebAuthn/i));
  expect(h.requestsTo('POST', '/auth/passkey/initiate-passkey-registration')).toBe(0);
});

test('teams: create one, select it, leave it; an empty name is refused', async () => {
  const { h } = await onSettings();
  const create = screen.getByRole('form', { name: 'Create team' });
  fireEvent.change(within(create).getByLabelText('Team name'), { target: { value: '   ' } });
  fireEvent.submit(create);
  await within(section('Teams')).findByText('Enter a team name.');
  expect(document.activeElement).toBe(within(create).getByLabelText('Team name'));
  expect(h.requestsTo('POST', '/teams')).toBe(0);
  fireEvent.change(within(create).getByLabelText('Team name'), { target: { value: 'Blue team' } });
  fireEvent.submit(create);
  await within(section('Teams')).findByText('Blue team');
  const select = screen.queryByRole('button', { name: 'Select: Blue team' });
  if (select !== null) fireEvent.click(select);
  await within(section('Teams')).findByText('Selected');
  expect((await h.app.getUser({ or: 'throw' })).selectedTeam?.displayName).toBe('Blue team');
  fireEvent.click(screen.getByRole('button', { name: 'Leave: Blue team' }));
  await within(section('Teams')).findByText('You are not in any team yet.');
  expect(await (await h.app.getUser({ or: 'throw' })).teams.list()).toEqual([]);
});

test('delete account: a warning, a second explicit confirmation, then the user is gone', async () => {
  const { h } = await onSettings();
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
  expect(screen.getAllByRole('alert').map((a) => a.textContent ?? '').join('')).not.toContain(DEFAULT_STRINGS.unexpectedError);
  unknown.unmount();

  h.navigation.goTo(link);
  h.show(<PortcullisHandler location={link} />);
  await screen.findByText('You are invited to join Green team.');
  fireEvent.submit(screen.getByRole('form', { name: 'Team invitation' }));
  await screen.findByText('You joined Green team.');
  const teams = await (await h.app.getUser({ or: 'throw' })).teams.list();
  expect(teams.map((t) => t.displayName)).toEqual(['Green team']);
});
