/**
 * Issue 30: the signed-in user's connected accounts through accountSettings(user) — the list (accounts that allow it,
 * several per provider), getConnectedAccount({ provider, providerAccountId }) and each account's own access token
 * (POST /connected-accounts/me/{provider}/{provider_account_id}/access-token) — against the in-process emulator.
 */
import 'reflect-metadata';
import { accountSettings } from '../../../application/user/load-account-extras';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { SEED } from '../../../emulator';
import { appHarness, last, serverCall, settle, signedUp, type AppHarness } from './user-harness';

const GITHUB = SEED.demo.oauthProvider.id;

async function link(h: AppHarness, userId: string, accountId: string, allowConnectedAccounts = true): Promise<void> {
  await serverCall(h, 'POST', '/oauth-providers', {
    user_id: userId, provider_config_id: GITHUB, account_id: accountId, allow_sign_in: false, allow_connected_accounts: allowConnectedAccounts,
  });
}

describe('accountSettings(user): connected accounts', () => {
  test('the list has the accounts that allow it (two at one provider), each with its user id, provider and provider account id', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    const settings = await accountSettings(user);
    expect(await settle(h, settings.listConnectedAccounts())).toEqual([]);
    await link(h, user.id, 'gh-alice');
    await link(h, user.id, 'gh-bob');
    await link(h, user.id, 'gh-sign-in-only', false);
    const accounts = await settle(h, settings.listConnectedAccounts());
    expect(accounts.map((a) => [a.userId, a.provider, a.providerAccountId])).toEqual([[user.id, GITHUB, 'gh-alice'], [user.id, GITHUB, 'gh-bob']]);
  });

  test('getConnectedAccount: the one account named; null for another account id or provider; bad input refused before sending', async () => {
    const h = appHarness();
    const user = await signedUp(h);
    await link(h, user.id, 'gh-alice');
    await link(h, user.id, 'gh-bob');
    const settings = await accountSettings(user);
    expect((await settle(h, settings.getConnectedAccount({ provider: GITHUB, providerAccountId: 'gh-bob' })))?.providerAccountId).toBe('gh-bob');
    expect(await settle(h, settings.getConnectedAccount({ provider: GITHUB, providerAccountId: 'gh-carol' }))).toBeNull();
    expect(await settle(h, settings.getConnectedAccount({ provider: 'spotify', providerAccountId: 'gh-bob' }))).toBeNull();
    const sent = h.wire.length;
    await expect(settings.getConnectedAccount({ provider: GITHUB } as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(h.wire.length).toBe(sent);
  });

  test("an account's getAccessToken asks for that account: its token with the scopes, else null", async () => {
    const h = appHarness();
    const user = await signedUp(h);
    await link(h, user.id, 'gh-alice');
    await link(h, user.id, 'gh-bob');
    const bob = h.emulator.state.users[user.id]!.oauthAccounts.find((a) => a.accountId === 'gh-bob')!;
    Object.assign(bob, { scopes: ['repo'], accessToken: 'mock_bob_token' });
    const settings = await accountSettings(user);
    const [alice, bobAccount] = await settle(h, settings.listConnectedAccounts());
    expect(await bobAccount!.getAccessToken({ scopes: ['repo'] })).toBe('mock_bob_token');
    expect(last(h, 'POST', `/connected-accounts/me/${GITHUB}/gh-bob/access-token`).body).toEqual({ scope: 'repo' });
    // Alice has no provider token of her own: Bob's is not hers to hand out.
    expect(await alice!.getAccessToken({ scopes: ['repo'] })).toBeNull();
    expect(await bobAccount!.getAccessToken({ scopes: ['admin:org'] })).toBeNull();
  });
});
