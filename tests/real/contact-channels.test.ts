/**
 * Against the real backend, through the signed-in user's `contactChannels` (client app): add a channel, send its
 * verification mail, verify it with the mailed code, make it primary, delete it; the typed refusals on the way.
 */
import { KnownErrors } from '../../composition/entry-node';
import { describeReal, linkIn, mailbox, newProject, waitForMail } from '../support/real-backend';
import { appsFor, errorOf, PASSWORD, uniqueEmail, valueOf, type ProjectApps } from './node-apps';

describeReal('real backend: contact channels (client app)', () => {
  let apps: ProjectApps;
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-channels' }));
  });

  it('add, send verification, verify from the mail, make primary, delete — each read back from the service', async () => {
    const app = apps.client();
    const first = uniqueEmail('first');
    valueOf(await app.signUpWithPassword({ email: first, password: PASSWORD }));
    const user = await app.getUser({ or: 'throw' });
    const initial = await user.contactChannels.list();
    expect(initial.map((c) => [c.value, c.isPrimary, c.isVerified, c.usedForAuth])).toEqual([[first, true, false, true]]);

    const second = uniqueEmail('second');
    const added = valueOf(await user.contactChannels.add({ type: 'email', value: second, usedForAuth: false }));
    expect([added.value, added.type, added.isPrimary, added.isVerified, added.usedForAuth]).toEqual([second, 'email', false, false, false]);

    valueOf(await added.sendVerificationEmail());
    const mail = await waitForMail(second);
    const { url, code } = linkIn(mail);
    expect(url.startsWith('http://localhost:8102/handler/email-verification?')).toBe(true);
    valueOf(await app.verifyEmail(code));
    const verified = (await user.contactChannels.list()).find((c) => c.id === added.id)!;
    expect(verified.isVerified).toBe(true);
    // A second use of the same link is refused; so is a new mail for a verified address.
    expect(KnownErrors.VerificationCodeAlreadyUsed.isInstance(errorOf(await app.verifyEmail(code)))).toBe(true);
    expect(KnownErrors.EmailAlreadyVerified.isInstance(errorOf(await verified.sendVerificationEmail()))).toBe(true);

    const primary = valueOf(await verified.update({ isPrimary: true }));
    expect(primary.isPrimary).toBe(true);
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(second);
    expect((await user.contactChannels.list()).filter((c) => c.isPrimary).map((c) => c.value)).toEqual([second]);

    const old = (await user.contactChannels.list()).find((c) => c.value === first)!;
    await old.delete();
    expect((await user.contactChannels.list()).map((c) => c.value)).toEqual([second]);
  });

  it('an address another account signs in with cannot be added for sign-in: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', async () => {
    const taken = uniqueEmail('taken');
    const owner = apps.client();
    valueOf(await owner.signUpWithPassword({ email: taken, password: PASSWORD }));
    // Only a verified address blocks others: verify it first, with the sign-up mail.
    valueOf(await owner.verifyEmail(linkIn(await waitForMail(taken)).code));
    const other = apps.client();
    valueOf(await other.signUpWithPassword({ email: uniqueEmail('other'), password: PASSWORD }));
    const user = await other.getUser({ or: 'throw' });
    const refused = errorOf(await user.contactChannels.add({ type: 'email', value: taken, usedForAuth: true }));
    expect(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(refused)).toBe(true);
    // As a plain contact address (not for sign-in) it may be added.
    const plain = valueOf(await user.contactChannels.add({ type: 'email', value: taken, usedForAuth: false }));
    expect(plain.usedForAuth).toBe(false);
    expect((await mailbox(taken)).length).toBeGreaterThanOrEqual(1);
  });
});
