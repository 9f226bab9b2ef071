/**
 * Issue 30: server.getUser({ apiKey }) and server.getTeam({ apiKey }) — the owner of a user or team API key through
 * POST /user-api-keys/check and /team-api-keys/check with server access; null for anything that is not a valid key of
 * that kind (unknown, revoked, the other kind) — against the in-process emulator on a fake clock.
 */
import 'reflect-metadata';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { SEED } from '../../../emulator';
import { expectServerAccess, serverHarness, valueOf, type ServerHarness } from './server-harness';

/** A key-level call straight into the emulator (setting the scene: creating and revoking keys is not under test). */
async function emulatorCall(h: ServerHarness, method: string, path: string, body: unknown, access: 'server' | 'admin' = 'server') {
  const { projectId, secretServerKey, superSecretAdminKey } = SEED.demo;
  const keyHeader: Record<string, string> = access === 'server'
    ? { 'x-stack-secret-server-key': secretServerKey } : { 'x-stack-super-secret-admin-key': superSecretAdminKey };
  const response = await h.emulator.handler(new Request(`http://localhost/api/v1${path}`, {
    method, body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-stack-project-id': projectId, 'x-stack-access-type': access, ...keyHeader },
  }));
  expect(response.ok).toBe(true);
  return await response.json() as { id: string; value: string };
}

async function keysHarness() {
  const h = serverHarness();
  await emulatorCall(h, 'PATCH', '/internal/projects/current', { config: { allow_user_api_keys: true, allow_team_api_keys: true } }, 'admin');
  return h;
}

describe('server.getUser({ apiKey }) / server.getTeam({ apiKey })', () => {
  test("a user key resolves to its user, a team key to its team (the key in the body, never the URL); each kind refuses the other's key", async () => {
    const h = await keysHarness();
    const ann = await h.aUser();
    const team = valueOf(await h.server.createTeam({ displayName: 'Keyed' }));
    const userKey = await emulatorCall(h, 'POST', '/user-api-keys', { user_id: ann.id, description: 'cli', expires_at_millis: null, is_public: false });
    const teamKey = await emulatorCall(h, 'POST', '/team-api-keys', { team_id: team.id, description: 'ci', expires_at_millis: null, is_public: false });

    const owner = await h.server.getUser({ apiKey: userKey.value });
    const check = h.lastTo('POST', '/user-api-keys/check');
    expectServerAccess(check);
    expect(check.body).toEqual({ api_key: userKey.value });
    expect(check.query).toBe('');
    expect(owner?.id).toBe(ann.id);
    expect(owner?.primaryEmail).toBe(ann.primaryEmail);

    const keyed = await h.server.getTeam({ apiKey: teamKey.value });
    expectServerAccess(h.lastTo('POST', '/team-api-keys/check'));
    expect(keyed?.id).toBe(team.id);
    expect(keyed?.displayName).toBe('Keyed');

    expect(await h.server.getUser({ apiKey: teamKey.value })).toBeNull();
    expect(await h.server.getTeam({ apiKey: userKey.value })).toBeNull();
    expect(await h.server.getUser({ apiKey: 'not-a-key' })).toBeNull();
  });

  test('a revoked key stops resolving at once (the check is never cached)', async () => {
    const h = await keysHarness();
    const ann = await h.aUser();
    const key = await emulatorCall(h, 'POST', '/user-api-keys', { user_id: ann.id, description: 'cli', expires_at_millis: null, is_public: false });
    expect((await h.server.getUser({ apiKey: key.value }))?.id).toBe(ann.id);
    await emulatorCall(h, 'PATCH', `/user-api-keys/${key.id}`, { revoked: true });
    expect(await h.server.getUser({ apiKey: key.value })).toBeNull();
    expect(h.requestsTo('POST', '/user-api-keys/check')).toHaveLength(2);
  });

  test('a bad { apiKey } is an InvalidArgumentError before any request', async () => {
    const h = serverHarness();
    const sent = h.wire.length;
    for (const bad of [{ apiKey: 12 }, { apiKey: 'k', or: 'throw' }, { apiKey: undefined }]) {
      await expect(h.server.getUser(bad as never)).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(h.server.getTeam(bad as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    }
    expect(h.wire.length).toBe(sent);
  });
});
