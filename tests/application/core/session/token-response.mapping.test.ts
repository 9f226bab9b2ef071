import { tokenResponseFromWire } from '../../../../application/core/session/token-response.mapping';
import { oauthTokenWire, passwordTokensWire, signInTokensWire } from '../../wire/wire-examples';

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
