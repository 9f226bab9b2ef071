/** Projects (protocol §2.16): current project (client and admin shapes), owner's project list and create. */
import { known } from '../http/errors';
import { created, json, list, success } from '../http/respond';
import { ADMIN_ACCESS, ALL_ACCESS, defineRoute, type Route, type RouteContext } from '../http/route';
import { adminProjectJson, clientProjectJson } from '../projects/project-view';
import { applyProjectUpdate, assertStorableLogos, withStoredLogos, projectBodyProblems, projectCreateBody, projectUpdateBody, type ProjectUpdateBody } from '../projects/project-input';
import { syncLegacyConfig } from '../config-override/store';
import { createProject, deleteProjectCascade, projectsManagedBy } from '../projects/project-store';
import { isTeamMember } from '../state/teams';
import type { UserRecord } from '../state/records';


/** The admin PATCH/DELETE pair. Only `/internal/projects/current` has them: the backend answers 405 on `/projects/current`. */
function adminCurrentRoutes(path: string): Route[] {
  return [
    defineRoute({
      method: 'PATCH', path, access: ADMIN_ACCESS, body: projectUpdateBody,
      handler: ({ core, body, requireAuth, schemaError }: RouteContext<ProjectUpdateBody, unknown, unknown>) => {
        const { project } = requireAuth();
        const problems = projectBodyProblems(body);
        if (problems.length > 0) schemaError(...problems);
        assertStorableLogos(body);
        applyProjectUpdate(project, withStoredLogos(core, body));
        syncLegacyConfig(core, project, Object.keys(body.config ?? {}));
        return json(adminProjectJson(project));
      },
    }),
    defineRoute({
      method: 'DELETE', path, access: ADMIN_ACCESS,
      handler: ({ core, requireAuth }) => {
        deleteProjectCascade(core, requireAuth().project.id);
        return success();
      },
    }),
  ];
}

/** Internal-project endpoints need a signed-in dashboard user on project `internal` (§2.16). */
function requireDashboardUser(ctx: RouteContext<unknown, unknown, unknown>): UserRecord {
  const { project } = ctx.requireAuth();
  const user = ctx.requireUser('auth');
  if (project.id !== 'internal') throw known('EXPECTED_INTERNAL_PROJECT');
  return user;
}

export const projectRoutes: Route[] = [
  // The client shape for every access type, admin included (protocol §2.16; upstream's clientProjectsCrud has only a
  // client read schema). The admin shape is GET /internal/projects/current.
  defineRoute({
    method: 'GET', path: '/projects/current', access: ALL_ACCESS,
    handler: ({ requireAuth }) => json(clientProjectJson(requireAuth().project)),
  }),
  defineRoute({
    method: 'GET', path: '/internal/projects/current', access: ADMIN_ACCESS,
    handler: ({ requireAuth }) => json(adminProjectJson(requireAuth().project)),
  }),
  ...adminCurrentRoutes('/internal/projects/current'),
  defineRoute({
    method: 'GET', path: '/internal/projects', access: ALL_ACCESS,
    handler: (ctx) => {
      const user = requireDashboardUser(ctx);
      return list(projectsManagedBy(ctx.core, user).map(adminProjectJson));
    },
  }),
  defineRoute({
    // The backend's create schema is its update schema concatenated with two fields, so its unknown-properties test
    // runs twice: an unknown body property is reported twice, as on the verification-code handlers.
    method: 'POST', path: '/internal/projects', access: ALL_ACCESS, body: projectCreateBody, codeHandler: true,
    handler: (ctx) => {
      const user = requireDashboardUser(ctx);
      const { body, core } = ctx;
      const problems = projectBodyProblems(body);
      if (problems.length > 0) ctx.schemaError(...problems);
      if (!isTeamMember(core, body.owner_team_id, user.id)) {
        throw known('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: body.owner_team_id, user_id: user.id });
      }
      assertStorableLogos(body);
      return created(adminProjectJson(createProject(core, withStoredLogos(core, body))));
    },
  }),
];
