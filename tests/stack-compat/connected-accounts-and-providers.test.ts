/**
 * portcullis/stack: connected accounts by account (`getConnectedAccount({ provider, providerAccountId })` on the
 * current user and a server user, a server user's `listConnectedAccounts`), each account's `getAccessToken` as the
 * official `{ status }` result (OAuthAccessTokenNotAvailable when no token), a server-made OAuth provider's
 * `update({ accountId, email })`, and `accept()` on a server user's received invitations.
 */
import { SEED } from '../../emulator';
import { KnownErrors } from '../../stack-compat';
import { startCompatHarness, type CompatHarness } from './compat-harness';

const PROVIDER = SEED.demo.oauthProvider.id;

describe('portcullis/stack connected accounts, server OAuth providers, server invitations', () => {
  let h: CompatHarness;
  beforeAll(async () => { h = await startCompatHarness(); });
  afterAll(() => h.server.close());

  async function link(userId: string, accountId: string, allowConnectedAccounts = true) {
    const created = await h.serverApp().createOAuthProvider({ userId, providerConfigId: PROVIDER, accountId, allowSignIn: false, allowConnectedAccounts });
    if (created.status !== 'ok') throw new Error('createOAuthProvider failed');
    return created.data;
  }

  it('found by provider and account id on the current user and a server user; listed on the server user; tokens as { status }', async () => {
    const { client, userId } = await h.signedIn();
    const odd = 'user+test@example.com/path?query=value&other=123 用户🎵';
    await link(userId, 'acct-one');
    await link(userId, odd);
    await link(userId, 'sign-in-only', false);
    const user = await client.getUser({ or: 'throw' });
    const found = await user.getConnectedAccount({ provider: PROVIDER, providerAccountId: odd });
    expect([found?.id, found?.provider, found?.providerAccountId]).toEqual([PROVIDER, PROVIDER, odd]);
    expect(await user.getConnectedAccount({ provider: PROVIDER, providerAccountId: 'sign-in-only' })).toBeNull();
    expect(await user.getConnectedAccount({ provider: 'gitlab', providerAccountId: odd })).toBeNull();

    const serverUser = (await h.serverApp().getUser(userId))!;
    expect((await serverUser.listConnectedAccounts()).map((a) => a.providerAccountId)).toEqual(['acct-one', odd]);
    const onServer = await serverUser.getConnectedAccount({ provider: PROVIDER, providerAccountId: 'acct-one' });
    expect(onServer?.providerAccountId).toBe('acct-one');
    expect(await serverUser.getConnectedAccount({ provider: PROVIDER, providerAccountId: 'acct-three' })).toBeNull();
    // Made by the server, not by an OAuth sign-in: no provider token, so the official error result.
    const token = await onServer!.getAccessToken({ scopes: ['repo'] });
    expect(token.status).toBe('error');
    expect(token.status === 'error' && token.error instanceof KnownErrors.OAuthAccessTokenNotAvailable).toBe(true);
    // The deprecated provider form: an account only with a token for the scopes.
    expect(await serverUser.getConnectedAccount(PROVIDER)).toBeNull();
    expect(await user.getConnectedAccount(PROVIDER)).toBeNull();
  });

  it('a server user with no connected accounts lists none', async () => {
    const { userId } = await h.signedIn();
    expect(await (await h.serverApp().getUser(userId))!.listConnectedAccounts()).toEqual([]);
  });

  it("a server-made provider's update({ email }) is what the user then sees; a client's provider refuses it", async () => {
    const { client, userId } = await h.signedIn();
    const provider = await link(userId, 'mail');
    expect(await provider.update({ email: 'updated@example.com' })).toEqual({ status: 'ok', data: undefined });
    const seen = await (await client.getUser({ or: 'throw' })).getOAuthProvider(provider.id);
    expect(seen?.email).toBe('updated@example.com');
    // The signed-in user's view of it takes only the client fields: the rest refused rather than silently dropped.
    await expect(seen!.update({ email: 'again@example.com' })).rejects.toMatchObject({ name: 'StackAssertionError' });
    expect((await (await client.getUser({ or: 'throw' })).getOAuthProvider(provider.id))?.email).toBe('updated@example.com');
  });

  it("accept() on a server user's received invitation joins the team; a second accept throws", async () => {
    const { userId, email } = await h.signedIn();
    const serverApp = h.serverApp();
    const team = await serverApp.createTeam({ displayName: 'Invited by the server' });
    await team.inviteUser({ email, callbackUrl: `${SEED.demo.trustedDomain}/handler/team-invitation` });
    const serverUser = (await serverApp.getUser(userId))!;
    const [invitation] = await serverUser.listTeamInvitations();
    expect(invitation?.teamId).toBe(team.id);
    expect(invitation?.expiresAt).toBeInstanceOf(Date);
    await invitation!.accept();
    expect((await serverUser.listTeams()).map((t) => t.id)).toEqual([team.id]);
    await expect(invitation!.accept()).rejects.toBeInstanceOf(Error);
  });
});
