/**
 * Issue 23: ClientApp's official `redirectToXyz` members (one per handler URL) and verifyTeamInvitationCode, against the
 * in-process emulator and a memory page: where each goes, the after_auth_return_to rules of the official SDK
 * (sign-in, sign-up and sign-out carry the page back; after-sign-in / after-sign-up honour the page's trusted one;
 * noRedirectBack does neither), replace, and the redirect policy's refusals.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { appHarness, serverCall, uniqueEmail, type AppHarness } from './app-harness';

const ORIGIN = 'http://localhost:5173';
const DASHBOARD = `${ORIGIN}/dashboard?tab=2`;

describe('redirectToXyz: one member per handler URL, the official names', () => {
  test.each([
    ['redirectToEmailVerification', '/handler/email-verification'],
    ['redirectToPasswordReset', '/handler/password-reset'],
    ['redirectToForgotPassword', '/handler/forgot-password'],
    ['redirectToMagicLinkCallback', '/handler/magic-link-callback'],
    ['redirectToOAuthCallback', '/handler/oauth-callback'],
    ['redirectToAccountSettings', '/handler/account-settings'],
    ['redirectToTeamInvitation', '/handler/team-invitation'],
    ['redirectToMfa', '/handler/mfa'],
    ['redirectToError', '/handler/error'],
    ['redirectToOnboarding', '/handler/onboarding'],
    ['redirectToHome', '/home'],
    ['redirectToAfterSignOut', '/bye'],
  ] as const)('%s goes to its URL as configured, with no return target', async (method, path) => {
    const h = appHarness({ page: DASHBOARD, options: { urls: { home: '/home', afterSignOut: '/bye' } } });
    expect(await h.app[method]()).toEqual({ navigated: true, url: `${ORIGIN}${path}` });
    expect(h.navigation.visits.at(-1)).toMatchObject({ url: `${ORIGIN}${path}` });
  });

  test.each([
    ['redirectToSignIn', '/handler/sign-in'],
    ['redirectToSignUp', '/handler/sign-up'],
    ['redirectToSignOut', '/handler/sign-out'],
  ] as const)('%s adds after_auth_return_to=<this page> (relative); noRedirectBack leaves it out', async (method, path) => {
    const h = appHarness({ page: DASHBOARD });
    expect(await h.app[method]()).toEqual({ navigated: true, url: `${ORIGIN}${path}?after_auth_return_to=${encodeURIComponent('/dashboard?tab=2')}` });
    expect(await h.app[method]({ noRedirectBack: true })).toEqual({ navigated: true, url: `${ORIGIN}${path}` });
  });

  test('from a sign-in page that carries after_auth_return_to, redirectToSignUp passes that one on (not the sign-in page)', async () => {
    const h = appHarness({ page: `${ORIGIN}/handler/sign-in?after_auth_return_to=%2Fteams` });
    expect(await h.app.redirectToSignUp()).toEqual({ navigated: true, url: `${ORIGIN}/handler/sign-up?after_auth_return_to=%2Fteams` });
  });

  test.each([
    ['redirectToAfterSignIn', '/after-in'],
    ['redirectToAfterSignUp', '/after-up'],
  ] as const)("%s: the page's trusted after_auth_return_to first, else its URL; noRedirectBack ignores the page's", async (method, path) => {
    const urls = { afterSignIn: '/after-in', afterSignUp: '/after-up' };
    const back = appHarness({ page: `${ORIGIN}/handler/sign-in?after_auth_return_to=%2Fteams%3Fx%3D1`, options: { urls } });
    expect(await back.app[method]()).toEqual({ navigated: true, url: `${ORIGIN}/teams?x=1` });
    expect(await back.app[method]({ noRedirectBack: true })).toEqual({ navigated: true, url: `${ORIGIN}${path}` });
    const plain = appHarness({ page: DASHBOARD, options: { urls } });
    expect(await plain.app[method]()).toEqual({ navigated: true, url: `${ORIGIN}${path}` });
    const evil = appHarness({ page: `${ORIGIN}/handler/sign-in?after_auth_return_to=${encodeURIComponent('https://evil.example/x')}`, options: { urls } });
    expect(await evil.app[method]()).toEqual({ navigated: true, url: `${ORIGIN}${path}`, returnToRefused: 'UNTRUSTED_ORIGIN' });
  });

  test('replace replaces the history entry; a configured URL the policy refuses stays with its reason', async () => {
    const h = appHarness({ page: DASHBOARD });
    await h.app.redirectToAccountSettings({ replace: true });
    expect(h.navigation.visits.at(-1)).toMatchObject({ url: `${ORIGIN}/handler/account-settings`, kind: 'replace' });
    await h.app.redirectToAccountSettings();
    expect(h.navigation.visits.at(-1)).toMatchObject({ kind: 'assign' });
    const refused = appHarness({ page: DASHBOARD, options: { urls: { error: 'https://evil.example/error' } } });
    const before = refused.navigation.visits.length;
    expect(await refused.app.redirectToError()).toEqual({ navigated: false, reason: 'UNTRUSTED_ORIGIN' });
    expect(refused.navigation.visits.length).toBe(before);
  });

  test("redirectMethod 'none': nothing navigates, the outcome says why; options that are not an object reject", async () => {
    const h = appHarness({ page: DASHBOARD, options: { redirectMethod: 'none' } });
    expect(await h.app.redirectToSignIn()).toEqual({ navigated: false, reason: 'REDIRECT_METHOD_NONE' });
    await expect(h.app.redirectToHome('now' as never)).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});

describe('verifyTeamInvitationCode', () => {
  async function invitationCode(h: AppHarness, email: string): Promise<string> {
    const team = await serverCall(h, 'POST', '/teams', { display_name: 'Rowers' });
    await serverCall(h, 'POST', '/team-invitations/send-code', { team_id: team['id'], email, callback_url: `${ORIGIN}/handler/team-invitation` });
    const link = h.emulator.outbox.latestFor(email, 'team_invitation')?.link ?? '';
    return new URL(link).searchParams.get('code') ?? '';
  }

  test('checks the code without using it (POST …/accept/check-code), so accepting still works after', async () => {
    const h = appHarness();
    const code = await invitationCode(h, uniqueEmail('invitee'));
    expect(await h.app.verifyTeamInvitationCode(code)).toEqual({ ok: true, value: undefined });
    expect(h.lastTo('POST', '/team-invitations/accept/check-code')?.body).toEqual({ code });
    expect(await h.app.verifyTeamInvitationCode(code)).toEqual({ ok: true, value: undefined });
  });

  test('an unknown code is VERIFICATION_CODE_NOT_FOUND; a malformed one too, without a request', async () => {
    const h = appHarness();
    const unknown = await h.app.verifyTeamInvitationCode('x'.repeat(45));
    expect(!unknown.ok && KnownErrors.VerificationCodeNotFound.isInstance(unknown.error)).toBe(true);
    const sent = h.wire.length;
    const malformed = await h.app.verifyTeamInvitationCode('short');
    expect(!malformed.ok && KnownErrors.VerificationCodeNotFound.isInstance(malformed.error)).toBe(true);
    expect(h.wire.length).toBe(sent);
  });
});
