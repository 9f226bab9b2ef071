import { serverUserWireSchema, userWireSchema } from './wire-schemas';
import { clientUserWire, serverUserWire } from './wire-examples';
import { describeWireSchema } from './describe-wire-schema';

describeWireSchema('client user', userWireSchema, clientUserWire, [
  { path: ['id'], value: 42 },
  { path: ['has_password'], value: 'true' },
  { path: ['signed_up_at_millis'], value: '1714000000000' },
  { path: ['primary_email'], value: undefined },
  { path: ['oauth_providers'], value: {} },
  { path: ['restricted_reason'], value: { type: 'banned' } },
  { path: ['selected_team'], value: 'team' },
]);

describeWireSchema('server user', serverUserWireSchema, serverUserWire, [
  { path: ['last_active_at_millis'], value: null },
  { path: ['primary_email_auth_enabled'], value: 1 },
  { path: ['selected_team', 'created_at_millis'], value: 'yesterday' },
  { path: ['oauth_providers', 0, 'account_id'], value: 1234567 },
  { path: ['risk_scores', 'sign_up', 'bot'], value: 'low' },
  { path: ['server_metadata'], value: undefined },
]);

describe('user schemas, further cases', () => {
  it('accepts any JSON in metadata fields', () => {
    const parsed = userWireSchema.parse({ ...clientUserWire, client_metadata: { a: [1, 'b', null, { c: true }] }, client_read_only_metadata: 3 });
    expect(parsed.client_metadata).toEqual({ a: [1, 'b', null, { c: true }] });
  });

  it('accepts a server user from an older server without country_code and risk_scores', () => {
    const { country_code: _c, risk_scores: _r, ...older } = serverUserWire;
    expect(serverUserWireSchema.safeParse(older).success).toBe(true);
  });

  it('rejects a client user whose selected team lacks a field', () => {
    const { display_name: _d, ...team } = serverUserWire.selected_team!;
    expect(userWireSchema.safeParse({ ...clientUserWire, selected_team: team }).success).toBe(false);
  });
});
