import { adminProjectWireSchema, clientProjectWireSchema, emailConfigWireSchema } from './wire-schemas';
import { adminProjectWire, clientProjectWire } from './wire-examples';
import { describeWireSchema } from './describe-wire-schema';

describeWireSchema('client project', clientProjectWireSchema, clientProjectWire, [
  { path: ['config', 'sign_up_enabled'], value: 'yes' },
  { path: ['config', 'enabled_oauth_providers', 0, 'id'], value: 1 },
  { path: ['config', 'domains'], value: null },
  { path: ['config'], value: undefined },
]);

describeWireSchema('admin project', adminProjectWireSchema, adminProjectWire, [
  { path: ['created_at_millis'], value: null },
  { path: ['is_production_mode'], value: 'false' },
  { path: ['onboarding_status'], value: 'somewhere' },
  { path: ['config', 'domains', 0, 'handler_path'], value: 1 },
  { path: ['config', 'oauth_providers', 1, 'type'], value: 'custom' },
  { path: ['config', 'email_config', 'port'], value: '587' },
  { path: ['config', 'team_creator_default_permissions'], value: ['team_admin'] },
]);

describe('project schemas, further cases', () => {
  it('accepts the shared email config and rejects an unknown type', () => {
    expect(emailConfigWireSchema.parse({ type: 'shared' })).toEqual({ type: 'shared' });
    expect(emailConfigWireSchema.safeParse({ type: 'smtp' }).success).toBe(false);
  });

  it('rejects a standard email config missing its sender', () => {
    const { sender_email: _s, ...incomplete } = { type: 'standard', host: 'h', port: 1, username: 'u', password: 'p', sender_name: 'n', sender_email: 'e' };
    expect(emailConfigWireSchema.safeParse(incomplete).success).toBe(false);
  });

  it('accepts an extra key inside the config too', () => {
    const withExtra = { ...adminProjectWire, config: { ...adminProjectWire.config, new_flag: true } };
    expect(adminProjectWireSchema.parse(withExtra).config).toHaveProperty('new_flag', true);
  });
});
