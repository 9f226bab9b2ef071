import { sessionInfoFromWire } from '../../../application/user/session-list.mapping';
import { sessionWire } from '../wire/wire-examples';

describe('sessionInfoFromWire', () => {
  it('maps a session with its camelCase geo info', () => {
    expect(sessionInfoFromWire(sessionWire)).toEqual({
      id: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0',
      userId: '3241a285-8329-4d69-8f3d-316e08cf140c',
      createdAt: 1714000000000,
      lastUsedAt: 1714001000000,
      isImpersonation: false,
      isCurrentSession: true,
      lastUsedAtEndUserIpInfo: {
        ip: '203.0.113.7', countryCode: 'DE', regionCode: 'BE', cityName: 'Berlin', latitude: 52.52, longitude: 13.405, tzIdentifier: 'Europe/Berlin',
      },
    });
  });

  it('maps absent geo info to null, and absent geo keys to null', () => {
    const { last_used_at_end_user_ip_info: _i, ...bare } = sessionWire;
    expect(sessionInfoFromWire(bare).lastUsedAtEndUserIpInfo).toBeNull();
    expect(sessionInfoFromWire({ ...bare, last_used_at_end_user_ip_info: { ip: '::1' } }).lastUsedAtEndUserIpInfo).toEqual({
      ip: '::1', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null,
    });
  });
});
