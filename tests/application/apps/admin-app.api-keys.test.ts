/**
 * AdminApp API keys against the in-process emulator: create (full values once), list, get (unknown id → Result),
 * revoke; every ApiKey's state from apiKeyState — valid, expired (the shared fake clock moves both sides), revoked.
 */
import { KnownErrors } from '../../../composition/entry-memory';
import { createAdminApp, createServerApp } from '../../../composition/entry-memory';
import { SEED } from '../../../emulator';
import { T0 } from './app-harness';
import { adminHarness, expectAdminKeyRequest } from './admin-harness';

const h = adminHarness();
const { admin, run } = h;
const HOUR = 3_600_000;

describe('AdminApp API keys', () => {
  it('create: POST /internal/api-keys with a snake_case body; the full values come back once, state valid', async () => {
    const key = await run(admin.apiKeys.create({
      description: 'CI', expiresAt: T0 + HOUR, hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false,
    }));
    const record = h.lastTo('POST', '/internal/api-keys');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({
      description: 'CI', expires_at_millis: T0 + HOUR, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: false,
    });
    expect(key).toMatchObject({ description: 'CI', expiresAt: T0 + HOUR, createdAt: T0, manuallyRevokedAt: null, state: 'valid' });
    expect(key.publishableClientKey?.value).toMatch(/^pck_/);
    expect(key.secretServerKey?.lastFour).toBe(key.secretServerKey?.value?.slice(-4));
    expect('superSecretAdminKey' in key).toBe(false);
    // The created secret really works: a server app on it can read the project.
    const server = createServerApp({ projectId: SEED.demo.projectId, publishableClientKey: key.publishableClientKey!.value!, secretServerKey: key.secretServerKey!.value! }, h.deps);
    expect((await run(server.client.getProject())).id).toBe(SEED.demo.projectId);
  });

  it('list: newest first, last four only, each with its state', async () => {
    const keys = await run(admin.apiKeys.list());
    expectAdminKeyRequest(h.lastTo('GET', '/internal/api-keys'));
    expect(keys.map((k) => k.description)).toEqual(['CI', 'Emulator demo keys']);
    expect(keys[0]!.secretServerKey).toEqual({ lastFour: expect.stringMatching(/^.{4}$/) as unknown });
    expect(keys.every((k) => k.state === 'valid')).toBe(true);
  });

  it('get: GET /internal/api-keys/{id}, URL-encoded; an unknown id is API_KEY_NOT_FOUND as a Result', async () => {
    const [ci] = await run(admin.apiKeys.list());
    const got = await run(admin.apiKeys.get(ci!.id));
    expect(got.ok && got.value).toMatchObject({ id: ci!.id, description: 'CI', state: 'valid' });
    expectAdminKeyRequest(h.lastTo('GET', `/internal/api-keys/${ci!.id}`));

    // The id is URL-encoded; an id that is not a UUID is a SCHEMA_ERROR on the real backend (and the emulator).
    await expect(run(admin.apiKeys.get('no/such key'))).rejects.toThrow('params.api_key_id must be a valid UUID');
    expect(h.requestsTo('GET', '/internal/api-keys/no%2Fsuch%20key')).toHaveLength(1);
    const missing = await run(admin.apiKeys.get('00000000-0000-4000-8000-000000000000'));
    expect(!missing.ok && KnownErrors.ApiKeyNotFound.isInstance(missing.error)).toBe(true);
  });

  it('state: expired once the clock passes expiresAt (on both sides), and the server refuses the key', async () => {
    const created = await run(admin.apiKeys.create({
      description: 'short', expiresAt: h.clock.now() + HOUR, hasPublishableClientKey: false, hasSecretServerKey: false, hasSuperSecretAdminKey: true,
    }));
    const keyAdmin = createAdminApp({ projectId: SEED.demo.projectId, superSecretAdminKey: created.superSecretAdminKey!.value! }, h.deps);
    expect((await run(keyAdmin.getProject())).id).toBe(SEED.demo.projectId);
    h.clock.advance(HOUR);
    expect(created.state).toBe('valid'); // as read
    expect(created.getState()).toBe('expired'); // now
    const again = await run(admin.apiKeys.get(created.id));
    expect(again.ok && again.value.state).toBe('expired');
    await expect(run(keyAdmin.apiKeys.list())).rejects.toMatchObject({ code: 'INVALID_SUPER_SECRET_ADMIN_KEY' });
  });

  it('revoke: PATCH {revoked: true}; the key is revoked for good; an unknown id is API_KEY_NOT_FOUND', async () => {
    const created = await run(admin.apiKeys.create({
      description: 'to revoke', expiresAt: h.clock.now() + 24 * HOUR, hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false,
    }));
    const revoked = await run(admin.apiKeys.revoke(created.id));
    const record = h.lastTo('PATCH', `/internal/api-keys/${created.id}`);
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({ revoked: true });
    expect(revoked.ok && revoked.value).toMatchObject({ state: 'revoked', manuallyRevokedAt: h.clock.now() });
    expect(revoked.ok && revoked.value.publishableClientKey).toEqual({ lastFour: created.publishableClientKey!.lastFour });
    // The list is read afresh after the mutation.
    const listed = await run(admin.apiKeys.list());
    expect(listed.find((k) => k.id === created.id)?.state).toBe('revoked');
    expect(created.getState()).toBe('valid'); // the old object still only knows what it was told

    const missing = await run(admin.apiKeys.revoke('00000000-0000-4000-8000-00000000dead'));
    expect(!missing.ok && KnownErrors.ApiKeyNotFound.isInstance(missing.error)).toBe(true);
  });
});
