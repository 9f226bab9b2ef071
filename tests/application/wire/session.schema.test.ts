import {
  createdSessionWireSchema, oauthTokenWireSchema, passwordTokensWireSchema, refreshedAccessTokenWireSchema, sessionWireSchema,
  signInTokensWireSchema,
} from './wire-schemas';
import { oauthTokenWire, passwordTokensWire, sessionWire, signInTokensWire } from './wire-examples';
import { describeWireSchema } from './describe-wire-schema';

describeWireSchema('session', sessionWireSchema, sessionWire, [
  { path: ['created_at'], value: '2024-04-25T00:00:00Z' },
  { path: ['is_current_session'], value: 'true' },
  { path: ['last_used_at_end_user_ip_info', 'latitude'], value: '52.5' },
]);

describeWireSchema('password tokens', passwordTokensWireSchema, passwordTokensWire, [
  { path: ['access_token'], value: null },
  { path: ['user_id'], value: undefined },
]);

describeWireSchema('sign-in tokens', signInTokensWireSchema, signInTokensWire, [{ path: ['is_new_user'], value: 'false' }]);
describeWireSchema('created session', createdSessionWireSchema, { access_token: 'a', refresh_token: 'r' }, [{ path: ['refresh_token'], value: 1 }]);
describeWireSchema('refreshed access token', refreshedAccessTokenWireSchema, { access_token: 'a' }, [{ path: ['access_token'], value: undefined }]);

describeWireSchema('OAuth token', oauthTokenWireSchema, oauthTokenWire, [
  { path: ['token_type'], value: undefined },
  { path: ['after_callback_redirect_url'], value: 1 },
]);

describe('session schemas, further cases', () => {
  it('accepts a session without geo info', () => {
    const { last_used_at_end_user_ip_info: _i, ...bare } = sessionWire;
    expect(sessionWireSchema.safeParse(bare).success).toBe(true);
  });

  it('accepts an OAuth token response without the deprecated camelCase duplicates', () => {
    const { newUser: _n, afterCallbackRedirectUrl: _a, ...current } = oauthTokenWire;
    expect(oauthTokenWireSchema.safeParse(current).success).toBe(true);
  });
});
