/**
 * A fresh project on both targets, made by the same HTTP steps as ../shared/realbackend/lib/new-project.mjs (upstream's
 * e2e helpers): a user in the `internal` project (server key), a session for it, its personal team, POST
 * /internal/projects as that user, then POST /internal/api-keys with the user's token as admin. Every step is sent
 * through the differential runner, so creating a project is itself compared.
 */
import type { DiffSuite } from './suite';

export interface ProjectOptions {
  /** The project's display name (default "diff test project"); it shows in mail subjects. */
  name?: string;
  /** Merged over the test configuration below, as `new-project --config`. */
  config?: Record<string, unknown>;
}

/** The configuration every new project gets (../shared/realbackend/README.md, `new-project`). */
export const TEST_PROJECT_CONFIG = {
  sign_up_enabled: true,
  credential_enabled: true,
  magic_link_enabled: true,
  passkey_enabled: true,
  allow_localhost: true,
  client_team_creation_enabled: true,
  client_user_deletion_enabled: true,
  allow_user_api_keys: true,
  allow_team_api_keys: true,
  oauth_providers: ['github', 'google', 'microsoft', 'spotify'].map((id) => ({ id, type: 'shared' })),
};

const DAY_MS = 24 * 3600 * 1000;

export async function createProjects(diff: DiffSuite, options: ProjectOptions): Promise<void> {
  await diff.send('POST /users', 'server', () => ({ project: 'internal', body: { display_name: 'diff project owner' } }), { status: 201, save: { ownerId: 'id' } });
  await diff.send('POST /auth/sessions', 'server', (t) => ({
    project: 'internal', body: { user_id: t.var('ownerId'), expires_in_millis: DAY_MS, is_impersonation: false },
  }), { save: { ownerAccess: 'access_token', ownerRefresh: 'refresh_token' } });
  const me = await diff.send('GET /users/me', 'client', (t) => ({ project: 'internal', user: t.var('ownerAccess') }), { status: 200, save: { ownerTeam: 'selected_team_id' } });
  // Upstream's internal project creates a personal team on sign-up; new-project.mjs makes one when it did not.
  for (const t of diff.targets) {
    const reply = t.name === 'real' ? me.real : me.emulator;
    if (typeof reply.at('selected_team_id') !== 'string') {
      const team = await t.request('POST', '/api/v1/teams', 'server', { project: 'internal', body: { display_name: 'Personal team', creator_user_id: t.var('ownerId') } });
      t.vars['ownerTeam'] = team.field('id');
    }
  }
  await diff.send('POST /internal/projects', 'client', (t) => ({
    project: 'internal', user: t.var('ownerAccess'),
    body: { display_name: options.name ?? 'diff test project', owner_team_id: t.var('ownerTeam'), config: { ...TEST_PROJECT_CONFIG, ...options.config } },
  }), { save: { projectId: 'id' } });
  for (const t of diff.targets) t.keys = { ...t.keys, projectId: t.var('projectId') };
  const keys = await diff.send('POST /internal/api-keys', 'admin', (t) => ({
    adminToken: t.var('ownerAccess'),
    body: {
      description: 'diff test keys', has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true,
      expires_at_millis: Date.now() + 365 * DAY_MS,
    },
  }));
  keys.each((t, reply) => {
    t.keys = {
      projectId: t.var('projectId'),
      publishableClientKey: reply.field('publishable_client_key'),
      secretServerKey: reply.field('secret_server_key'),
      superSecretAdminKey: reply.field('super_secret_admin_key'),
    };
  });
}
