/**
 * portcullis/stack: anonymous users (`getUser({ or: 'anonymous' })` on client and server apps, `listUsers` with
 * `onlyAnonymous`, refused alone as the official SDK refuses it) and the owners of API keys (`getUser({ apiKey })`,
 * `getTeam({ apiKey })`: the official server objects, null for a key of the other kind or a revoked one).
 */
import { startCompatHarness, type CompatHarness } from './compat-harness';

describe('portcullis/stack anonymous users and API key owners', () => {
  let h: CompatHarness;
  beforeAll(async () => {
    h = await startCompatHarness();
    await (await h.adminApp().getProject()).update({ config: { allowUserApiKeys: true, allowTeamApiKeys: true } });
  });
  afterAll(() => h.server.close());

  it("getUser({ or: 'anonymous' }) signs the session up once; onlyAnonymous lists those users only", async () => {
    const client = h.client();
    const anonymous = await client.getUser({ or: 'anonymous' });
    expect([anonymous.isAnonymous, anonymous.primaryEmail]).toEqual([true, null]);
    expect(anonymous.signedUpAt).toBeInstanceOf(Date);
    expect((await client.getUser({ or: 'anonymous' })).id).toBe(anonymous.id);
    expect(await client.getUser()).toBeNull();
    const serverApp = h.serverApp();
    const second = await serverApp.getUser({ or: 'anonymous' });
    expect(second.isAnonymous).toBe(true);
    expect(second.id).not.toBe(anonymous.id);
    await expect(client.getUser({ or: 'anonymous', includeRestricted: false })).rejects.toMatchObject({ name: 'StackAssertionError' });

    const { userId } = await h.signedIn();
    const ids = async (options: Parameters<typeof serverApp.listUsers>[0]) => (await serverApp.listUsers(options)).map((u) => u.id);
    expect(await ids({})).not.toContain(anonymous.id);
    const onlyAnonymous = await ids({ includeAnonymous: true, onlyAnonymous: true });
    expect(onlyAnonymous).toEqual(expect.arrayContaining([anonymous.id, second.id]));
    expect(onlyAnonymous).not.toContain(userId);
    await expect(serverApp.listUsers({ onlyAnonymous: true })).rejects.toThrow('onlyAnonymous=true requires includeAnonymous=true');
  });

  it('getUser({ apiKey }) / getTeam({ apiKey }): the owner of a valid key of that kind, else null', async () => {
    const { client, userId, email } = await h.signedIn();
    const serverApp = h.serverApp();
    const user = await client.getUser({ or: 'throw' });
    const userKey = await user.createApiKey({ description: 'cli', expiresAt: new Date(h.server.emulator.clock.now() + 86_400_000) });
    const owner = await serverApp.getUser({ apiKey: userKey.value });
    expect([owner?.id, owner?.primaryEmail]).toEqual([userId, email]);
    expect(owner?.lastActiveAt).toBeInstanceOf(Date);

    const team = await serverApp.createTeam({ displayName: 'Keyed team', creatorUserId: userId });
    const teamKey = await (await user.getTeam(team.id))!.createApiKey({ description: 'ci', expiresAt: null });
    const keyTeam = await serverApp.getTeam({ apiKey: teamKey.value });
    expect([keyTeam?.id, keyTeam?.displayName]).toEqual([team.id, 'Keyed team']);
    expect(keyTeam?.createdAt).toBeInstanceOf(Date);
    expect(await serverApp.getUser({ apiKey: teamKey.value })).toBeNull();
    expect(await serverApp.getTeam({ apiKey: userKey.value })).toBeNull();
    expect(await serverApp.getUser({ apiKey: 'not-a-key' })).toBeNull();

    await userKey.revoke();
    expect(await serverApp.getUser({ apiKey: userKey.value })).toBeNull();
  });
});
