/** The current project (client, server, admin views), its admin update and delete, and the owner's project list/create. */
import { describeDiff } from './support/suite';

const STANDARD_EMAIL = { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'S', sender_email: 's@example.com' };

describeDiff('admin: projects', {}, (diff) => {
  test('GET /projects/current for every access type, and the admin view', async () => {
    for (const access of ['client', 'server', 'admin'] as const) await diff.send('GET /projects/current', access, () => ({}), { status: 200 });
    await diff.send('GET /projects/current', 'none', () => ({}), { status: 400 });
    await diff.send('GET /internal/projects/current', 'admin', () => ({}), { status: 200 });
    await diff.send('GET /internal/projects/current', 'server', () => ({}), { status: 401 });
    await diff.send('GET /internal/projects/current', 'client', () => ({}), { status: 401 });
    await diff.send('GET /internal/projects/current', 'admin', (t) => ({ adminToken: t.var('ownerAccess') }), { status: 200 });
  });

  test('PATCH /internal/projects/current: good updates', async () => {
    await diff.send('PATCH /internal/projects/current', 'admin', () => ({
      body: { display_name: 'Renamed', description: 'd', is_production_mode: true, logo_url: 'https://example.com/logo.png' },
    }), { status: 200 });
    await diff.send('PATCH /internal/projects/current', 'admin', () => ({
      body: {
        config: {
          domains: [{ domain: 'https://b.example.com', handler_path: '/handler' }, { domain: 'https://*.a.example.com', handler_path: '/h' }],
          email_config: STANDARD_EMAIL,
          oauth_providers: [{ id: 'google', type: 'standard', client_id: 'cid', client_secret: 'secret' }, { id: 'github', type: 'shared' }],
          team_creator_default_permissions: [{ id: 'team_member' }, { id: 'team_admin' }],
          create_team_on_sign_up: true, oauth_account_merge_strategy: 'raise_error', require_email_verification: false,
        },
      },
    }), { status: 200 });
    await diff.send('PATCH /internal/projects/current', 'admin', () => ({
      body: { display_name: '', config: { email_config: { type: 'shared', host: 'ignored' }, email_theme: '' } },
    }), { status: 200 });
    await diff.send('PATCH /internal/projects/current', 'admin', () => ({ body: { description: null, logo_url: null } }), { status: 200 });
    await diff.send('PATCH /internal/projects/current', 'admin', () => ({ body: { config: { email_theme: '00000000-0000-4000-8000-000000000000' } } }), { status: 400 });
    await diff.send('PATCH /internal/projects/current', 'server', () => ({ body: {} }), { status: 401 });
  });

  test('PATCH /internal/projects/current: what the backend rejects', async () => {
    const bad: Array<Record<string, unknown>> = [
      { config: { domains: [{ domain: 'whatever://x.example.com', handler_path: '/handler' }] } },
      { config: { domains: [{ domain: 'not a url', handler_path: '/handler' }] } },
      { config: { domains: [{ domain: 'nourl', handler_path: 'handler' }] } },
      { config: { email_config: { ...STANDARD_EMAIL, host: '' } } },
      { config: { email_config: { type: 'standard' } } },
      { config: { email_config: { ...STANDARD_EMAIL, port: 70000, sender_email: 'nope' } } },
      { config: { oauth_providers: [{ id: 'google', type: 'standard', client_id: 'c', client_secret: '' }] } },
      { config: { oauth_providers: [{ id: 'google', type: 'standard' }] } },
      { config: { oauth_providers: [{ id: 'nope', type: 'shared' }] } },
      { logo_url: 'not a url' },
      // Issue 21: logos follow the image rule (a data:image or http(s) URL), whatever the field.
      { display_name: 'Evil', logo_url: 'javascript:alert(1)' },
      { logo_full_url: 'ftp://example.com/logo.png' },
      { logo_dark_mode_url: 'data:text/html;base64,PHNjcmlwdD4=' },
      { logo_full_dark_mode_url: 'mailto:logo@example.com' },
      { config: { legacy_global_jwt_signing: true } },
      { user_count: 3 },
      { onboarding_status: 'nope' },
    ];
    for (const body of bad) await diff.send('PATCH /internal/projects/current', 'admin', () => ({ body }), { status: 400 });
    await diff.badInputs('PATCH /internal/projects/current', 'admin', () => ({ body: { description: 'x' } }), {
      'body.description': ['type'], 'body.is_production_mode': ['type'], 'body.display_name': ['type', 'null'],
    });
  });

  test('/projects/current serves only GET', async () => {
    await diff.send('PATCH /projects/current', 'admin', () => ({ body: { description: 'x' } }), { status: 405 });
    await diff.send('DELETE /projects/current', 'admin', () => ({}), { status: 405 });
  });

  test('the owner lists and creates projects on project internal; then deletes one', async () => {
    await diff.send('GET /internal/projects', 'client', (t) => ({ project: 'internal', user: t.var('ownerAccess') }), { status: 200 });
    await diff.send('GET /internal/projects', 'client', () => ({ project: 'internal' }), { status: 401 });
    await diff.send('GET /internal/projects', 'client', () => ({}), { status: 401 });
    // Every list is read while the owner has one project: the service lists several in no stated order (findMany
    // without orderBy), which made a run after two creations differ by order alone.
    for (const access of ['server', 'admin'] as const) {
      await diff.send('GET /internal/projects', access, (t) => ({ project: 'internal', user: t.var('ownerAccess') }));
    }
    for (const access of ['server', 'admin'] as const) {
      await diff.send('POST /internal/projects', access, (t) => ({
        project: 'internal', user: t.var('ownerAccess'), body: { display_name: `By ${access}`, owner_team_id: t.var('ownerTeam') },
      }));
    }
    await diff.send('POST /internal/projects', 'client', (t) => ({
      project: 'internal', user: t.var('ownerAccess'), body: { display_name: 'Second', owner_team_id: t.var('ownerTeam') },
    }), { status: 201, save: { second: 'id' } });
    await diff.send('POST /internal/projects', 'client', (t) => ({
      project: 'internal', user: t.var('ownerAccess'), body: { display_name: 'x', owner_team_id: '00000000-0000-4000-8000-000000000000' },
    }));
    // Issue 21: the logo's image rule, checked after the owner team membership.
    await diff.send('POST /internal/projects', 'client', (t) => ({
      project: 'internal', user: t.var('ownerAccess'), body: { display_name: 'Evil', owner_team_id: t.var('ownerTeam'), logo_url: 'javascript:alert(1)' },
    }), { status: 400 });
    await diff.send('POST /internal/projects', 'client', (t) => ({
      project: 'internal', user: t.var('ownerAccess'), body: { display_name: 'x', owner_team_id: '00000000-0000-4000-8000-000000000000', logo_url: 'javascript:alert(1)' },
    }));
    await diff.badInputs('POST /internal/projects', 'client', (t) => ({
      project: 'internal', user: t.var('ownerAccess'), body: { display_name: 'Bad', owner_team_id: t.var('ownerTeam') },
    }), { 'body.owner_team_id': ['empty', 'type', 'missing'], 'body.display_name': ['missing', 'type'] });
    const second = (t: { var(name: string): string }) => ({ project: 'own' as const, adminToken: t.var('ownerAccess'), headers: { 'x-stack-project-id': t.var('second') } });
    await diff.send('DELETE /internal/projects/current', 'admin', second, { status: 200 });
    await diff.send('GET /internal/projects/current', 'admin', second, { status: 400 });
  });
});
