import fc from 'fast-check';
import type { ProjectConfigUpdate } from '../../../domain/entities';
import { adminProjectFromWire, projectConfigUpdateToWire, projectCreateToWire, projectUpdateToWire } from '../../../application/admin/admin-project.mapping';
import { emailConfigFromWire, emailConfigToWire } from '../../../application/admin/project-config-parts.mapping';
import { adminProjectWire } from '../wire/wire-examples';

describe('adminProjectFromWire', () => {
  const project = adminProjectFromWire(adminProjectWire);

  it('maps the top-level fields', () => {
    expect(project).toMatchObject({
      id: '6a0f5a43-0d1e-4b8c-9a27-1f0e3c2b4d5e', displayName: 'Acme', description: 'Acme customer portal',
      createdAt: 1713000000000, isProductionMode: true, userCount: null, ownerTeamId: '0b7c6d5e-4f3a-4b2c-8d1e-0f9a8b7c6d5e',
      onboardingStatus: 'completed', logoUrl: null, logoFullDarkModeUrl: null,
    });
  });

  it('maps every config field of spec §3', () => {
    expect(project.config).toEqual({
      signUpEnabled: true, credentialEnabled: true, magicLinkEnabled: false, passkeyEnabled: true,
      clientTeamCreationEnabled: false, clientUserDeletionEnabled: true, allowUserApiKeys: false, allowTeamApiKeys: true,
      enabledOAuthProviderIds: ['github', 'microsoft'],
      domains: [{ domain: 'https://app.acme.com', handlerPath: '/handler' }, { domain: 'https://*.acme.dev', handlerPath: '/auth' }],
      allowLocalhost: false, legacyGlobalJwtSigning: false, createTeamOnSignUp: true,
      teamCreatorDefaultPermissions: [{ id: 'team_admin' }], teamMemberDefaultPermissions: [{ id: 'team_member' }],
      userDefaultPermissions: [],
      oauthProviders: [
        { id: 'github', enabled: true, type: 'shared', providerConfigId: 'github', clientId: null, clientSecret: null, facebookConfigId: null, microsoftTenantId: null, appleBundleIds: null },
        { id: 'microsoft', enabled: true, type: 'standard', providerConfigId: 'microsoft', clientId: 'ms-client', clientSecret: 'ms-secret', facebookConfigId: null, microsoftTenantId: 'tenant-1', appleBundleIds: null },
      ],
      emailConfig: { type: 'standard', host: 'smtp.acme.com', port: 587, username: 'mailer', password: 's3cret', senderName: 'Acme', senderEmail: 'noreply@acme.com' },
      emailTheme: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6',
      oauthAccountMergeStrategy: 'link_method',
    });
  });

  it('reads legacy fields when a server sends them, and defaults absent optional ones', () => {
    const legacy = adminProjectFromWire({
      ...adminProjectWire,
      user_count: 12,
      config: { ...adminProjectWire.config, legacy_global_jwt_signing: true, user_default_permissions: undefined, email_config: { type: 'shared' } },
    });
    expect(legacy.userCount).toBe(12);
    expect(legacy.config.legacyGlobalJwtSigning).toBe(true);
    expect(legacy.config.userDefaultPermissions).toEqual([]);
    expect(legacy.config.emailConfig).toEqual({ type: 'shared' });
  });
});

describe('project update → wire', () => {
  it('maps nested config keys to snake_case and omits undefined ones', () => {
    expect(projectUpdateToWire({
      displayName: 'Acme 2', description: null, logoUrl: undefined,
      config: {
        signUpEnabled: false, domains: [{ domain: 'https://acme.com', handlerPath: '/handler' }],
        emailConfig: { type: 'standard', host: 'h', port: 25, username: 'u', password: 'p', senderName: 'S', senderEmail: 's@acme.com' },
        teamMemberDefaultPermissions: [{ id: 'team_member' }], requireEmailVerification: true,
      },
    })).toEqual({
      display_name: 'Acme 2', description: null,
      config: {
        sign_up_enabled: false, domains: [{ domain: 'https://acme.com', handler_path: '/handler' }],
        email_config: { type: 'standard', host: 'h', port: 25, username: 'u', password: 'p', sender_name: 'S', sender_email: 's@acme.com' },
        team_member_default_permissions: [{ id: 'team_member' }], require_email_verification: true,
      },
    });
  });

  it('writes OAuth providers without provider_config_id, leaving out disabled ones and null fields', () => {
    expect(projectConfigUpdateToWire({
      oauthProviders: [
        { id: 'google', type: 'standard', enabled: true, clientId: 'gid', clientSecret: 'gsecret', facebookConfigId: null },
        { id: 'github', type: 'shared', enabled: false },
        { id: 'facebook', type: 'standard', clientId: 'fb', clientSecret: 'fbs', facebookConfigId: 'cfg' },
      ],
    })).toEqual({
      oauth_providers: [
        { id: 'google', type: 'standard', client_id: 'gid', client_secret: 'gsecret' },
        { id: 'facebook', type: 'standard', client_id: 'fb', client_secret: 'fbs', facebook_config_id: 'cfg' },
      ],
    });
  });

  it('create adds owner_team_id', () => {
    expect(projectCreateToWire({ displayName: 'New', ownerTeamId: 'team-9', isProductionMode: false })).toEqual({
      display_name: 'New', owner_team_id: 'team-9', is_production_mode: false,
    });
  });

  it('a config update emits one key per defined field', () => {
    const update: fc.Arbitrary<ProjectConfigUpdate> = fc.record({
      signUpEnabled: fc.boolean(), credentialEnabled: fc.boolean(), magicLinkEnabled: fc.boolean(), passkeyEnabled: fc.boolean(),
      clientTeamCreationEnabled: fc.boolean(), clientUserDeletionEnabled: fc.boolean(), allowLocalhost: fc.boolean(),
      legacyGlobalJwtSigning: fc.boolean(), createTeamOnSignUp: fc.boolean(),
      teamCreatorDefaultPermissions: fc.array(fc.record({ id: fc.string() })),
      domains: fc.array(fc.record({ domain: fc.webUrl(), handlerPath: fc.constant('/handler') })),
    }, { requiredKeys: [] });
    fc.assert(fc.property(update, (u) => {
      expect(Object.keys(projectConfigUpdateToWire(u))).toHaveLength(Object.keys(u).length);
    }));
  });
});

describe('email config', () => {
  it('round-trips both variants', () => {
    const standard = adminProjectWire.config.email_config;
    expect(emailConfigToWire(emailConfigFromWire(standard))).toEqual(standard);
    expect(emailConfigToWire(emailConfigFromWire({ type: 'shared' }))).toEqual({ type: 'shared' });
  });
});
