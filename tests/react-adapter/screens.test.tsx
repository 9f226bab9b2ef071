/**
 * The default screens through the handler, as a person uses them (labels and roles only), against the in-process
 * emulator: success and failure of each, errors in a role="alert" region with focus on the field, no double submit.
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { PortcullisHandler } from '../../react-adapter';
import { ORIGIN, PASSWORD, reactHarness, uniqueEmail } from './harness';

const at = (path: string): string => `${ORIGIN}/handler/${path}`;
type Harness = ReturnType<typeof reactHarness>;

function showScreen(h: Harness, path: string) {
  h.navigation.goTo(at(path));
  return h.show(<PortcullisHandler location={at(path)} />);
}

const type = (label: string | RegExp, value: string, inside?: HTMLElement): void => {
  fireEvent.change((inside === undefined ? screen : within(inside)).getByLabelText(label), { target: { value } });
};

/** A user who signed up and out, on the sign-in screen with their email and `password` typed in. */
async function signedOutOnSignIn(password: string): Promise<{ h: Harness; email: string; form: HTMLElement }> {
  const h = reactHarness();
  const email = await h.signUp();
  await act(async () => { await h.app.signOut(); });
  showScreen(h, 'sign-in');
  const form = await screen.findByRole('form', { name: 'Sign in' });
  type('Email', email, form);
  type('Password', password, form);
  return { h, email, form };
}

test('sign-in with a wrong password shows the service\'s wording in an alert and moves focus to the field in error', async () => {
  const { form } = await signedOutOnSignIn('not the password');
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Wrong e-mail or password.'));
  const password = within(form).getByLabelText('Password');
  // Focus moves in an effect after the error's render (the alert can be seen a moment before); the same form's field.
  await waitFor(() => expect(document.activeElement).toBe(password));
  expect(password.getAttribute('aria-invalid')).toBe('true');
  // The message sits under the field it is about, which it describes (not in a region at the form's end).
  const message = within(form).getByText('Wrong e-mail or password.');
  expect(message.getAttribute('role')).toBe('alert');
  expect(password.getAttribute('aria-describedby')).toContain(message.id);
  expect(password.closest('.portcullis-field')!.contains(message)).toBe(true);
});

test('sign-in with the right password signs in and goes to urls.afterSignIn; a double submit sends one request', async () => {
  const { h, email, form } = await signedOutOnSignIn(PASSWORD);
  const visits = h.navigation.visits.length;
  fireEvent.submit(form);
  fireEvent.submit(form);
  await waitFor(() => expect(h.navigation.visits.length).toBe(visits + 1));
  expect(h.navigation.visits.at(-1)?.url).toBe(`${ORIGIN}/`);
  expect(h.requestsTo('POST', '/auth/password/sign-in')).toBe(1);
  expect((await h.app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
});

test('sign-in offers every method the demo project enables: one button per OAuth provider, the passkey, then password or emailed code as tabs sharing one email field', async () => {
  const h = reactHarness();
  showScreen(h, 'sign-in');
  await screen.findByRole('form', { name: 'Sign in' });
  const project = await h.app.getProject();
  for (const id of project.config.enabledOAuthProviderIds) expect(screen.getByRole('button', { name: new RegExp(`^Sign in with ${id}$`, 'i') })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  expect(screen.getByText('Or continue with')).toBeTruthy();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([['Password', 'true'], ['Email code', 'false']]);
  expect(screen.getAllByLabelText('Email')).toHaveLength(1);
  type('Email', 'ada@example.com');
  fireEvent.click(tabs[1]!);
  const code = screen.getByRole('form', { name: 'Email me a sign-in code' });
  expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  expect((within(code).getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
});

test('firstTab and noPasswordRepeat through the handler\'s componentProps; the show-password toggle', async () => {
  const h = reactHarness();
  h.navigation.goTo(at('sign-up'));
  h.show(<PortcullisHandler location={at('sign-up')} componentProps={{ SignUp: { firstTab: 'magic-link', noPasswordRepeat: true } }} />);
  await screen.findByRole('form', { name: 'Email me a sign-in code' });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email code', 'Password']);
  fireEvent.click(screen.getByRole('tab', { name: 'Password' }));
  const form = screen.getByRole('form', { name: 'Create an account' });
  expect(within(form).queryByLabelText('Repeat password')).toBeNull();
  const field = within(form).getByLabelText('Password') as HTMLInputElement;
  const toggle = within(form).getByRole('button', { name: 'Show password' });
  expect([field.type, toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
  fireEvent.click(toggle);
  expect([field.type, toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true']);
});

test('the emailed code: send it, a wrong code gets the service\'s wording in the alert, the code from the email signs the new person in', async () => {
  const h = reactHarness();
  const email = uniqueEmail('code'); // a new person: the code signs them up (an unverified password account may not use it)
  showScreen(h, 'sign-in');
  fireEvent.click(await screen.findByRole('tab', { name: 'Email code' }));
  const ask = await screen.findByRole('form', { name: 'Email me a sign-in code' });
  type('Email', email, ask);
  fireEvent.submit(ask);
  const enter = await screen.findByRole('form', { name: 'Sign in with the code' });
  // The code step is a view of its own: its heading, the address, a code field the browser can fill from the email.
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your email');
  expect(within(enter).getByRole('status').textContent).toContain(email);
  expect(within(enter).getByLabelText('Code').getAttribute('autocomplete')).toBe('one-time-code');
  expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Use another email' })).toBeTruthy();
  const otp = h.mailTo(email, 'magic_link').otp!;
  const wrong = otp.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
  type('Code', wrong, enter);
  fireEvent.submit(enter);
  await waitFor(() => expect(within(enter).getAllByRole('alert').map((a) => a.textContent ?? '').join('')).not.toBe(''));
  expect(within(enter).getAllByRole('alert').map((a) => a.textContent).join('')).not.toContain('Something went wrong');
  expect(await h.app.getUser()).toBeNull();
  const visits = h.navigation.visits.length;
  type('Code', otp, enter);
  fireEvent.submit(enter);
  await waitFor(() => expect(h.navigation.visits.length).toBe(visits + 1));
  expect((await h.app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
}, 30_000);

test('a TOTP user goes through the MFA step: a wrong code is refused with the service\'s text, the right one signs in', async () => {
  const h = reactHarness();
  const email = await h.signUp();
  const user = await h.app.getUser({ or: 'throw' });
  const bytes = Uint8Array.from({ length: 20 }, (_, i) => (i * 7 + 3) % 256);
  await h.server.getUser(user.id).then(async (u) => { await u!.update({ totpSecretBase64: Buffer.from(bytes).toString('base64') }); });
  await act(async () => { await h.app.signOut(); });
  showScreen(h, 'sign-in');
  const form = await screen.findByRole('form', { name: 'Sign in' });
  type('Email', email, form);
  type('Password', PASSWORD, form);
  fireEvent.submit(form);
  const mfa = await screen.findByRole('form', { name: 'Two-factor authentication' });
  type(/Six-digit code/, '000000');
  fireEvent.submit(mfa);
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The TOTP code is invalid. Please try again.'));
  type(/Six-digit code/, TOTP.generate({ secret: new Secret({ buffer: bytes.buffer }), algorithm: 'SHA1', digits: 6, period: 30 }));
  fireEvent.submit(mfa);
  await waitFor(() => expect(h.navigation.visits.at(-1)?.url).toBe(`${ORIGIN}/`));
});

test('sign-up checks the password policy as the person types, refuses different repeats, then creates the account', async () => {
  const h = reactHarness();
  showScreen(h, 'sign-up');
  const form = await screen.findByRole('form', { name: 'Create an account' });
  type('Email', uniqueEmail('signup'), form);
  type('Password', 'short', form);
  expect(screen.getByText('Password too short. Minimum length is 8.')).toBeTruthy();
  type('Password', PASSWORD, form);
  expect(screen.queryByText(/Password too short/)).toBeNull();
  type('Repeat password', 'something else entirely');
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Passwords do not match.'));
  expect(h.requestsTo('POST', '/auth/password/sign-up')).toBe(0);
  type('Repeat password', PASSWORD);
  fireEvent.submit(form);
  await waitFor(() => expect(h.navigation.visits.at(-1)?.url).toBe(`${ORIGIN}/`));
});

test('forgot password, then the emailed link: the reset screen sets the new password, and it signs in', async () => {
  const h = reactHarness();
  const email = await h.signUp();
  await act(async () => { await h.app.signOut(); });
  const view = showScreen(h, 'forgot-password');
  // The handler loads each screen on first use: the form is there once its code is.
  const request = await screen.findByRole('form', { name: 'Reset your password' });
  type('Email', email);
  fireEvent.submit(request);
  await screen.findByRole('heading', { level: 1, name: 'Check your email' });
  expect(screen.getByRole('status').textContent).toBe(`If an account uses ${email}, a link to choose a new password is on its way.`);
  view.unmount();
  const link = h.mailTo(email, 'password_reset').link!;
  h.navigation.goTo(link);
  h.show(<PortcullisHandler location={link} />);
  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  type('New password', 'a brand new passphrase');
  type('Repeat password', 'a brand new passphrase');
  fireEvent.submit(form);
  await screen.findByText('Your password has been changed. You can sign in with it now.');
  expect((await h.app.signInWithPassword({ email, password: 'a brand new passphrase', noRedirect: true })).ok).toBe(true);
});

test('email verification verifies once (StrictMode double mount included); a used link shows the service\'s wording', async () => {
  const h = reactHarness();
  const email = uniqueEmail('verify');
  const up = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: at('email-verification') });
  expect(up.ok).toBe(true);
  const link = h.mailTo(email, 'email_verification').link!;
  const view = h.show(<PortcullisHandler location={link} />, { strict: true });
  await screen.findByText('Your email address is verified.');
  expect(h.requestsTo('POST', '/contact-channels/verify')).toBe(1);
  view.unmount();
  // A link already used (here: verified through the API first) shows the service's wording.
  const other = uniqueEmail('verify-used');
  expect((await h.app.signUpWithPassword({ email: other, password: PASSWORD, noRedirect: true, verificationCallbackUrl: at('email-verification') })).ok).toBe(true);
  const used = h.mailTo(other, 'email_verification');
  expect((await h.app.verifyEmail(used.code!)).ok).toBe(true);
  h.show(<PortcullisHandler location={used.link!} />);
  const alert = await screen.findByText(/already/i);
  expect(alert.getAttribute('role')).toBe('alert');
});

test('the handler answers an unknown route with the not-found screen and a URL error code with the code only', async () => {
  const h = reactHarness();
  const view = showScreen(h, 'no-such-page');
  expect(await screen.findByText('This page does not exist.')).toBeTruthy();
  view.unmount();
  h.show(<PortcullisHandler location={`${at('error')}?errorCode=OUTER_OAUTH_TIMEOUT&message=${encodeURIComponent('Call 555-0100 to restore your account')}`} />);
  expect(await screen.findByText('OUTER_OAUTH_TIMEOUT')).toBeTruthy();
  expect(screen.queryByText(/555-0100/)).toBeNull();
});

test('account settings: a signed-out visitor is sent to sign-in; a signed-in one renames themself', async () => {
  const h = reactHarness(at('account-settings'));
  const view = showScreen(h, 'account-settings');
  await waitFor(() => expect(h.navigation.visits.at(-1)?.url).toBe(`${at('sign-in')}?after_auth_return_to=%2Fhandler%2Faccount-settings`));
  view.unmount();
  await h.signUp();
  showScreen(h, 'account-settings');
  const profile = await screen.findByRole('form', { name: 'Profile' });
  type('Display name', 'Ann Example', profile);
  fireEvent.submit(profile);
  await screen.findByText('Saved.');
  expect((await h.app.getUser({ or: 'throw' })).displayName).toBe('Ann Example');
  expect(screen.getByRole('link', { name: 'Emails & sign-in' })).toBeTruthy();
});

test.each([
  ['oauth-callback', '?code=%E0%A4%A&state=%ZZ'],
  ['oauth-callback', '?error=server_error&errorCode=OAUTH_PROVIDER_ACCESS_DENIED&details=%7Bnot-json'],
  ['magic-link-callback', '?code=%'],
  ['password-reset', '?code=%E0%A4%A'],
  ['email-verification', '?code=not-a-code'],
])('a malformed URL on /handler/%s%s shows a screen with an alert or a message, never a blank page', async (route, query) => {
  const h = reactHarness();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const url = `${at(route)}${query}`;
  h.navigation.goTo(url);
  h.show(<PortcullisHandler location={url} />);
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => {
    const said = [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')].map((e) => e.textContent ?? '').filter((t) => t !== '' && t !== 'Loading…');
    expect(said.length).toBeGreaterThan(0);
  });
});
