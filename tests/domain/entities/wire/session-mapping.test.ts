import { sessionInfoFromWire, tokenResponseFromWire } from '../../../../domain/entities/wire';
import { oauthTokenWire, passwordTokensWire, sessionWire, signInTokensWire } from '../wire-examples';

describe('tokenResponseFromWire', () => {
  it('maps a password sign-in response; fields it lacks are null', () => {
    expect(tokenResponseFromWire(passwordTokensWire)).toEqual({
      accessToken: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIzMjQxIn0.c2ln',
      refreshToken: 'rt9m2k4w6y8a0c2e4g6i8k0m2o4q6s8u0w2y4a6c8e0g2i4',
      userId: '3241a285-8329-4d69-8f3d-316e08cf140c',
      isNewUser: null,
      afterCallbackRedirectUrl: null,
    });
  });

  it('maps an OTP/MFA/passkey sign-in response with is_new_user', () => {
    expect(tokenResponseFromWire(signInTokensWire)).toMatchObject({ isNewUser: true, userId: '3241a285-8329-4d69-8f3d-316e08cf140c' });
  });

  it('maps the OAuth token response from its snake_case fields', () => {
    expect(tokenResponseFromWire(oauthTokenWire)).toEqual({
      accessToken: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIzMjQxIn0.c2ln',
      refreshToken: 'rt9m2k4w6y8a0c2e4g6i8k0m2o4q6s8u0w2y4a6c8e0g2i4',
      isNewUser: false,
      afterCallbackRedirectUrl: 'https://app.acme.com/after',
      userId: null,
    });
  });

  it('maps a created server session (tokens only)', () => {
    expect(tokenResponseFromWire({ access_token: 'a', refresh_token: 'r' })).toEqual({
      accessToken: 'a', refreshToken: 'r', isNewUser: null, afterCallbackRedirectUrl: null, userId: null,
    });
  });
});

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
