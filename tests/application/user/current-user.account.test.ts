/**
 * CurrentUser account methods against the in-process emulator: update (and the access-token refresh it suggests),
 * setSelectedTeam, delete, passwords, the verification email, connected-account tokens, sign-out — each with its
 * result and what went over the wire.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../../domain/errors/operation-not-allowed-error';
import { SEED } from '../../../emulator';
import {
  appHarness, claimsOf, last, passwordlessUser, PASSWORD, serverCall, settle, signedUp, uniqueEmail,
} from './user-harness';

const demoConfig = (h: ReturnType<typeof appHarness>) => h.emulator.state.projects[SEED.demo.projectId]!.config;

describe('update', () => {
  test('PATCH /users/me with a snake_case body and the access token; resolves with the updated user', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const result = await user.update({ displayName: 'Ann', clientMetadata: { theme: 'dark' }, otpAuthEnabled: false });
    expect(result.ok && [result.value.displayName, result.value.clientMetadata]).toEqual(['Ann', { theme: 'dark' }]);
    const record = last(h, 'PATCH', '/users/me');
    expect(record.body).toEqual({ display_name: 'Ann', client_metadata: { theme: 'dark' }, otp_auth_enabled: false });
    expect(claimsOf(record.headers['x-stack-access-token'])['sub']).toBe(user.id);
    expect(user.displayName).toBeNull(); // objects are snapshots
  });

  test('the next request refreshes first and carries the new claims; a second getUser() sees the new data', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const oldToken = last(h, 'GET', '/users/me').headers['x-stack-access-token'];
    await user.update({ displayName: 'Renamed' });
    const again = await settle(h, h.app.getUser({ or: 'throw' }));
    expect(again.displayName).toBe('Renamed');
    const read = last(h, 'GET', '/users/me');
    expect(read.headers['x-stack-access-token']).not.toBe(oldToken);
    expect(claimsOf(read.headers['x-stack-access-token'])['name']).toBe('Renamed');
    expect(h.requestsTo('POST', '/auth/oauth/token').length).toBeGreaterThan(0);
  });

  test('a TOTP secret (base64) turns MFA on; null turns it off', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const secret = Buffer.from(Uint8Array.from({ length: 20 }, (_, i) => i)).toString('base64');
    const on = await user.update({ totpSecretBase64: secret });
    expect(on.ok && on.value.isMultiFactorRequired).toBe(true);
    expect(last(h, 'PATCH', '/users/me').body).toEqual({ totp_secret_base64: secret });
    const off = await user.update({ totpSecretBase64: null });
    expect(off.ok && off.value.isMultiFactorRequired).toBe(false);
  });

  test('setSelectedTeam: selected_team_id of a team of mine, null clears; another team is TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const created = await user.teams.create({ displayName: 'Mine' });
    if (!created.ok) throw created.error;
    const selected = await user.setSelectedTeam(created.value);
    expect(selected.ok && [selected.value.selectedTeamId, selected.value.selectedTeam?.displayName]).toEqual([created.value.id, 'Mine']);
    expect(last(h, 'PATCH', '/users/me').body).toEqual({ selected_team_id: created.value.id });
    const cleared = await user.setSelectedTeam(null);
    expect(cleared.ok && cleared.value.selectedTeamId).toBeNull();
    const other = await serverCall(h, 'POST', '/teams', { display_name: 'Not mine' });
    const refused = await user.setSelectedTeam(String(other['id']));
    expect(!refused.ok && KnownErrors.TeamMembershipNotFound.isInstance(refused.error)).toBe(true);
  });
});

describe('delete', () => {
  test('DELETE /users/me, then the session ends locally: getUser() is null without a request', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    expect(await user.delete()).toEqual({ ok: true, value: undefined });
    expect(last(h, 'DELETE', '/users/me').headers['x-stack-access-token']).toEqual(expect.any(String));
    const requests = h.wire.length;
    expect(await h.app.getUser()).toBeNull();
    expect(h.wire).toHaveLength(requests);
    expect(h.emulator.state.users[user.id]).toBeUndefined();
  });

  test('clientUserDeletionEnabled off: OperationNotAllowedError (the server\'s 400 text), and the session stays', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    demoConfig(h).clientUserDeletionEnabled = false;
    const result = await user.delete();
    expect(!result.ok && OperationNotAllowedError.isInstance(result.error) && [result.error.reason, result.error.serverMessage]).toEqual([
      'clientUserDeletionDisabled', 'Client user deletion is not enabled for this project',
    ]);
    expect(h.requestsTo('DELETE', '/users/me')).toHaveLength(1);
    expect((await settle(h, h.app.getUser()))?.id).toBe(user.id);
  });
});

describe('updatePassword and setPassword', () => {
  test('sends old and new password with the refresh token header; the new password signs in', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const result = await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'another good password', newPasswordConfirmation: 'another good password' });
    expect(result).toEqual({ ok: true, value: undefined });
    const record = last(h, 'POST', '/auth/password/update');
    expect(record.body).toEqual({ old_password: PASSWORD, new_password: 'another good password' });
    expect(record.headers['x-stack-refresh-token']).toEqual(expect.any(String));
    expect((await settle(h, h.app.getUser()))?.id).toBe(user.id); // this session was kept
    await h.app.signOut();
    expect((await h.app.signInWithPassword({ email: user.primaryEmail!, password: 'another good password', noRedirect: true })).ok).toBe(true);
  });

  test('client-side first: too short, or a confirmation that differs, fail without a request', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const requests = h.wire.length;
    const short = await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'short' });
    expect(!short.ok && KnownErrors.PasswordTooShort.isInstance(short.error)).toBe(true);
    const mismatch = await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'long enough one', newPasswordConfirmation: 'long enough two' });
    expect(!mismatch.ok && KnownErrors.PasswordConfirmationMismatch.isInstance(mismatch.error)).toBe(true);
    expect(h.wire).toHaveLength(requests);
  });

  test('a wrong old password is PASSWORD_CONFIRMATION_MISMATCH from the server', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const result = await user.updatePassword({ oldPassword: 'not the password', newPassword: 'another good password' });
    expect(!result.ok && KnownErrors.PasswordConfirmationMismatch.isInstance(result.error)).toBe(true);
    expect(h.requestsTo('POST', '/auth/password/update')).toHaveLength(1);
  });

  test('a user without a password: updatePassword is USER_DOES_NOT_HAVE_PASSWORD; setPassword sets one', async () => {
    const h = appHarness();
    const { user, email } = await passwordlessUser(h);
    expect(user.hasPassword).toBe(false);
    const update = await user.updatePassword({ oldPassword: 'whatever it was', newPassword: 'another good password' });
    expect(!update.ok && KnownErrors.UserDoesNotHavePassword.isInstance(update.error)).toBe(true);
    const short = await user.setPassword({ password: 'short' });
    expect(!short.ok && KnownErrors.PasswordTooShort.isInstance(short.error)).toBe(true);
    expect(h.requestsTo('POST', '/auth/password/set')).toHaveLength(0);
    expect(await user.setPassword({ password: 'a first password' })).toEqual({ ok: true, value: undefined });
    expect(last(h, 'POST', '/auth/password/set').body).toEqual({ password: 'a first password' });
    expect((await h.app.signInWithPassword({ email, password: 'a first password', noRedirect: true })).ok).toBe(true);
  });

  test('setPassword when the user has one: the service\'s plain-text 400 is OperationNotAllowedError passwordAlreadySet', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const result = await user.setPassword({ password: 'a second password' });
    if (result.ok || !OperationNotAllowedError.isInstance(result.error)) throw new Error('expected OperationNotAllowedError');
    expect([result.error.reason, result.error.serverMessage]).toEqual(['passwordAlreadySet', 'User already has a password set.']);
  });
});

describe('sendVerificationEmail', () => {
  test('legacy POST /contact-channels/send-verification-code {email, callback_url = urls.emailVerification}', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    expect(await user.sendVerificationEmail()).toEqual({ ok: true, value: undefined });
    expect(last(h, 'POST', '/contact-channels/send-verification-code').body).toEqual({
      email: user.primaryEmail, callback_url: 'http://localhost:5173/handler/email-verification',
    });
    expect(h.emulator.outbox.latestFor(user.primaryEmail!, 'email_verification')?.link).toMatch(/^http:\/\/localhost:5173\/handler\/email-verification\?code=/);
  });

  test('no primary email: OperationNotAllowedError noPrimaryEmail before any request; already verified: EMAIL_ALREADY_VERIFIED', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const channels = await settle(h, user.contactChannels.list());
    await channels[0]!.update({ isPrimary: false });
    const withoutPrimary = await settle(h, h.app.getUser({ or: 'throw' }));
    const requests = h.wire.length;
    const refused = await withoutPrimary.sendVerificationEmail();
    expect(!refused.ok && OperationNotAllowedError.isInstance(refused.error) && refused.error.reason).toBe('noPrimaryEmail');
    expect(h.wire).toHaveLength(requests);
    await serverCall(h, 'PATCH', `/users/${user.id}`, { primary_email: user.primaryEmail, primary_email_verified: true });
    const verified = await user.sendVerificationEmail({ callbackUrl: 'http://localhost:5173/verify' });
    expect(!verified.ok && KnownErrors.EmailAlreadyVerified.isInstance(verified.error)).toBe(true);
  });
});

describe('getConnectedAccountAccessToken', () => {
  test('the token for a granted scope; null when the scope is missing or no account is connected (spec §8)', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    h.emulator.state.users[user.id]!.oauthAccounts = [
      { providerId: 'github', accountId: 'gh-1', email: null, scopes: ['read:user'], accessToken: 'gho_granted' },
    ];
    expect(await user.getConnectedAccountAccessToken('github', { scope: 'read:user' })).toBe('gho_granted');
    const record = last(h, 'POST', '/connected-accounts/me/github/access-token');
    expect([record.body, typeof record.headers['x-stack-access-token']]).toEqual([{ scope: 'read:user' }, 'string']);
    expect(await user.getConnectedAccountAccessToken('github', { scope: 'repo' })).toBeNull();
    h.emulator.state.users[user.id]!.oauthAccounts = [];
    expect(await user.getConnectedAccountAccessToken('github')).toBeNull();
    expect(last(h, 'POST', '/connected-accounts/me/github/access-token').body).toEqual({});
  });

  test('a provider id is one encoded path segment; an unknown provider throws (not a null)', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    await expect(user.getConnectedAccountAccessToken('git/hub')).rejects.toMatchObject({ code: 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED' });
    expect(h.requestsTo('POST', '/connected-accounts/me/git%2Fhub/access-token')).toHaveLength(1);
  });
});

describe('signOut', () => {
  test('DELETE /auth/sessions/current with the tokens; getUser() is null afterwards', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    await user.signOut();
    expect(last(h, 'DELETE', '/auth/sessions/current').headers['x-stack-refresh-token']).toEqual(expect.any(String));
    expect(await h.app.getUser()).toBeNull();
    expect(uniqueEmail()).toMatch(/@example\.com$/);
  });
});
