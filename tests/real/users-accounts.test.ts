/**
 * Issue 30 (part 3) against the real backend: connected accounts by provider and account id (client account settings
 * and server users), a server OAuth provider's update({ email }), accept() on a server user's invitations, anonymous
 * users (getUser({ or: 'anonymous' }), the list filters), users and teams from API keys, tokens.getAuthHeaders and
 * app.version.
 */
import { accountSettings } from '../../composition/entry-node';
import { describeReal, newProject } from '../support/real-backend';
import { appsFor, PASSWORD, uniqueEmail, valueOf, type ProjectApps } from './node-apps';

const standard = (id: string) => ({ id, type: 'standard', client_id: `${id}-client`, client_secret: `${id}-secret` });

describeReal('real backend: connected accounts, anonymous users, API key owners, auth headers', () => {
  let apps: ProjectApps;
  let server: ReturnType<ProjectApps['server']>;
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-users', config: { oauth_providers: [standard('spotify'), standard('github')] } }));
    server = apps.server();
  });

  /** A verified password user made by the server, and a client app signed in as them. */
  async function signedInUser() {
    const email = uniqueEmail('acct');
    const user = valueOf(await server.createUser({ primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, password: PASSWORD }));
    const client = apps.client();
    valueOf(await client.signInWithPassword({ email, password: PASSWORD }));
    return { user, client, current: await client.getUser({ or: 'throw' }) };
  }

  const link = (userId: string, providerConfigId: string, accountId: string, allowConnectedAccounts = true) =>
    server.createOAuthProvider({ userId, providerConfigId, accountId, allowSignIn: false, allowConnectedAccounts }).then(valueOf);

  it('connected accounts: listed when allowed (two at one provider), found by provider and account id, tokens per account', async () => {
    const { user, current } = await signedInUser();
    const odd = 'user+test@example.com/path?query=value&other=123 用户🎵';
    await link(user.id, 'spotify', 'sp-alice');
    await link(user.id, 'spotify', odd);
    await link(user.id, 'github', 'gh-sign-in-only', false);
    const settings = await accountSettings(current);
    const accounts = await settings.listConnectedAccounts();
    expect(accounts.map((a) => [a.userId, a.provider, a.providerAccountId])).toEqual([[user.id, 'spotify', 'sp-alice'], [user.id, 'spotify', odd]]);
    expect((await settings.getConnectedAccount({ provider: 'spotify', providerAccountId: odd }))?.providerAccountId).toBe(odd);
    expect(await settings.getConnectedAccount({ provider: 'spotify', providerAccountId: 'sp-carol' })).toBeNull();
    expect(await settings.getConnectedAccount({ provider: 'github', providerAccountId: 'gh-sign-in-only' })).toBeNull();
    // Made by the server, not by an OAuth sign-in: the service holds no provider token for it, for any scope.
    expect(await accounts[0]!.getAccessToken()).toBeNull();
    expect(await accounts[0]!.getAccessToken({ scopes: ['user-read-email'] })).toBeNull();

    const serverUser = (await server.getUser(user.id))!;
    expect((await serverUser.listConnectedAccounts()).map((a) => a.providerAccountId)).toEqual(['sp-alice', odd]);
    const found = await serverUser.getConnectedAccount({ provider: 'spotify', providerAccountId: 'sp-alice' });
    expect(found?.provider).toBe('spotify');
    expect(await found!.getAccessToken()).toBeNull();
    expect(await serverUser.getConnectedAccount({ provider: 'github', providerAccountId: 'sp-alice' })).toBeNull();
  });

  it("a server OAuth provider's update({ email }) is what the user then sees", async () => {
    const { user, current } = await signedInUser();
    const provider = valueOf(await server.createOAuthProvider({
      userId: user.id, providerConfigId: 'spotify', accountId: 'sp-mail', email: 'before@example.com', allowSignIn: true, allowConnectedAccounts: true,
    }));
    expect(valueOf(await provider.update({ email: 'updated@example.com' })).email).toBe('updated@example.com');
    expect((await (await accountSettings(current)).getOAuthProvider(provider.id))?.email).toBe('updated@example.com');
  });

  it("accept() on a server user's received invitation joins the team as that user", async () => {
    const { user } = await signedInUser();
    const team = valueOf(await server.createTeam({ displayName: 'Invited by the server' }));
    valueOf(await team.inviteUser({ email: user.primaryEmail!, callbackUrl: 'http://localhost:8102/handler/team-invitation' }));
    const serverUser = (await server.getUser(user.id))!;
    const [invitation] = await serverUser.listTeamInvitations();
    expect(invitation?.teamId).toBe(team.id);
    expect(await invitation!.accept()).toEqual({ ok: true, value: undefined });
    expect((await serverUser.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect((await invitation!.accept()).ok).toBe(false);
  });

  it("getUser({ or: 'anonymous' }): a new anonymous user when signed out, the same one after; the list filters", async () => {
    const client = apps.client();
    const anonymous = await client.getUser({ or: 'anonymous' });
    expect([anonymous.isAnonymous, anonymous.primaryEmail]).toEqual([true, null]);
    expect((await client.getUser({ or: 'anonymous' })).id).toBe(anonymous.id);
    expect(await client.getUser()).toBeNull();
    const second = await apps.server().getUser({ or: 'anonymous' });
    expect(second.isAnonymous).toBe(true);
    expect(second.id).not.toBe(anonymous.id);
    await expect(client.getUser({ or: 'anonymous', includeRestricted: false })).rejects.toThrow("Cannot use { or: 'anonymous' } with { includeRestricted: false }");

    const ids = async (options: Parameters<typeof server.listUsers>[0]) => (await server.listUsers(options)).items.map((u) => u.id);
    const { user: regular } = await signedInUser();
    expect(await ids({})).not.toContain(anonymous.id);
    expect(await ids({ includeAnonymous: true })).toEqual(expect.arrayContaining([regular.id, anonymous.id, second.id]));
    const onlyAnonymous = await ids({ includeAnonymous: true, onlyAnonymous: true });
    expect(onlyAnonymous).toEqual(expect.arrayContaining([anonymous.id, second.id]));
    expect(onlyAnonymous).not.toContain(regular.id);
  });

  it('getUser({ apiKey }) / getTeam({ apiKey }): the owner of a valid key of that kind, else null (revoked, the other kind)', async () => {
    const { user, current } = await signedInUser();
    const settings = await accountSettings(current);
    const userKey = await settings.createApiKey({ description: 'cli', expiresAt: Date.now() + 30 * 86_400_000 });
    const owner = await server.getUser({ apiKey: userKey.value as string });
    expect([owner?.id, owner?.primaryEmail]).toEqual([user.id, user.primaryEmail]);

    const team = valueOf(await server.createTeam({ displayName: 'Keyed team', creatorUserId: user.id }));
    const teamKey = valueOf(await settings.createTeamApiKey(team.id, { description: 'ci', expiresAt: null }));
    expect((await server.getTeam({ apiKey: teamKey.value as string }))?.displayName).toBe('Keyed team');
    expect(await server.getUser({ apiKey: teamKey.value as string })).toBeNull();
    expect(await server.getTeam({ apiKey: userKey.value as string })).toBeNull();
    expect(await server.getUser({ apiKey: 'not-a-key' })).toBeNull();

    await userKey.update({ revoked: true });
    expect(await server.getUser({ apiKey: userKey.value as string })).toBeNull();
  });

  it('tokens.getAuthHeaders authenticates on the server; app.version is what the apps send', async () => {
    const { user, client, current } = await signedInUser();
    const headers = await client.tokens.getAuthHeaders();
    expect(await current.tokens.getAuthHeaders()).toEqual(headers);
    const authenticated = await server.authenticateRequest({ headers });
    expect(authenticated.ok && authenticated.value.userId).toBe(user.id);
    expect(client.version).toMatch(/^js @portcullis\/client@\d+\.\d+\.\d+/);
    expect(server.version).toBe(client.version);
  });
});
