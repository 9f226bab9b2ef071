/** user.contactChannels and the ContactChannel object against the in-process emulator: results and the wire (`me` paths). */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { appHarness, last, passwordlessUser, settle, signedUp } from './user-harness';

describe('contact channels', () => {
  test('list: GET /contact-channels?user_id=me; add: POST with user_id me; the list after the add sees both', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const [primary] = await settle(h, user.contactChannels.list());
    expect(last(h, 'GET', '/contact-channels').query).toBe('?user_id=me');
    expect(primary).toMatchObject({ value: user.primaryEmail, type: 'email', isPrimary: true, isVerified: false, usedForAuth: true, userId: user.id });
    const added = await user.contactChannels.add({ type: 'email', value: 'work@example.com', usedForAuth: false });
    expect(added.ok && [added.value.value, added.value.isPrimary, added.value.isVerified]).toEqual(['work@example.com', false, false]);
    expect(last(h, 'POST', '/contact-channels').body).toEqual({ user_id: 'me', type: 'email', value: 'work@example.com', used_for_auth: false });
    expect((await settle(h, user.contactChannels.list())).map((c) => c.value)).toEqual([user.primaryEmail, 'work@example.com']);
  });

  test('update (PATCH /contact-channels/me/{id}) to primary moves the user\'s primary email; delete (DELETE …/me/{id})', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const added = await user.contactChannels.add({ type: 'email', value: 'second@example.com', usedForAuth: false });
    if (!added.ok) throw added.error;
    const promoted = await added.value.update({ isPrimary: true });
    expect(promoted.ok && promoted.value.isPrimary).toBe(true);
    expect(last(h, 'PATCH', `/contact-channels/me/${added.value.id}`).body).toEqual({ is_primary: true });
    expect((await settle(h, h.app.getUser({ or: 'throw' }))).primaryEmail).toBe('second@example.com');
    await added.value.delete();
    expect(h.requestsTo('DELETE', `/contact-channels/me/${added.value.id}`)).toHaveLength(1);
    expect((await settle(h, user.contactChannels.list())).map((c) => c.value)).toEqual([user.primaryEmail]);
  });

  test('adding an email another user signs in with, for auth: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', async () => {
    const h = appHarness();
    const other = await passwordlessUser(h);
    const user = await signedUp(h);
    const result = await user.contactChannels.add({ type: 'email', value: other.email, usedForAuth: true });
    expect(!result.ok && KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(result.error)).toBe(true);
  });

  test('sendVerificationEmail: POST …/me/{id}/send-verification-code {callback_url}; verified: EMAIL_ALREADY_VERIFIED', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const [channel] = await settle(h, user.contactChannels.list());
    expect(await channel!.sendVerificationEmail()).toEqual({ ok: true, value: undefined });
    expect(last(h, 'POST', `/contact-channels/me/${channel!.id}/send-verification-code`).body).toEqual({
      callback_url: 'http://localhost:5173/handler/email-verification',
    });
    const code = new URL(h.emulator.outbox.latestFor(user.primaryEmail!, 'email_verification')!.link!).searchParams.get('code')!;
    expect((await h.app.verifyEmail(code)).ok).toBe(true);
    const again = await channel!.sendVerificationEmail({ callbackUrl: 'http://localhost:5173/verify' });
    expect(!again.ok && KnownErrors.EmailAlreadyVerified.isInstance(again.error)).toBe(true);
  });

});
