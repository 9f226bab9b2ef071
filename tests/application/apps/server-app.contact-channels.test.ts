/**
 * ServerUser contact channels against the in-process emulator (one per file): list, create (verified by the
 * server), update, delete, send a verification email — server variants /contact-channels/{userId}/{id}, with
 * their expected failures as results.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { uniqueEmail } from './app-harness';
import { errorOf, expectServerAccess, rejectionOf, serverHarness, valueOf } from './server-harness';

const h = serverHarness();
const CALLBACK = 'http://localhost:5173/handler/email-verification';

test('listContactChannels: GET /contact-channels?user_id=…; channel objects with the entity fields', async () => {
  const user = await h.aUser();
  const channels = await user.listContactChannels();
  expect(channels).toEqual([expect.objectContaining({
    userId: user.id, type: 'email', value: user.primaryEmail, isPrimary: true, isVerified: true, usedForAuth: true,
  })]);
  const sent = h.last();
  expect([sent.method, sent.path, sent.query]).toEqual(['GET', '/contact-channels', `?user_id=${user.id}`]);
  expectServerAccess(sent);
});

test('createContactChannel: POST /contact-channels in snake_case with user_id and is_verified', async () => {
  const user = await h.aUser();
  const value = uniqueEmail('work');
  const channel = valueOf(await user.createContactChannel({ value, usedForAuth: false, isVerified: true }));
  expect(channel).toMatchObject({ userId: user.id, value, isVerified: true, isPrimary: false, usedForAuth: false });
  const sent = h.lastTo('POST', '/contact-channels');
  expectServerAccess(sent);
  expect(sent.body).toEqual({ user_id: user.id, type: 'email', value, used_for_auth: false, is_verified: true });
  expect((await user.listContactChannels()).map((c) => c.value)).toEqual([user.primaryEmail, value]);
});

test('createContactChannel: another user\'s auth email for auth is CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', async () => {
  const [ann, bob] = [await h.aUser(), await h.aUser()];
  const error = errorOf(await bob.createContactChannel({ value: ann.primaryEmail!, usedForAuth: true }));
  expect(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(error)).toBe(true);
});

test('createContactChannel for a deleted user is USER_ID_DOES_NOT_EXIST', async () => {
  const user = await h.aUser();
  valueOf(await user.delete());
  expect(KnownErrors.UserIdDoesNotExist.isInstance(errorOf(await user.createContactChannel({ value: uniqueEmail(), usedForAuth: false })))).toBe(true);
});

test('update: PATCH /contact-channels/{userId}/{id}; making it primary changes the user\'s primary email', async () => {
  const user = await h.aUser();
  const value = uniqueEmail('second');
  const channel = valueOf(await user.createContactChannel({ value, usedForAuth: false }));
  const updated = valueOf(await channel.update({ isPrimary: true, isVerified: true }));
  expect(updated).toMatchObject({ id: channel.id, isPrimary: true, isVerified: true });
  const sent = h.lastTo('PATCH', `/contact-channels/${user.id}/${channel.id}`);
  expectServerAccess(sent);
  expect(sent.body).toEqual({ is_primary: true, is_verified: true });
  expect((await h.server.getUser(user.id))?.primaryEmail).toBe(value);
});

test('update to another user\'s auth email for auth is CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', async () => {
  const [ann, bob] = [await h.aUser(), await h.aUser()];
  const channel = valueOf(await bob.createContactChannel({ value: uniqueEmail(), usedForAuth: false }));
  const error = errorOf(await channel.update({ value: ann.primaryEmail!, usedForAuth: true }));
  expect(KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(error)).toBe(true);
});

test('delete: DELETE /contact-channels/{userId}/{id}', async () => {
  const user = await h.aUser();
  const channel = valueOf(await user.createContactChannel({ value: uniqueEmail(), usedForAuth: false }));
  await channel.delete();
  const sent = h.lastTo('DELETE', `/contact-channels/${user.id}/${channel.id}`);
  expectServerAccess(sent);
  expect((await user.listContactChannels()).map((c) => c.id)).not.toContain(channel.id);
});

test('sendVerificationEmail: POST …/send-verification-code {callback_url}; the email arrives; a verified one is EMAIL_ALREADY_VERIFIED', async () => {
  const user = await h.aUser();
  const value = uniqueEmail('verify');
  const channel = valueOf(await user.createContactChannel({ value, usedForAuth: false }));
  expect(await channel.sendVerificationEmail({ callbackUrl: CALLBACK })).toEqual({ ok: true, value: undefined });
  const sent = h.lastTo('POST', `/contact-channels/${user.id}/${channel.id}/send-verification-code`);
  expectServerAccess(sent);
  expect(sent.body).toEqual({ callback_url: CALLBACK });
  expect(h.emulator.outbox.latestFor(value, 'email_verification')?.link).toMatch(/^http:\/\/localhost:5173\/handler\/email-verification\?code=/);

  const [primary] = await user.listContactChannels();
  expect(KnownErrors.EmailAlreadyVerified.isInstance(errorOf(await primary!.sendVerificationEmail({ callbackUrl: CALLBACK })))).toBe(true);
});

test('sendVerificationEmail for a deleted user is USER_ID_DOES_NOT_EXIST; without a page or callbackUrl it is a ConfigurationError, no request', async () => {
  const user = await h.aUser();
  const channel = valueOf(await user.createContactChannel({ value: uniqueEmail(), usedForAuth: false }));
  const before = h.wire.length;
  expect((await rejectionOf(channel.sendVerificationEmail())) as Error).toHaveProperty('name', 'ConfigurationError');
  expect(h.wire.length).toBe(before);
  valueOf(await user.delete());
  expect(KnownErrors.UserIdDoesNotExist.isInstance(errorOf(await channel.sendVerificationEmail({ callbackUrl: CALLBACK })))).toBe(true);
});
