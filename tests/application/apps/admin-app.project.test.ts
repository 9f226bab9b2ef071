/** AdminApp project surface against the in-process emulator: get, update (snake_case body), production-mode problems, delete. */
import { SEED } from '../../../emulator';
import { adminHarness, expectAdminKeyRequest } from './admin-harness';

const h = adminHarness();
const { admin, run } = h;

describe('AdminApp project', () => {
  it('getProject: the admin shape of GET /internal/projects/current, camelCase with the full config', async () => {
    const project = await run(admin.getProject());
    expect(project).toMatchObject({
      id: SEED.demo.projectId, displayName: SEED.demo.displayName, description: '', isProductionMode: false, ownerTeamId: SEED.ownerTeamId,
      config: expect.objectContaining({ allowLocalhost: true, credentialEnabled: true, domains: [{ domain: SEED.demo.trustedDomain, handlerPath: '/handler' }] }) as unknown,
    });
    expect(project.config.teamCreatorDefaultPermissions).toEqual([{ id: 'team_admin' }]);
    const record = h.lastTo('GET', '/internal/projects/current');
    expectAdminKeyRequest(record);
    expect(record.body).toBeNull();
  });

  it('updateProject: PATCH with a snake_case body; config arrays replace the whole list', async () => {
    const updated = await run(admin.updateProject({
      displayName: 'Renamed demo', description: 'for tests',
      config: {
        signUpEnabled: false, clientTeamCreationEnabled: false,
        domains: [{ domain: 'https://app.example.com', handlerPath: '/auth' }],
        teamMemberDefaultPermissions: [{ id: 'team_admin' }],
      },
    }));
    const record = h.lastTo('PATCH', '/internal/projects/current');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({
      display_name: 'Renamed demo', description: 'for tests',
      config: {
        sign_up_enabled: false, client_team_creation_enabled: false,
        domains: [{ domain: 'https://app.example.com', handler_path: '/auth' }],
        team_member_default_permissions: [{ id: 'team_admin' }],
      },
    });
    expect(updated.displayName).toBe('Renamed demo');
    expect(updated.config.domains).toEqual([{ domain: 'https://app.example.com', handlerPath: '/auth' }]);
    expect(updated.config.teamMemberDefaultPermissions).toEqual([{ id: 'team_admin' }]);
    // A later read sees the update (the cached copy went stale), and so does the client view.
    expect((await run(admin.getProject())).config.signUpEnabled).toBe(false);
    expect((await run(admin.client.getProject())).displayName).toBe('Renamed demo');
  });

  it('getProductionModeProblems: the domain rule over the fetched project, each with the domains fix link', async () => {
    await run(admin.updateProject({
      config: { allowLocalhost: true, domains: [{ domain: 'http://192.168.0.1', handlerPath: '/handler' }, { domain: 'https://ok.example.com', handlerPath: '/handler' }] },
    }));
    const problems = await run(admin.getProductionModeProblems());
    expect(h.lastTo('GET', '/internal/projects/current').headers['x-stack-access-type']).toBe('admin');
    expect(problems.map((p) => [p.code, p.domain ?? null])).toEqual([
      ['LOCALHOST_ALLOWED', null], ['DOMAIN_NOT_HTTPS', 'http://192.168.0.1'], ['DOMAIN_IP_ADDRESS', 'http://192.168.0.1'],
    ]);
    expect(problems.every((p) => p.relativeFixUrl === `/projects/${SEED.demo.projectId}/domains`)).toBe(true);
    expect(problems[0]!.message).toBe("Localhost is not allowed in production mode; turn off 'Allow localhost' in project settings.");

    await run(admin.updateProject({ isProductionMode: true, config: { allowLocalhost: false, domains: [{ domain: 'https://ok.example.com', handlerPath: '/handler' }] } }));
    expect(h.lastTo('PATCH', '/internal/projects/current').body).toMatchObject({ is_production_mode: true, config: { allow_localhost: false } });
    expect(await run(admin.getProductionModeProblems())).toEqual([]);
    expect((await run(admin.getProject())).isProductionMode).toBe(true);
  });

  it('deleteProject: DELETE /internal/projects/current; the project is gone for every key', async () => {
    await run(admin.deleteProject());
    const record = h.lastTo('DELETE', '/internal/projects/current');
    expectAdminKeyRequest(record);
    expect(record.body).toBeNull();
    await expect(run(admin.getProject())).rejects.toMatchObject({ code: 'CURRENT_PROJECT_NOT_FOUND' });
  });
});
