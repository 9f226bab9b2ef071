/**
 * Against the real backend, through the client app's public API: the one-time code and magic link read from the
 * mailbox (both ways of using them), and TOTP multi-factor sign-in with codes computed by otpauth.
 */
import * as OTPAuth from 'otpauth';
import { randomBytes } from 'node:crypto';
import { KnownErrors, totpSetup } from '../../composition/entry-node';
import { describeReal, linkIn, mailbox, newProject, waitForMail } from '../support/real-backend';
import { appsFor, errorOf, PASSWORD, uniqueEmail, valueOf, type ProjectApps } from './node-apps';

const PROJECT = 'portcullis-real-otp';

describeReal('real backend: one-time code, magic link and TOTP MFA (client app)', () => {
  let apps: ProjectApps;
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: PROJECT }));
  });

  it('the magic link from the mail signs a new user up; its subject carries the code; the link is then used up', async () => {
    const app = apps.client();
    const email = uniqueEmail('magic');
    const { nonce } = valueOf(await app.sendMagicLinkEmail(email));
    const mail = await waitForMail(email);
    const subject = /^Sign in to (.+): Your code is ([A-Z0-9]{6})$/.exec(mail.subject);
    expect(subject?.[1]).toBe(PROJECT);
    const { url, code } = linkIn(mail);
    expect(url.startsWith('http://localhost:8102/handler/magic-link-callback?')).toBe(true);
    // The link's code is the typed code (lower case) followed by the nonce sendMagicLinkEmail returned.
    expect(code).toBe(`${subject![2]!.toLowerCase()}${nonce}`);
    valueOf(await app.signInWithMagicLink(code));
    const user = await app.getUser({ or: 'throw' });
    expect([user.primaryEmail, user.primaryEmailVerified, user.hasPassword]).toEqual([email, true, false]);
    const reused = errorOf(await apps.client().signInWithMagicLink(code));
    expect(KnownErrors.VerificationCodeAlreadyUsed.isInstance(reused)).toBe(true);
  });

  it('an unverified password account cannot get a code: USER_EMAIL_ALREADY_EXISTS, "would work if verified"', async () => {
    const email = uniqueEmail('unverified');
    valueOf(await apps.client().signUpWithPassword({ email, password: PASSWORD }));
    const refused = errorOf(await apps.client().sendMagicLinkEmail(email));
    if (!KnownErrors.UserEmailAlreadyExists.isInstance(refused)) throw refused;
    expect(refused.details).toEqual({ email, would_work_if_email_was_verified: true });
  });

  it('the six-character code typed with the nonce signs an existing (verified) user in; a wrong code is refused', async () => {
    const email = uniqueEmail('otp');
    const owner = apps.client();
    valueOf(await owner.signUpWithPassword({ email, password: PASSWORD }));
    valueOf(await owner.verifyEmail(linkIn(await waitForMail(email)).code));
    const seen = new Set((await mailbox(email)).map((m) => m.id));
    const app = apps.client();
    const { nonce } = valueOf(await app.sendMagicLinkEmail(email));
    const mail = await waitForMail(email, { notIn: seen, match: (m) => m.subject.includes('Your code is') });
    const otp = /Your code is ([A-Z0-9]{6})$/.exec(mail.subject)![1]!;
    const wrong = errorOf(await app.signInWithMagicLink({ otp: otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', nonce }));
    expect(KnownErrors.VerificationCodeNotFound.isInstance(wrong)).toBe(true);
    valueOf(await app.signInWithMagicLink({ otp: otp.toLowerCase(), nonce }));
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
  });

  describe('TOTP', () => {
    const email = uniqueEmail('mfa');
    let secret: OTPAuth.Secret;
    beforeAll(async () => {
      const app = apps.client();
      valueOf(await app.signUpWithPassword({ email, password: PASSWORD }));
      valueOf(await app.verifyEmail(linkIn(await waitForMail(email)).code));
      const setup = totpSetup(new Uint8Array(randomBytes(20)), { account: email, issuer: PROJECT });
      secret = OTPAuth.Secret.fromBase32(setup.secretBase32);
      const user = valueOf(await (await app.getUser({ or: 'throw' })).update({ totpSecretBase64: setup.secretBase64 }));
      expect(user.isMultiFactorRequired).toBe(true);
    });
    const totpNow = (): string => new OTPAuth.TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

    it('password sign-in then asks for the second factor: MULTI_FACTOR_AUTHENTICATION_REQUIRED with an attempt code', async () => {
      const app = apps.client();
      const first = errorOf(await app.signInWithPassword({ email, password: PASSWORD }));
      if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(first)) throw first;
      expect(first.details.attempt_code).toMatch(/\S{10,}/);
      expect(await app.getUser()).toBeNull();
    });

    it('a wrong TOTP code is INVALID_TOTP_CODE; the right one signs in', async () => {
      const app = apps.client();
      const first = errorOf(await app.signInWithPassword({ email, password: PASSWORD }));
      if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(first)) throw first;
      const right = totpNow();
      const wrong = errorOf(await app.signInWithMfa({ totp: right === '000000' ? '111111' : '000000', attemptCode: first.details.attempt_code }));
      expect(KnownErrors.InvalidTotpCode.isInstance(wrong)).toBe(true);
      valueOf(await app.signInWithMfa({ totp: totpNow(), attemptCode: first.details.attempt_code }));
      expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
    });

    it('a magic-link sign-in also needs the second factor; turning MFA off lets the password alone sign in again', async () => {
      const app = apps.client();
      const seen = new Set((await mailbox(email)).map((m) => m.id));
      valueOf(await app.sendMagicLinkEmail(email));
      const mail = await waitForMail(email, { notIn: seen, match: (m) => m.subject.includes('Your code is') });
      const mfa = errorOf(await app.signInWithMagicLink(linkIn(mail).code));
      if (!KnownErrors.MultiFactorAuthenticationRequired.isInstance(mfa)) throw mfa;
      valueOf(await app.signInWithMfa({ totp: totpNow(), attemptCode: mfa.details.attempt_code }));
      const off = valueOf(await (await app.getUser({ or: 'throw' })).update({ totpSecretBase64: null }));
      expect(off.isMultiFactorRequired).toBe(false);
      valueOf(await apps.client().signInWithPassword({ email, password: PASSWORD }));
    });
  });
});
