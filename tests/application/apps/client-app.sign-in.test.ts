/**
 * ClientApp sign-in surface against the in-process emulator: password sign-up/sign-in, MFA, magic link —
 * results, what went over the wire, the stored session and the redirects.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { appHarness, enableTotp, PASSWORD, uniqueEmail, type AppHarness } from './app-harness';

const emailVerificationUrl = 'http://localhost:5173/handler/email-verification';

async function signedUp(h: AppHarness, email = uniqueEmail()): Promise<{ email: string; userId: string }> {
  const result = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!result.ok) throw result.error;
  await h.app.signOut();
  return { email, userId: result.value.userId };
}

/** Signs up, then verifies the email with the link of the verification email (magic links need a verified email). */
async function verifiedUser(h: AppHarness): Promise<{ email: string; userId: string }> {
  const user = await signedUp(h);
  const link = h.emulator.outbox.latestFor(user.email, 'email_verification')?.link ?? '';
  const verified = await h.app.verifyEmail(new URL(link).searchParams.get('code') ?? '');
  if (!verified.ok) throw verified.error;
  return user;
}

describe('signUpWithPassword', () => {
  test('creates the account, stores the session, sends the default verification URL and redirects to afterSignUp', async () => {
    const h = appHarness({ options: { urls: { afterSignUp: '/welcome' } } });
    const email = uniqueEmail();
    const result = await h.app.signUpWithPassword({ email, password: PASSWORD });
    expect(result).toEqual({ ok: true, value: { userId: expect.any(String), isNewUser: true, redirected: true, redirect: { navigated: true, url: expect.stringMatching(/^http:\/\/localhost:5173\//) } } });
    const sent = h.lastTo('POST', '/auth/password/sign-up');
    expect(sent?.body).toEqual({ email, password: PASSWORD, verification_callback_url: emailVerificationUrl });
    expect(sent?.headers['x-stack-access-type']).toBe('client');
    expect(h.navigation.visits).toEqual([{ kind: 'assign', requested: 'http://localhost:5173/welcome', url: 'http://localhost:5173/welcome' }]);
    expect(h.emulator.outbox.latestFor(email, 'email_verification')?.link).toMatch(/^http:\/\/localhost:5173\/handler\/email-verification\?code=/);
    expect((await h.app.getUser())?.primaryEmail).toBe(email);
  });

  test('an email already used comes back as USER_EMAIL_ALREADY_EXISTS; no session, no redirect', async () => {
    const h = appHarness();
    const { email } = await signedUp(h);
    const result = await h.app.signUpWithPassword({ email, password: PASSWORD });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(KnownErrors.UserEmailAlreadyExists.isInstance(result.error)).toBe(true);
    expect(await h.app.getUser()).toBeNull();
    expect(h.navigation.visits.filter((v) => v.url.endsWith('/'))).toHaveLength(1); // only signOut's afterSignOut
  });

  test('a password too short is refused client-side: typed error, nothing sent', async () => {
    const h = appHarness();
    const result = await h.app.signUpWithPassword({ email: uniqueEmail(), password: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(KnownErrors.PasswordTooShort.isInstance(result.error)).toBe(true);
    expect(result.error.message).toBe('Password too short. Minimum length is 8.');
    expect(h.wire).toEqual([]);
  });

  test('a page whose origin is not trusted: the default verification URL is refused, so the sign-up is retried without it', async () => {
    const h = appHarness({ page: 'https://untrusted.example.org/sign-up' });
    const result = await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD, noRedirect: true });
    expect(result.ok).toBe(true);
    const bodies = h.requestsTo('POST', '/auth/password/sign-up').map((r) => r.body as Record<string, unknown>);
    expect(bodies.map((b) => b['verification_callback_url'])).toEqual(['https://untrusted.example.org/handler/email-verification', undefined]);
  });

  test('an explicit verification URL that is not trusted is the caller\'s to fix: it throws', async () => {
    const h = appHarness();
    const failure = await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD, verificationCallbackUrl: 'https://evil.example/v' })
      .then(() => null, (e: unknown) => e);
    expect(KnownErrors.RedirectUrlNotWhitelisted.isInstance(failure)).toBe(true);
    expect(h.requestsTo('POST', '/auth/password/sign-up')).toHaveLength(1);
  });

  test('without a page the relative default cannot be made absolute: no verification URL is sent', async () => {
    const h = appHarness({ page: null });
    await h.app.signUpWithPassword({ email: uniqueEmail(), password: PASSWORD, noRedirect: true });
    expect(h.lastTo('POST', '/auth/password/sign-up')?.body).not.toHaveProperty('verification_callback_url');
  });
});

describe('signInWithPassword', () => {
  test('signs in, sends the credentials, redirects to afterSignIn; getUser then sends the access token', async () => {
    const h = appHarness({ options: { urls: { afterSignIn: '/dashboard' } } });
    const { email, userId } = await signedUp(h);
    const result = await h.app.signInWithPassword({ email, password: PASSWORD });
    expect(result).toEqual({ ok: true, value: { userId, isNewUser: false, redirected: true, redirect: { navigated: true, url: expect.stringMatching(/^http:\/\/localhost:5173\//) } } });
    expect(h.lastTo('POST', '/auth/password/sign-in')?.body).toEqual({ email, password: PASSWORD });
    expect(h.navigation.visits.at(-1)?.url).toBe('http://localhost:5173/dashboard');
    const user = await h.app.getUser();
    expect(user?.id).toBe(userId);
    expect(h.lastTo('GET', '/users/me')?.headers['x-stack-access-token']).toEqual(expect.any(String));
  });

  test('after_auth_return_to on the page wins over afterSignIn (relative target)', async () => {
    const h = appHarness({ page: 'http://localhost:5173/handler/sign-in?after_auth_return_to=%2Fsettings%3Ftab%3D2' });
    const { email } = await signedUp(h);
    h.navigation.goTo('http://localhost:5173/handler/sign-in?after_auth_return_to=%2Fsettings%3Ftab%3D2');
    await h.app.signInWithPassword({ email, password: PASSWORD });
    expect(h.navigation.visits.at(-1)?.url).toBe('http://localhost:5173/settings?tab=2');
  });

  test('an untrusted after_auth_return_to is ignored: afterSignIn instead', async () => {
    const h = appHarness();
    const { email } = await signedUp(h);
    h.navigation.goTo('http://localhost:5173/handler/sign-in?after_auth_return_to=https%3A%2F%2Fevil.example%2F');
    await h.app.signInWithPassword({ email, password: PASSWORD });
    expect(h.navigation.visits.at(-1)?.url).toBe('http://localhost:5173/');
  });

  test('a wrong password is EMAIL_PASSWORD_MISMATCH; nothing stored', async () => {
    const h = appHarness();
    const { email } = await signedUp(h);
    const visits = h.navigation.visits.length;
    const result = await h.app.signInWithPassword({ email, password: 'wrong password!' });
    expect(!result.ok && KnownErrors.EmailPasswordMismatch.isInstance(result.error)).toBe(true);
    expect(await h.app.getUser()).toBeNull();
    expect(h.navigation.visits).toHaveLength(visits);
  });

  test('with redirectMethod none nothing navigates', async () => {
    const h = appHarness({ options: { redirectMethod: 'none' } });
    const { email } = await signedUp(h);
    const result = await h.app.signInWithPassword({ email, password: PASSWORD });
    expect(result.ok && result.value.redirected).toBe(false);
    expect(h.navigation.visits).toEqual([]);
  });

  test('a custom navigate (a router) receives the same-origin target as a path', async () => {
    const seen: string[] = [];
    const h = appHarness({ options: { redirectMethod: { navigate: (url) => void seen.push(url) } } });
    const { email } = await signedUp(h);
    await h.app.signInWithPassword({ email, password: PASSWORD });
    expect(seen.at(-1)).toBe('/');
    expect(h.navigation.visits).toEqual([]);
  });
});

describe('MFA', () => {
  test('MFA required carries the attempt code; signInWithMfa with the TOTP signs in', async () => {
    const h = appHarness();
    const { email, userId } = await signedUp(h);
    const totpAt = await enableTotp(h, userId);
    const first = await h.app.signInWithPassword({ email, password: PASSWORD });
    if (first.ok || !KnownErrors.MultiFactorAuthenticationRequired.isInstance(first.error)) throw new Error('expected MFA required');
    const attemptCode = first.error.details.attempt_code;
    expect(attemptCode).toHaveLength(45);
    expect(await h.app.getUser()).toBeNull();

    const second = await h.app.signInWithMfa({ totp: ` ${totpAt(h.clock.now())} `, attemptCode });
    expect(second).toEqual({ ok: true, value: { userId, isNewUser: false, redirected: true, redirect: { navigated: true, url: expect.stringMatching(/^http:\/\/localhost:5173\//) } } });
    expect(h.lastTo('POST', '/auth/mfa/sign-in')?.body).toEqual({ type: 'totp', totp: totpAt(h.clock.now()), code: attemptCode });
    expect((await h.app.getUser())?.id).toBe(userId);
  });

  test('a wrong TOTP is INVALID_TOTP_CODE and the attempt code stays usable', async () => {
    const h = appHarness();
    const { email, userId } = await signedUp(h);
    const totpAt = await enableTotp(h, userId);
    const first = await h.app.signInWithPassword({ email, password: PASSWORD });
    if (first.ok || !KnownErrors.MultiFactorAuthenticationRequired.isInstance(first.error)) throw new Error('expected MFA required');
    const attemptCode = first.error.details.attempt_code;
    const good = totpAt(h.clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    const bad = await h.app.signInWithMfa({ totp: wrong, attemptCode });
    expect(!bad.ok && KnownErrors.InvalidTotpCode.isInstance(bad.error)).toBe(true);
    expect((await h.app.signInWithMfa({ totp: good, attemptCode })).ok).toBe(true);
  });

  test('an empty TOTP is INVALID_TOTP_CODE without a request', async () => {
    const h = appHarness();
    const result = await h.app.signInWithMfa({ totp: '  ', attemptCode: 'x'.repeat(45) });
    expect(!result.ok && KnownErrors.InvalidTotpCode.isInstance(result.error)).toBe(true);
    expect(h.wire).toEqual([]);
  });

  test('an expired attempt code (5 minutes) is VERIFICATION_CODE_EXPIRED', async () => {
    const h = appHarness();
    const { email, userId } = await signedUp(h);
    const totpAt = await enableTotp(h, userId);
    const first = await h.app.signInWithPassword({ email, password: PASSWORD });
    if (first.ok || !KnownErrors.MultiFactorAuthenticationRequired.isInstance(first.error)) throw new Error('expected MFA required');
    await h.clock.advance(6 * 60_000);
    const result = await h.app.signInWithMfa({ totp: totpAt(h.clock.now()), attemptCode: first.error.details.attempt_code });
    expect(!result.ok && KnownErrors.VerificationCodeExpired.isInstance(result.error)).toBe(true);
  });
});

describe('magic link', () => {
  test('sendMagicLinkEmail sends the absolute magicLinkCallback URL and returns the nonce; the link code signs a new user up', async () => {
    const h = appHarness({ options: { urls: { afterSignUp: '/onboarding' } } });
    const email = uniqueEmail('magic');
    const sent = await h.app.sendMagicLinkEmail(email);
    if (!sent.ok) throw sent.error;
    expect(sent.value.nonce).toHaveLength(39);
    expect(h.lastTo('POST', '/auth/otp/send-sign-in-code')?.body).toEqual({ email, callback_url: 'http://localhost:5173/handler/magic-link-callback' });
    const mail = h.emulator.outbox.latestFor(email, 'magic_link');
    const code = new URL(mail?.link ?? '').searchParams.get('code') ?? '';
    const result = await h.app.signInWithMagicLink(code);
    expect(result).toEqual({ ok: true, value: { userId: expect.any(String), isNewUser: true, redirected: true, redirect: { navigated: true, url: expect.stringMatching(/^http:\/\/localhost:5173\//) } } });
    expect(h.lastTo('POST', '/auth/otp/sign-in')?.body).toEqual({ code });
    expect(h.navigation.visits.at(-1)?.url).toBe('http://localhost:5173/onboarding');
    expect((await h.app.getUser())?.primaryEmail).toBe(email);
  });

  test('an existing but unverified auth email is USER_EMAIL_ALREADY_EXISTS', async () => {
    const h = appHarness();
    const { email } = await signedUp(h);
    const result = await h.app.sendMagicLinkEmail(email);
    expect(!result.ok && KnownErrors.UserEmailAlreadyExists.isInstance(result.error)).toBe(true);
    expect(h.emulator.outbox.latestFor(email, 'magic_link')).toBeUndefined();
  });

  test('OTP + nonce signs an existing user in (afterSignIn); the code cannot be used twice', async () => {
    const h = appHarness();
    const { email, userId } = await verifiedUser(h);
    const sent = await h.app.sendMagicLinkEmail(email, { callbackUrl: '/custom-callback#frag' });
    if (!sent.ok) throw sent.error;
    expect(h.lastTo('POST', '/auth/otp/send-sign-in-code')?.body).toEqual({ email, callback_url: 'http://localhost:5173/custom-callback' });
    const otp = h.emulator.outbox.latestFor(email, 'magic_link')?.otp ?? '';
    const result = await h.app.signInWithMagicLink({ otp, nonce: sent.value.nonce });
    expect(result).toEqual({ ok: true, value: { userId, isNewUser: false, redirected: true, redirect: { navigated: true, url: expect.stringMatching(/^http:\/\/localhost:5173\//) } } });
    const again = await h.app.signInWithMagicLink({ otp, nonce: sent.value.nonce });
    expect(!again.ok && KnownErrors.VerificationCodeAlreadyUsed.isInstance(again.error)).toBe(true);
  });

  test('an expired link code is VERIFICATION_CODE_EXPIRED (emulator clock)', async () => {
    const h = appHarness();
    const email = uniqueEmail('magic');
    await h.app.sendMagicLinkEmail(email);
    const code = new URL(h.emulator.outbox.latestFor(email, 'magic_link')?.link ?? '').searchParams.get('code') ?? '';
    await h.clock.advance(8 * 24 * 3600_000);
    const result = await h.app.signInWithMagicLink(code);
    expect(!result.ok && KnownErrors.VerificationCodeExpired.isInstance(result.error)).toBe(true);
  });

  test('a malformed code is VERIFICATION_CODE_NOT_FOUND without a request', async () => {
    const h = appHarness();
    const result = await h.app.signInWithMagicLink('not-a-code');
    expect(!result.ok && KnownErrors.VerificationCodeNotFound.isInstance(result.error)).toBe(true);
    expect(h.wire).toEqual([]);
  });

  test('MFA applies to magic-link sign-in too', async () => {
    const h = appHarness();
    const { email, userId } = await verifiedUser(h);
    await enableTotp(h, userId);
    await h.app.sendMagicLinkEmail(email);
    const code = new URL(h.emulator.outbox.latestFor(email, 'magic_link')?.link ?? '').searchParams.get('code') ?? '';
    const result = await h.app.signInWithMagicLink(code);
    expect(!result.ok && KnownErrors.MultiFactorAuthenticationRequired.isInstance(result.error)).toBe(true);
  });

  test('without a page and with a relative callback URL the call is a configuration error', async () => {
    const h = appHarness({ page: null });
    await expect(h.app.sendMagicLinkEmail(uniqueEmail())).rejects.toThrow(/callback URL is needed/);
    expect(h.wire).toEqual([]);
  });
});
