/**
 * Issue 23: server.createOAuthProvider (the official serverApp.createOAuthProvider): links an account at one of the
 * project's OAuth providers to a user with server access, against the in-process emulator on a fake clock; the
 * returned OAuthProvider updates and deletes with server access; the sign-in clash is a Result; bad input is typed.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../composition/entry-memory';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { SEED } from '../../../emulator';
import { expectServerAccess, serverHarness, valueOf } from './server-harness';

const GITHUB = SEED.demo.oauthProvider.id;

describe('server.createOAuthProvider', () => {
  test('POST /oauth-providers with the snake_case body; the provider comes back with the account id; update and delete act on that user', async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    const created = valueOf(await h.server.createOAuthProvider({
      userId: ann.id, providerConfigId: GITHUB, accountId: 'gh-ann', email: 'ann@github.example', allowSignIn: true, allowConnectedAccounts: false,
    }));
    const record = h.lastTo('POST', '/oauth-providers');
    expectServerAccess(record);
    expect(record.body).toEqual({
      user_id: ann.id, provider_config_id: GITHUB, account_id: 'gh-ann', email: 'ann@github.example', allow_sign_in: true, allow_connected_accounts: false,
    });
    expect(created).toMatchObject({
      type: 'github', providerConfigId: GITHUB, userId: ann.id, accountId: 'gh-ann', email: 'ann@github.example', allowSignIn: true, allowConnectedAccounts: false,
    });
    const updated = valueOf(await created.update({ allowConnectedAccounts: true }));
    expectServerAccess(h.lastTo('PATCH', `/oauth-providers/${ann.id}/${created.id}`));
    expect(updated.allowConnectedAccounts).toBe(true);
    await created.delete();
    expectServerAccess(h.lastTo('DELETE', `/oauth-providers/${ann.id}/${created.id}`));
    // Gone: deleting again is the service's error (thrown, not a documented Result).
    await expect(created.delete()).rejects.toThrow();
  });

  test('an account id another user signs in with: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN as a Result', async () => {
    const h = serverHarness();
    const [ann, bob] = [await h.aUser(), await h.aUser()];
    valueOf(await h.server.createOAuthProvider({ userId: ann.id, providerConfigId: GITHUB, accountId: 'gh-shared', allowSignIn: true, allowConnectedAccounts: true }));
    const clash = await h.server.createOAuthProvider({ userId: bob.id, providerConfigId: GITHUB, accountId: 'gh-shared', allowSignIn: true, allowConnectedAccounts: true });
    expect(!clash.ok && KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn.isInstance(clash.error)).toBe(true);
  });

  test('bad input is an InvalidArgumentError before sending; an unknown user or provider throws the service\'s error', async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    const before = h.wire.length;
    const valid = { userId: ann.id, providerConfigId: GITHUB, accountId: 'gh-1', allowSignIn: false, allowConnectedAccounts: true };
    for (const bad of [undefined, { ...valid, userId: '..' }, { ...valid, accountId: 12 }, { ...valid, allowSignIn: 'yes' }, { ...valid, providerConfigId: undefined }]) {
      await expect(h.server.createOAuthProvider(bad as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    }
    expect(h.wire.length).toBe(before);
    await expect(h.server.createOAuthProvider({ ...valid, providerConfigId: 'no-such-provider' })).rejects.toThrow(/not found or not configured/);
    await expect(h.server.createOAuthProvider({ ...valid, userId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
