/**
 * Issue 30: a server user's connected accounts (listConnectedAccounts, getConnectedAccount({ provider,
 * providerAccountId }), each account's own access token), accept() on a server user's received invitations, and a
 * server OAuth provider's update({ email }), against the in-process emulator on a fake clock.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { SEED } from '../../../emulator';
import { errorOf, expectServerAccess, serverHarness, valueOf, type ServerHarness } from './server-harness';

const GITHUB = SEED.demo.oauthProvider.id;
const INVITE_URL = 'http://localhost:5173/handler/team-invitation';

async function linkAccount(h: ServerHarness, userId: string, accountId: string, allowConnectedAccounts = true) {
  return valueOf(await h.server.createOAuthProvider({ userId, providerConfigId: GITHUB, accountId, allowSignIn: false, allowConnectedAccounts }));
}

describe('serverUser.listConnectedAccounts / getConnectedAccount', () => {
  test('GET /connected-accounts/{id} with server access: the accounts that allow it, oldest first; none is an empty list', async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    expect(await ann.listConnectedAccounts()).toEqual([]);
    await linkAccount(h, ann.id, 'gh-one');
    await linkAccount(h, ann.id, 'gh-hidden', false);
    await linkAccount(h, ann.id, 'gh-two');
    h.nextRead();
    const accounts = await ann.listConnectedAccounts();
    expectServerAccess(h.lastTo('GET', `/connected-accounts/${ann.id}`));
    expect(accounts.map((a) => ({ userId: a.userId, provider: a.provider, providerAccountId: a.providerAccountId }))).toEqual([
      { userId: ann.id, provider: GITHUB, providerAccountId: 'gh-one' },
      { userId: ann.id, provider: GITHUB, providerAccountId: 'gh-two' },
    ]);
  });

  test('getConnectedAccount picks one account by provider and account id (special characters too); null otherwise', async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    const odd = 'user+test@example.com/path?query=value&other=123 用户🎵';
    await linkAccount(h, ann.id, 'gh-one');
    await linkAccount(h, ann.id, odd);
    const find = (provider: string, providerAccountId: string) => {
      h.nextRead();
      return ann.getConnectedAccount({ provider, providerAccountId });
    };
    expect((await find(GITHUB, odd))?.providerAccountId).toBe(odd);
    expect((await find(GITHUB, 'gh-one'))?.providerAccountId).toBe('gh-one');
    expect(await find(GITHUB, 'gh-three')).toBeNull();
    expect(await find('gitlab', 'gh-one')).toBeNull();
  });

  test("an account's getAccessToken asks for that account only; an account without provider tokens gives null", async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    await linkAccount(h, ann.id, 'gh-one');
    const [account] = await ann.listConnectedAccounts();
    expect(await account!.getAccessToken({ scopes: ['repo', 'user'] })).toBeNull();
    const record = h.lastTo('POST', `/connected-accounts/${ann.id}/${GITHUB}/gh-one/access-token`);
    expectServerAccess(record);
    expect(record.body).toEqual({ scope: 'repo user' });
  });

  test('a bad reference is an InvalidArgumentError before any request', async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    const sent = h.wire.length;
    for (const bad of [undefined, 'github', { provider: GITHUB }, { provider: 1, providerAccountId: 'x' }]) {
      await expect(ann.getConnectedAccount(bad as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    }
    expect(h.wire.length).toBe(sent);
  });
});

describe("a server user's team invitations: accept()", () => {
  test('POST /team-invitations/{id}/accept?user_id=<user> with server access joins the team; a used invitation is VERIFICATION_CODE_NOT_FOUND', async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    const team = valueOf(await h.server.createTeam({ displayName: 'Inviting' }));
    valueOf(await team.inviteUser({ email: ann.primaryEmail!, callbackUrl: INVITE_URL }));
    const [invitation] = await ann.listTeamInvitations();
    expect(invitation).toMatchObject({ teamId: team.id, recipientEmail: ann.primaryEmail });
    expect(await invitation!.accept()).toEqual({ ok: true, value: undefined });
    const record = h.lastTo('POST', `/team-invitations/${invitation!.id}/accept`);
    expectServerAccess(record);
    expect(record.query).toBe(`?user_id=${ann.id}`);
    expect((await ann.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(KnownErrors.VerificationCodeNotFound.isInstance(errorOf(await invitation!.accept()))).toBe(true);
  });
});

describe("a server OAuth provider's update", () => {
  test('update({ email }) sends the email with server access; the user then sees it', async () => {
    const h = serverHarness();
    const ann = await h.aUser();
    const provider = valueOf(await h.server.createOAuthProvider({
      userId: ann.id, providerConfigId: GITHUB, accountId: 'gh-ann', email: 'ann@github.example', allowSignIn: true, allowConnectedAccounts: true,
    }));
    const updated = valueOf(await provider.update({ email: 'updated@example.com' }));
    const record = h.lastTo('PATCH', `/oauth-providers/${ann.id}/${provider.id}`);
    expectServerAccess(record);
    expect(record.body).toEqual({ email: 'updated@example.com' });
    expect(updated.email).toBe('updated@example.com');
  });
});
