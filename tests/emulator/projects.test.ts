/** Projects (protocol §2.16, §3.3): current project in client and admin shapes, owner's list and create. */
import { SEED } from '../../emulator';
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, signUp } from './helpers';

const { emu, h } = emulatorUnderTest({ log: () => undefined });

const internalHeaders = (extra: Record<string, string> = {}): Record<string, string> =>
  ({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', ...extra });

async function ownerToken(): Promise<string> {
  const r = await call<{ access_token: string }>(h, 'POST', '/auth/password/sign-in', {
    headers: internalHeaders(), body: { email: SEED.owner.email, password: SEED.owner.password },
  });
  return r.body.access_token;
}

function expectKnown(r: { status: number; headers: Headers; body: Record<string, unknown> }, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}

const CLIENT_CONFIG_KEYS = [
  'allow_team_api_keys', 'allow_user_api_keys', 'client_team_creation_enabled', 'client_user_deletion_enabled',
  'credential_enabled', 'domains', 'enabled_oauth_providers', 'magic_link_enabled', 'passkey_enabled', 'sign_up_enabled',
];

describe('GET /projects/current', () => {
  it('client, server and admin get exactly the client shape of §3.3', async () => {
    for (const headers of [clientHeaders(), serverHeaders(), adminHeaders()]) {
      const r = await call(h, 'GET', '/projects/current', { headers });
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['config', 'display_name', 'id']);
      expect(r.body.id).toBe(DEMO.projectId);
      expect(Object.keys(r.body.config as object).sort()).toEqual(CLIENT_CONFIG_KEYS);
      expect(r.body.config).toMatchObject({
        enabled_oauth_providers: [{ id: 'github' }], domains: [{ domain: DEMO.trustedDomain, handler_path: '/handler' }],
      });
    }
  });
  it('no access type is ACCESS_TYPE_REQUIRED', async () => {
    expectKnown(await call(h, 'GET', '/projects/current'), 400, 'ACCESS_TYPE_REQUIRED');
  });
});

describe('/internal/projects/current (admin)', () => {
  it('GET returns every admin field the backend sends (no user_count, no legacy_global_jwt_signing)', async () => {
    const r = await call(h, 'GET', '/internal/projects/current', { headers: adminHeaders() });
    expect(Object.keys(r.body).sort()).toEqual([
      'config', 'created_at_millis', 'description', 'display_name', 'id', 'is_production_mode', 'logo_dark_mode_url',
      'logo_full_dark_mode_url', 'logo_full_url', 'logo_url', 'onboarding_status', 'owner_team_id',
    ]);
    expect(r.body.config).not.toHaveProperty('legacy_global_jwt_signing');
    expect(r.body.owner_team_id).toBe(SEED.ownerTeamId);
    expect(r.body.config).toMatchObject({
      allow_localhost: true, email_config: { type: 'shared' }, create_team_on_sign_up: false,
      team_creator_default_permissions: [{ id: 'team_admin' }], team_member_default_permissions: [{ id: 'team_member' }],
      user_default_permissions: [], oauth_account_merge_strategy: 'link_method',
      oauth_providers: [{ provider_config_id: 'github', id: 'github', type: 'standard', client_id: 'emulator-github-client', client_secret: 'emulator-github-secret' }],
    });
  });
  it('client and server access are INSUFFICIENT_ACCESS_TYPE', async () => {
    const r = await call(h, 'GET', '/internal/projects/current', { headers: serverHeaders() });
    expectKnown(r, 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect(r.body.details).toEqual({ actual_access_type: 'server', allowed_access_types: ['admin'] });
    expectKnown(await call(h, 'PATCH', '/internal/projects/current', { headers: clientHeaders(), body: {} }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
  it('PATCH updates top-level fields and config; arrays replace; require_email_verification is write-only', async () => {
    const r = await call(h, 'PATCH', '/internal/projects/current', {
      headers: adminHeaders(),
      body: {
        display_name: 'Renamed', description: null, is_production_mode: true, logo_url: 'https://x.example/logo.png',
        config: {
          magic_link_enabled: false, domains: [{ domain: 'https://*.example.com', handler_path: '/auth' }],
          oauth_providers: [{ id: 'google', type: 'shared' }], require_email_verification: true,
          team_member_default_permissions: [], email_config: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'S', sender_email: 's@example.com' },
        },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ display_name: 'Renamed', description: '', is_production_mode: true, logo_url: 'https://x.example/logo.png' });
    const config = r.body.config as Record<string, unknown>;
    expect(config).toMatchObject({
      magic_link_enabled: false, domains: [{ domain: 'https://*.example.com', handler_path: '/auth' }],
      oauth_providers: [{ provider_config_id: 'google', id: 'google', type: 'shared' }], enabled_oauth_providers: [{ id: 'google' }],
      team_member_default_permissions: [], email_config: { type: 'standard', host: 'smtp.example.com', port: 587, sender_email: 's@example.com' },
    });
    expect(config).not.toHaveProperty('require_email_verification');
    expect(emu.state.projects[DEMO.projectId]!.config.requireEmailVerification).toBe(true);
    emu.reset();
  });
  it('PATCH with an unknown email theme is 400 text "Invalid email theme" and changes nothing', async () => {
    const r = await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { display_name: 'No', config: { email_theme: '00000000-0000-4000-8000-000000000000' } } });
    expect([r.status, r.text, r.headers.get('content-type')]).toEqual([400, 'Invalid email theme', 'text/plain; charset=utf-8']);
    expect(emu.state.projects[DEMO.projectId]!.displayName).toBe(DEMO.displayName);
    const ok = await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { email_theme: 'a0172b5d-cff0-463b-83bb-85124697373a' } } });
    expect((ok.body.config as Record<string, unknown>).email_theme).toBe('a0172b5d-cff0-463b-83bb-85124697373a');
  });
  it('PATCH rejects unknown keys and enabled_oauth_providers with SCHEMA_ERROR', async () => {
    const r = await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { config: { enabled_oauth_providers: [] } } });
    expectKnown(r, 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body: { nope: 1 } }), 400, 'SCHEMA_ERROR');
  });
  it('PATCH, DELETE and POST on /projects/current are 405 (the backend serves only GET there)', async () => {
    for (const method of ['PATCH', 'DELETE', 'POST'] as const) {
      expect((await call(h, method, '/projects/current', { headers: adminHeaders(), body: {} })).status).toBe(405);
    }
  });
  it('PATCH words the backend\'s own checks: http(s) domains, handler paths, URLs, standard email and OAuth fields', async () => {
    const lines = async (body: unknown): Promise<string[]> => {
      const r = await call(h, 'PATCH', '/internal/projects/current', { headers: adminHeaders(), body });
      expectKnown(r, 400, 'SCHEMA_ERROR');
      return String((r.body.details as { message: string }).message).split('\n').slice(1).map((l) => l.replace(/^  - /, ''));
    };
    expect(await lines({ config: { domains: [{ domain: 'whatever://x.example.com', handler_path: '/handler' }] } })).toEqual(['URL must start with http:// or https://']);
    expect(await lines({ config: { domains: [{ domain: 'nourl', handler_path: 'handler' }] } })).toEqual([
      'Handler path must start with /', 'body.config.domains[0].domain is not a valid URL', 'URL must start with http:// or https://',
    ]);
    expect(await lines({ logo_url: 'not a url' })).toEqual(['body.logo_url contains spaces', 'body.logo_url is not a valid URL']);
    expect(await lines({ config: { email_config: { type: 'standard', host: '', port: 587, username: 'u', password: 'p', sender_name: 'S', sender_email: 's@example.com' } } }))
      .toEqual(['body.config.email_config.host must not be empty']);
    expect(await lines({ config: { email_config: { type: 'standard' } } })).toEqual(
      ['host', 'port', 'username', 'password', 'sender_name', 'sender_email'].map((f) => `body.config.email_config.${f} must be defined`),
    );
    expect(await lines({ config: { oauth_providers: [{ id: 'google', type: 'standard', client_id: 'c', client_secret: '' }] } }))
      .toEqual(['body.config.oauth_providers[0].client_secret must not be empty']);
    expect(await lines({ config: { oauth_providers: [{ id: 'google', type: 'standard' }] } }))
      .toEqual(['body.config.oauth_providers[0].client_secret must be defined', 'body.config.oauth_providers[0].client_id must be defined']);
    expect(await lines({ config: { legacy_global_jwt_signing: true } })).toEqual(['body.config contains unknown properties: legacy_global_jwt_signing']);
    expect(emu.state.projects[DEMO.projectId]!.config.domains).toEqual([{ domain: DEMO.trustedDomain, handlerPath: '/handler' }]);
  });
  it('PATCH accepts what the backend accepts: extra fields on a shared email config, an empty display name or theme; default permissions come back sorted', async () => {
    const theme = emu.state.projects[DEMO.projectId]!.config.emailTheme;
    const r = await call(h, 'PATCH', '/internal/projects/current', {
      headers: adminHeaders(),
      body: { display_name: '', config: { email_config: { type: 'shared', host: 'x' }, email_theme: '', team_creator_default_permissions: [{ id: 'team_member' }, { id: 'team_admin' }, { id: 'nope' }] } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      display_name: '',
      config: { email_config: { type: 'shared' }, email_theme: theme, team_creator_default_permissions: [{ id: 'team_admin' }, { id: 'team_member' }] },
    });
    emu.reset();
  });
  it('DELETE removes the project and its keys; the next call is CURRENT_PROJECT_NOT_FOUND', async () => {
    expect((await call(h, 'DELETE', '/internal/projects/current', { headers: adminHeaders() })).body).toEqual({ success: true });
    const r = await call(h, 'GET', '/projects/current', { headers: clientHeaders() });
    expectKnown(r, 400, 'CURRENT_PROJECT_NOT_FOUND');
    expect(Object.values(emu.state.apiKeySets).some((k) => k.projectId === DEMO.projectId)).toBe(false);
    emu.reset();
  });
});

describe('/internal/projects (owner on project internal)', () => {
  it('lists the projects the user manages', async () => {
    const token = await ownerToken();
    const r = await call<{ items: Array<Record<string, unknown>>; is_paginated: boolean }>(h, 'GET', '/internal/projects', { headers: internalHeaders({ 'x-stack-access-token': token }) });
    expect(r.status).toBe(200);
    expect(r.body.is_paginated).toBe(false);
    expect(r.body.items.map((p) => p.id)).toEqual([DEMO.projectId]);
    expect(r.body.items[0]).toHaveProperty('config.oauth_providers');
  });
  it('creates a project with the §2.16 defaults (201, new UUID)', async () => {
    const token = await ownerToken();
    const r = await call(h, 'POST', '/internal/projects', {
      headers: internalHeaders({ 'x-stack-access-token': token }), body: { display_name: 'New one', owner_team_id: SEED.ownerTeamId },
    });
    expect(r.status).toBe(201);
    expect(r.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(r.body).toMatchObject({ display_name: 'New one', description: '', onboarding_status: 'completed', is_production_mode: false, owner_team_id: SEED.ownerTeamId });
    expect(r.body).not.toHaveProperty('user_count');
    expect(r.body.config).toEqual({
      sign_up_enabled: true, credential_enabled: true, magic_link_enabled: false, passkey_enabled: false,
      client_team_creation_enabled: false, client_user_deletion_enabled: false, allow_user_api_keys: false, allow_team_api_keys: false,
      enabled_oauth_providers: [], domains: [], allow_localhost: true, oauth_providers: [],
      email_config: { type: 'shared' }, email_theme: '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac', create_team_on_sign_up: false,
      team_creator_default_permissions: [{ id: 'team_admin' }], team_member_default_permissions: [{ id: 'team_member' }],
      user_default_permissions: [], oauth_account_merge_strategy: 'link_method',
    });
    const listed = await call<{ items: Array<{ id: string }> }>(h, 'GET', '/internal/projects', { headers: internalHeaders({ 'x-stack-access-token': token }) });
    expect(listed.body.items.map((p) => p.id)).toContain(r.body.id);
  });
  it('create applies the given config (allow_localhost may be overridden)', async () => {
    const r = await call(h, 'POST', '/internal/projects', {
      headers: internalHeaders({ 'x-stack-access-token': await ownerToken() }),
      body: { display_name: 'Custom', owner_team_id: SEED.ownerTeamId, description: 'd', config: { allow_localhost: false, magic_link_enabled: true } },
    });
    expect(r.body).toMatchObject({ description: 'd', config: { allow_localhost: false, magic_link_enabled: true } });
  });
  it('USER_AUTHENTICATION_REQUIRED without a user, EXPECTED_INTERNAL_PROJECT elsewhere', async () => {
    expectKnown(await call(h, 'GET', '/internal/projects', { headers: internalHeaders() }), 401, 'USER_AUTHENTICATION_REQUIRED');
    expectKnown(await call(h, 'POST', '/internal/projects', { headers: internalHeaders(), body: { display_name: 'x', owner_team_id: SEED.ownerTeamId } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    const user = await signUp(h);
    expectKnown(await call(h, 'GET', '/internal/projects', { headers: clientHeaders({ 'x-stack-access-token': user.access_token }) }), 401, 'EXPECTED_INTERNAL_PROJECT');
    expectKnown(await call(h, 'POST', '/internal/projects', { headers: clientHeaders({ 'x-stack-access-token': user.access_token }), body: { display_name: 'x', owner_team_id: SEED.ownerTeamId } }), 401, 'EXPECTED_INTERNAL_PROJECT');
  });
  it('TEAM_MEMBERSHIP_NOT_FOUND when the owner team is not the user\'s', async () => {
    const token = await ownerToken();
    const otherTeam = '0b1e6e1c-7a53-4d0e-9d68-2a4f3c6a9f11';
    const r = await call(h, 'POST', '/internal/projects', { headers: internalHeaders({ 'x-stack-access-token': token }), body: { display_name: 'x', owner_team_id: otherTeam } });
    expectKnown(r, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expect(r.body.details).toEqual({ team_id: otherTeam, user_id: SEED.owner.id });
  });
  it('create requires display_name and a UUID owner_team_id', async () => {
    const headers = internalHeaders({ 'x-stack-access-token': await ownerToken() });
    expectKnown(await call(h, 'POST', '/internal/projects', { headers, body: { owner_team_id: SEED.ownerTeamId } }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'POST', '/internal/projects', { headers, body: { display_name: 'x', owner_team_id: 'nope' } }), 400, 'SCHEMA_ERROR');
  });
  it('an admin access token of the owner manages a created project', async () => {
    const token = await ownerToken();
    const made = await call(h, 'POST', '/internal/projects', { headers: internalHeaders({ 'x-stack-access-token': token }), body: { display_name: 'Managed', owner_team_id: SEED.ownerTeamId } });
    const r = await call(h, 'GET', '/internal/projects/current', {
      headers: { 'x-stack-project-id': String(made.body.id), 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': token },
    });
    expect([r.status, r.body.display_name]).toEqual([200, 'Managed']);
  });
});
