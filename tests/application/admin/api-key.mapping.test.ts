import fc from 'fast-check';
import { apiKeyCreateToWire, apiKeySetCreatedFromWire, apiKeySetFromWire, apiKeyUpdateToWire } from '../../../application/admin/api-key.mapping';
import { apiKeySetCreatedWire, apiKeySetWire } from '../wire/wire-examples';

describe('API key mappings', () => {
  it('maps the creation response with full values and their last four characters', () => {
    expect(apiKeySetCreatedFromWire(apiKeySetCreatedWire)).toEqual({
      id: 'b5f2c1d0-9e8f-4a7b-8c6d-5e4f3a2b1c0d', description: 'test api key',
      createdAt: 1714000000000, expiresAt: 1745536000000, manuallyRevokedAt: null,
      publishableClientKey: { lastFour: '0o9p', value: 'pck_4x9q2m7w1z3k8v5n6b0r2t4y6u8i0o9p' },
      secretServerKey: { lastFour: '9x2c', value: 'ssk_7h3j5k9l1a2s4d6f8g0h1j3k5l7z9x2c' },
      superSecretAdminKey: { lastFour: '9h0j', value: 'sak_2w4e6r8t0y1u3i5o7p9a1s3d5f7g9h0j' },
    });
  });

  it('maps the read shape with last four only and the revocation time', () => {
    const key = apiKeySetFromWire(apiKeySetWire);
    expect(key).toEqual({
      id: 'b5f2c1d0-9e8f-4a7b-8c6d-5e4f3a2b1c0d', description: 'test api key',
      createdAt: 1714000000000, expiresAt: 1745536000000, manuallyRevokedAt: 1720000000000,
      publishableClientKey: { lastFour: '0o9p' }, secretServerKey: { lastFour: '9x2c' },
    });
    expect('superSecretAdminKey' in key).toBe(false);
  });

  it('treats absent and null manually_revoked_at_millis as not revoked', () => {
    expect(apiKeySetFromWire({ ...apiKeySetWire, manually_revoked_at_millis: null }).manuallyRevokedAt).toBeNull();
    const { manually_revoked_at_millis: _m, ...unrevoked } = apiKeySetWire;
    expect(apiKeySetFromWire(unrevoked).manuallyRevokedAt).toBeNull();
  });

  it('lastFour is always the end of the full value', () => {
    fc.assert(fc.property(fc.string({ minLength: 4 }), (value) => {
      const key = apiKeySetCreatedFromWire({ ...apiKeySetCreatedWire, secret_server_key: value });
      expect(value.endsWith(key.secretServerKey!.lastFour)).toBe(true);
      expect(key.secretServerKey!.lastFour).toHaveLength(4);
    }));
  });

  it('create and update bodies use the wire names', () => {
    expect(apiKeyCreateToWire({
      description: 'ci', expiresAt: 1745536000000, hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false,
    })).toEqual({
      description: 'ci', expires_at_millis: 1745536000000, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false,
    });
    expect(apiKeyUpdateToWire({ revoked: true })).toEqual({ revoked: true });
    expect(apiKeyUpdateToWire({ description: 'renamed' })).toEqual({ description: 'renamed' });
  });
});
