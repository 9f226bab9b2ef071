/**
 * ClientApp emailed-code flows, sign-out, getUser modes and the project, against the in-process emulator:
 * results, what went over the wire, and redirects.
 */
import 'reflect-metadata';
import { observe } from '../../../application/apps/app-observables';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { SEED } from '../../../emulator';
import { appHarness, PASSWORD, serverCall, uniqueEmail, type AppHarness } from './app-harness';

const codeOf = (link: string | null | undefined): string => new URL(link ?? 'http://x/').searchParams.get('code') ?? '';

async function signUp(h: AppHarness, email = uniqueEmail('v')): Promise<{ email: string; userId: string }> {
  const result = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!result.ok) throw result.error;
  return { email, userId: result.value.userId };
}

describe('verifyEmail', () => {
  test('the code of the verification email verifies the primary email; a second use is VERIFICATION_CODE_ALREADY_USED', async () => {
    const h = appHarness();
    const { email } = await signUp(h);
    const code = codeOf(h.emulator.outbox.latestFor(email, 'email_verification')?.link);
    expect(await h.app.verifyEmail(code)).toEqual({ ok: true, value: undefined });
    expect(h.lastTo('POST', '/contact-channels/verify')?.body).toEqual({ code });
    expect((await h.app.getUser())?.primaryEmailVerified).toBe(true);
    const again = await h.app.verifyEmail(code);
    expect(!again.ok && KnownErrors.VerificationCodeAlreadyUsed.isInstance(again.error)).toBe(true);
  });

  test('an observed user read before the verification shows it verified after (the cached user is refreshed)', async () => {
    const h = appHarness();
    const { email } = await signUp(h);
    const user = observe(h.app).user();
    const off = user.subscribe(() => undefined);
    const before = user.ready();
    await h.clock.advanceAsync(300);
    expect((await before)?.primaryEmailVerified).toBe(false);
    const code = codeOf(h.emulator.outbox.latestFor(email, 'email_verification')?.link);
    expect((await h.app.verifyEmail(code)).ok).toBe(true);
    // Fake time for the cache's throttle, real time for the emulator's token checks (Web Crypto runs off the event loop).
    const verified = (): boolean => { const sn = user.getSnapshot(); return sn.status === 'success' && sn.value?.primaryEmailVerified === true; };
    for (let i = 0; i < 50 && !verified(); i++) {
      await h.clock.advanceAsync(300);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const snapshot = user.getSnapshot();
    expect(snapshot.status === 'success' && snapshot.value?.primaryEmailVerified).toBe(true);
    off();
  });

  test('an unknown code of the right shape is VERIFICATION_CODE_NOT_FOUND from the server', async () => {
    const h = appHarness();
    const result = await h.app.verifyEmail('0'.repeat(45));
    expect(!result.ok && KnownErrors.VerificationCodeNotFound.isInstance(result.error)).toBe(true);
    expect(h.requestsTo('POST', '/contact-channels/verify')).toHaveLength(1);
  });
});

describe('forgot and reset password', () => {
  test('the reset email goes to urls.passwordReset (absolute); check, reset, then the new password signs in', async () => {
    const h = appHarness();
    const { email } = await signUp(h);
    await h.app.signOut();
    await h.app.sendForgotPasswordEmail(email);
    expect(h.lastTo('POST', '/auth/password/send-reset-code')?.body).toEqual({ email, callback_url: 'http://localhost:5173/handler/password-reset' });
    const code = codeOf(h.emulator.outbox.latestFor(email, 'password_reset')?.link);
    expect(await h.app.checkPasswordResetCode(code)).toEqual({ ok: true, value: undefined });
    expect(await h.app.resetPassword({ code, password: 'a brand new password' })).toEqual({ ok: true, value: undefined });
    expect(h.lastTo('POST', '/auth/password/reset')?.body).toEqual({ code, password: 'a brand new password' });
    expect((await h.app.signInWithPassword({ email, password: 'a brand new password' })).ok).toBe(true);
    const reused = await h.app.checkPasswordResetCode(code);
    expect(!reused.ok && KnownErrors.VerificationCodeAlreadyUsed.isInstance(reused.error)).toBe(true);
  });

  test('an unknown email resolves the same and sends nothing', async () => {
    const h = appHarness();
    await expect(h.app.sendForgotPasswordEmail('nobody@example.com', { callbackUrl: 'http://localhost:5173/reset' })).resolves.toBeUndefined();
    expect(h.emulator.outbox.latestFor('nobody@example.com')).toBeUndefined();
  });

  test('an expired reset code is VERIFICATION_CODE_EXPIRED (7 days)', async () => {
    const h = appHarness();
    const { email } = await signUp(h);
    await h.app.sendForgotPasswordEmail(email);
    const code = codeOf(h.emulator.outbox.latestFor(email, 'password_reset')?.link);
    await h.clock.advance(7 * 24 * 3600_000 + 1);
    const result = await h.app.resetPassword({ code, password: 'a brand new password' });
    expect(!result.ok && KnownErrors.VerificationCodeExpired.isInstance(result.error)).toBe(true);
  });

  test('a password too short is refused before any request', async () => {
    const h = appHarness();
    const result = await h.app.resetPassword({ code: '0'.repeat(45), password: 'short' });
    expect(!result.ok && KnownErrors.PasswordTooShort.isInstance(result.error)).toBe(true);
    expect(h.wire).toEqual([]);
  });
});

describe('team invitations', () => {
  async function invitation(h: AppHarness, email: string): Promise<{ code: string; teamId: string }> {
    const team = await serverCall(h, 'POST', '/teams', { display_name: 'Rowers' });
    await serverCall(h, 'POST', '/team-invitations/send-code', { team_id: team['id'], email, callback_url: 'http://localhost:5173/handler/team-invitation' });
    return { code: codeOf(h.emulator.outbox.latestFor(email, 'team_invitation')?.link), teamId: String(team['id']) };
  }

  test('details then accept, as the signed-in user', async () => {
    const h = appHarness();
    const { email } = await signUp(h);
    const { code, teamId } = await invitation(h, email);
    expect(await h.app.getTeamInvitationDetails(code)).toEqual({ ok: true, value: { teamId, teamDisplayName: 'Rowers' } });
    expect(h.lastTo('POST', '/team-invitations/accept/details')?.headers['x-stack-access-token']).toEqual(expect.any(String));
    expect(await h.app.acceptTeamInvitation(code)).toEqual({ ok: true, value: undefined });
    expect(h.lastTo('POST', '/team-invitations/accept')?.body).toEqual({ code });
    const again = await h.app.acceptTeamInvitation(code);
    expect(!again.ok && KnownErrors.VerificationCodeAlreadyUsed.isInstance(again.error)).toBe(true);
  });

  test('signed out: USER_AUTHENTICATION_REQUIRED', async () => {
    const h = appHarness();
    const { code } = await invitation(h, uniqueEmail('invitee'));
    const result = await h.app.acceptTeamInvitation(code);
    expect(!result.ok && KnownErrors.UserAuthenticationRequired.isInstance(result.error)).toBe(true);
  });
});

describe('signOut', () => {
  test('revokes the session on the server, clears it, and redirects to afterSignOut', async () => {
    const h = appHarness({ options: { urls: { afterSignOut: '/bye' } } });
    await signUp(h);
    await h.app.signOut();
    expect(h.requestsTo('DELETE', '/auth/sessions/current')).toHaveLength(1);
    expect(await h.app.getUser()).toBeNull();
    expect(h.navigation.visits.at(-1)?.url).toBe('http://localhost:5173/bye');
  });

  test('CurrentUser.signOut does the same; an absolute cross-origin redirectUrl is refused with a warning', async () => {
    const h = appHarness();
    await signUp(h);
    const user = await h.app.getUser({ or: 'throw' });
    const visits = h.navigation.visits.length;
    await user.signOut({ redirectUrl: 'https://evil.example/' });
    expect(await h.app.getUser()).toBeNull();
    expect(h.navigation.visits).toHaveLength(visits);
    expect(h.logger.lines().map((l) => l.message).join('\n')).toMatch(/not trusted/);
  });

  test('the warning about a refused redirect does not repeat a code or token from its query', async () => {
    const h = appHarness();
    await signUp(h);
    const user = await h.app.getUser({ or: 'throw' });
    await user.signOut({ redirectUrl: 'https://evil.example/cb?code=canary-code-123&token=canary-token-456&next=ok' });
    const logged = h.logger.lines().map((l) => l.message).join('\n');
    expect(logged).toContain('https://evil.example/cb?code=[redacted]&token=[redacted]&next=ok');
    expect(logged).not.toMatch(/canary/);
  });
});

describe('getUser and getProject', () => {
  test('signed out: null without a request; throw mode throws; redirect mode goes to sign-in with after_auth_return_to', async () => {
    const h = appHarness({ page: 'http://localhost:5173/settings?tab=1' });
    expect(await h.app.getUser()).toBeNull();
    expect(h.wire).toEqual([]);
    const thrown = await h.app.getUser({ or: 'throw' }).then(() => null, (e: unknown) => e);
    expect(KnownErrors.UserAuthenticationRequired.isInstance(thrown)).toBe(true);
    const redirected = await h.app.getUser({ or: 'redirect' }).then(() => null, (e: unknown) => e);
    expect(KnownErrors.UserAuthenticationRequired.isInstance(redirected)).toBe(true);
    expect(h.navigation.visits).toEqual([{
      kind: 'replace', requested: 'http://localhost:5173/handler/sign-in?after_auth_return_to=%2Fsettings%3Ftab%3D1',
      url: 'http://localhost:5173/handler/sign-in?after_auth_return_to=%2Fsettings%3Ftab%3D1',
    }]);
  });

  test('the CurrentUser has the entity\'s camelCase fields', async () => {
    const h = appHarness();
    const { email, userId } = await signUp(h);
    const user = await h.app.getUser();
    expect(user).toMatchObject({ id: userId, primaryEmail: email, primaryEmailVerified: false, hasPassword: true, isAnonymous: false });
  });

  test('getProject returns the client project', async () => {
    const h = appHarness();
    const project = await h.app.getProject();
    expect(project).toMatchObject({ id: SEED.demo.projectId, displayName: SEED.demo.displayName });
    expect(h.lastTo('GET', '/projects/current')?.headers['x-stack-publishable-client-key']).toBe(SEED.demo.publishableClientKey);
  });
});
