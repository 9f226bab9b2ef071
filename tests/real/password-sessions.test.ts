/**
 * Against the real backend, through the client app's public API: password sign-up, sign-in, update and set; the
 * reset flow with the code from the mailbox's link; the session — an access token that really expires after the
 * backend's 60 s and is refreshed without the caller noticing —, and sign-out.
 */
import { KnownErrors, OperationNotAllowedError } from '../../composition/entry-node';
import { describeReal, linkIn, mailbox, newProject, waitForMail } from '../support/real-backend';
import { appsFor, errorOf, PASSWORD, rawClientCall, uniqueEmail, valueOf, VisibleTokenStore, type ProjectApps } from './node-apps';

describeReal('real backend: password, reset, sessions and refresh (client app)', () => {
  let apps: ProjectApps;
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-password' }));
  });

  it('sign-up signs the new user in; the user read back has the email, unverified, with a password', async () => {
    const app = apps.client();
    const email = uniqueEmail('ann');
    valueOf(await app.signUpWithPassword({ email, password: PASSWORD }));
    const user = await app.getUser({ or: 'throw' });
    expect([user.primaryEmail, user.primaryEmailVerified, user.hasPassword]).toEqual([email, false, true]);
    // The verification mail reached the mailbox, with a link to our handler page.
    const mail = await waitForMail(email);
    expect(linkIn(mail).url.startsWith('http://localhost:8102/handler/email-verification?')).toBe(true);
  });

  it('a second sign-up with the same email is USER_EMAIL_ALREADY_EXISTS, in the service\'s words', async () => {
    const email = uniqueEmail('dup');
    valueOf(await apps.client().signUpWithPassword({ email, password: PASSWORD }));
    const error = errorOf(await apps.client().signUpWithPassword({ email, password: PASSWORD }));
    expect(KnownErrors.UserEmailAlreadyExists.isInstance(error)).toBe(true);
    expect(error.message).toBe(`A user with email "${email}" already exists.`);
  });

  it('sign-in: the right password signs in, a wrong one is EMAIL_PASSWORD_MISMATCH', async () => {
    const email = uniqueEmail('bob');
    valueOf(await apps.client().signUpWithPassword({ email, password: PASSWORD }));
    const app = apps.client();
    const wrong = errorOf(await app.signInWithPassword({ email, password: 'not the password' }));
    expect(KnownErrors.EmailPasswordMismatch.isInstance(wrong)).toBe(true);
    expect(wrong.message).toBe('Wrong e-mail or password.');
    expect(await app.getUser()).toBeNull();
    valueOf(await app.signInWithPassword({ email, password: PASSWORD }));
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
  });

  it('updatePassword: a wrong old password is PASSWORD_CONFIRMATION_MISMATCH; the new one then signs in, the old one no longer', async () => {
    const email = uniqueEmail('upd');
    const app = apps.client();
    valueOf(await app.signUpWithPassword({ email, password: PASSWORD }));
    const user = await app.getUser({ or: 'throw' });
    const wrong = errorOf(await user.updatePassword({ oldPassword: 'not it at all', newPassword: 'a brand new secret' }));
    expect(KnownErrors.PasswordConfirmationMismatch.isInstance(wrong)).toBe(true);
    expect(wrong.message).toBe('Passwords do not match.');
    valueOf(await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'a brand new secret' }));
    expect(KnownErrors.EmailPasswordMismatch.isInstance(errorOf(await apps.client().signInWithPassword({ email, password: PASSWORD })))).toBe(true);
    valueOf(await apps.client().signInWithPassword({ email, password: 'a brand new secret' }));
  });

  it('setPassword: a user without a password (made by the server) sets one, then signs in with it; a second set is refused', async () => {
    const email = uniqueEmail('nopw');
    const created = valueOf(await apps.server().createUser({ primaryEmail: email, primaryEmailAuthEnabled: true }));
    expect(created.hasPassword).toBe(false);
    // The server opens a session for that user; a client app adopts its tokens.
    const session = valueOf(await created.createSession());
    const app = apps.client(new VisibleTokenStoreWith(session));
    const user = await app.getUser({ or: 'throw' });
    expect(user.hasPassword).toBe(false);
    valueOf(await user.setPassword({ password: PASSWORD }));
    expect((await app.getUser({ or: 'throw' })).hasPassword).toBe(true);
    valueOf(await apps.client().signInWithPassword({ email, password: PASSWORD }));
    const again = errorOf(await user.setPassword({ password: 'another password here' }));
    expect(OperationNotAllowedError.isInstance(again) && [again.reason, again.serverMessage]).toEqual(['passwordAlreadySet', 'User already has a password set.']);
  });

  it('reset: the mailed link\'s code checks, resets the password once, and is then used up', async () => {
    const email = uniqueEmail('reset');
    valueOf(await apps.client().signUpWithPassword({ email, password: PASSWORD }));
    const app = apps.client();
    await waitForMail(email);
    const seen = new Set((await mailbox(email)).map((m) => m.id));
    await app.sendForgotPasswordEmail(email);
    const mail = await waitForMail(email, { match: (m) => /reset/i.test(m.subject), notIn: seen });
    const { url, code } = linkIn(mail);
    expect(url.startsWith('http://localhost:8102/handler/password-reset?')).toBe(true);
    valueOf(await app.checkPasswordResetCode(code));
    valueOf(await app.resetPassword({ code, password: 'reset to this one' }));
    valueOf(await apps.client().signInWithPassword({ email, password: 'reset to this one' }));
    const reused = errorOf(await app.resetPassword({ code, password: 'and again to this' }));
    expect(KnownErrors.VerificationCodeAlreadyUsed.isInstance(reused)).toBe(true);
    const unknown = errorOf(await app.checkPasswordResetCode('x'.repeat(45)));
    expect(KnownErrors.VerificationCodeNotFound.isInstance(unknown)).toBe(true);
  });

  it('an unknown address gets no reset mail and the call resolves all the same', async () => {
    const email = uniqueEmail('nobody');
    await expect(apps.client().sendForgotPasswordEmail(email)).resolves.toBeUndefined();
  });

  it('the access token expires after 60 s for real; the next call refreshes it transparently', async () => {
    const store = new VisibleTokenStore();
    const app = apps.client(store);
    const email = uniqueEmail('expiry');
    valueOf(await app.signUpWithPassword({ email, password: PASSWORD }));
    const first = store.get();
    expect(first.accessToken).not.toBeNull();
    const events: string[] = [];
    app.onSessionChange((event) => events.push(event.type));

    await new Promise((resolve) => setTimeout(resolve, 61_000));
    // The backend itself now refuses the old token…
    const raw = await rawClientCall(apps.keys, '/users/me', first.accessToken!);
    expect([raw.status, raw.code]).toEqual([401, 'ACCESS_TOKEN_EXPIRED']);
    // …and the library's next call just works: a new access token, the same refresh token.
    const renamed = valueOf(await (await app.getUser({ or: 'throw' })).update({ displayName: 'Still here' }));
    expect(renamed.displayName).toBe('Still here');
    const now = store.get();
    expect(now.accessToken).not.toBe(first.accessToken);
    expect(now.refreshToken).toBe(first.refreshToken);
    expect(events).toContain('refreshed');
    expect((await rawClientCall(apps.keys, '/users/me', now.accessToken!)).status).toBe(200);
  }, 120_000);

  it('a user deletes their own account (the project allows it): signed out, and gone for the server app too', async () => {
    const app = apps.client();
    valueOf(await app.signUpWithPassword({ email: uniqueEmail('leaving'), password: PASSWORD }));
    const user = await app.getUser({ or: 'throw' });
    valueOf(await user.delete());
    expect(await app.getUser()).toBeNull();
    expect(await apps.server().getUser(user.id)).toBeNull();
  });

  it('sign-out ends the session on the server: the old refresh token is refused, the app is signed out', async () => {
    const store = new VisibleTokenStore();
    const app = apps.client(store);
    valueOf(await app.signUpWithPassword({ email: uniqueEmail('out'), password: PASSWORD }));
    const { accessToken, refreshToken } = store.get();
    await app.signOut();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await app.getUser()).toBeNull();
    // A second app given the old refresh token (and no access token) cannot get back in.
    const revived = apps.client(new VisibleTokenStoreWith({ accessToken: null, refreshToken: refreshToken! }));
    expect(await revived.getUser()).toBeNull();
    expect(accessToken).not.toBeNull();
  });
});

/** A visible store that starts with a session's tokens. */
class VisibleTokenStoreWith extends VisibleTokenStore {
  constructor(tokens: { readonly accessToken: string | null; readonly refreshToken: string }) {
    super();
    this.set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  }
}
