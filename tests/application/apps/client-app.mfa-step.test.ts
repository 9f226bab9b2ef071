/**
 * The MFA step across pages and the magic-link page, through the public API against the in-process emulator: the
 * attempt code of a second-factor answer waits in the tab's session storage until the six digits are accepted; the
 * magic-link page takes its code out of the address bar and signs in once.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { MFA_ATTEMPT_CODE_KEY } from '../../../application/sign-in/mfa-attempts';
import { appHarness, enableTotp, PASSWORD, uniqueEmail, type AppHarness } from './app-harness';

async function totpUser(h: AppHarness): Promise<{ email: string; userId: string; totpAt: (ms: number) => string }> {
  const email = uniqueEmail('mfa-step');
  const up = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!up.ok) throw up.error;
  await h.app.signOut();
  return { email, userId: up.value.userId, totpAt: await enableTotp(h, up.value.userId) };
}

describe('the MFA step', () => {
  test('the attempt code is kept for the tab; a wrong code keeps it, the right one signs in and clears it', async () => {
    const h = appHarness();
    const { email, userId, totpAt } = await totpUser(h);
    const first = await h.app.signInWithPassword({ email, password: PASSWORD });
    expect(!first.ok && KnownErrors.MultiFactorAuthenticationRequired.isInstance(first.error)).toBe(true);
    const kept = h.sessionStorage.get(MFA_ATTEMPT_CODE_KEY);
    expect(kept).toHaveLength(45);

    const wrongDigits = String((Number(totpAt(h.clock.now())) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await h.app.signInWithMfa({ totp: wrongDigits });
    expect(!wrong.ok && wrong.error.code).toBe('INVALID_TOTP_CODE');
    expect(!wrong.ok && wrong.error.message).toBe('The TOTP code is invalid. Please try again.');
    expect(h.sessionStorage.get(MFA_ATTEMPT_CODE_KEY)).toBe(kept);

    const right = await h.app.signInWithMfa({ totp: totpAt(h.clock.now()) });
    expect(right.ok && right.value.userId).toBe(userId);
    expect(h.lastTo('POST', '/auth/mfa/sign-in')?.body).toMatchObject({ code: kept });
    expect(h.sessionStorage.get(MFA_ATTEMPT_CODE_KEY)).toBeNull();
  });

  test('without a kept or given attempt code: VERIFICATION_CODE_NOT_FOUND, and no request', async () => {
    const h = appHarness();
    const result = await h.app.signInWithMfa({ totp: '123456' });
    expect(!result.ok && result.error.code).toBe('VERIFICATION_CODE_NOT_FOUND');
    expect(h.requestsTo('POST', '/auth/mfa/sign-in')).toHaveLength(0);
  });
});

describe('handleMagicLinkCallback', () => {
  test('takes the code out of the address bar, signs in, and the same link cannot sign in again', async () => {
    const h = appHarness();
    const email = uniqueEmail('link-page');
    const sent = await h.app.sendMagicLinkEmail(email);
    expect(sent.ok).toBe(true);
    const link = h.emulator.outbox.latestFor(email)!.link!;
    expect(link.startsWith('http://localhost:5173/handler/magic-link-callback?')).toBe(true);
    h.navigation.goTo(link);
    const result = await h.app.handleMagicLinkCallback();
    expect(result.ok && result.value.handled && result.value.signedIn?.isNewUser).toBe(true);
    expect(h.navigation.rewrites).toEqual(['http://localhost:5173/handler/magic-link-callback']);
    expect((await h.app.getUser())?.primaryEmail).toBe(email);

    h.navigation.goTo(link);
    const replay = await h.app.handleMagicLinkCallback();
    expect(!replay.ok && replay.error.code).toBe('VERIFICATION_CODE_ALREADY_USED');
  });

  test('a page without a code is not a callback: no request', async () => {
    const h = appHarness();
    h.navigation.goTo('http://localhost:5173/handler/magic-link-callback');
    expect(await h.app.handleMagicLinkCallback()).toEqual({ ok: true, value: { handled: false } });
    expect(h.requestsTo('POST', '/auth/otp/sign-in')).toHaveLength(0);
  });
});
