/**
 * Hooks over a server or admin app, which the hook takes as its first argument (the official SDK's `server.useUsers()`
 * is `useServerUsers(server)` here: the apps stay free of React, and a server app never sits in a browser's provider).
 * Each reads through the app's cache under the key the server and admin services invalidate after a change of that
 * data (useCached): suspends on first load, re-renders after a mutation made through the same app.
 */
import type {
  AdminApp, AdminOwnedProject, AdminProject, ApiKey, EmailTemplate, ListUsersOptions, PermissionDefinition, ProductionModeProblem, ProjectConfigTree, ServerApp, ServerTeam,
  ServerTeamMember, ServerUser, ServerUserPage, TeamPermission,
} from '../application';
import { useCached } from './use-cached';

const unwrapped = <T>(result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown }): T => {
  if (!result.ok) throw result.error;
  return result.value;
};

/** A user by id, or null. Official `serverApp.useUser(id)`. */
export function useServerUser(server: ServerApp, userId: string): ServerUser | null {
  return useCached(server.client.cache, ['users', userId], () => server.getUser(userId));
}

/** A page of the project's users. Official `serverApp.useUsers(options)`. */
export function useServerUsers(server: ServerApp, options: ListUsersOptions = {}): ServerUserPage {
  return useCached(server.client.cache, ['users', 'list', JSON.stringify(options)], () => server.listUsers(options));
}

/** A team by id, or null. Official `serverApp.useTeam(id)`. */
export function useServerTeam(server: ServerApp, teamId: string): ServerTeam | null {
  return useCached(server.client.cache, ['teams', teamId], () => server.getTeam(teamId));
}

/** The project's teams, or one user's (`userId`). Official `serverApp.useTeams()`. */
export function useServerTeams(server: ServerApp, options: { readonly userId?: string } = {}): ServerTeam[] {
  return useCached(server.client.cache, ['teams', 'list', options.userId ?? null], () => server.listTeams(options));
}

/** A team's members (TEAM_NOT_FOUND to the error boundary). Official `serverTeam.useUsers()`. */
export function useServerTeamUsers(server: ServerApp, teamId: string): ServerTeamMember[] {
  return useCached(server.client.cache, ['teams', teamId, 'members'], async () => {
    const team = await server.getTeam(teamId);
    if (team === null) return [];
    return unwrapped(await team.listUsers());
  });
}

/** A member's permissions in a team, recursive by default ([] for an unknown user). Official `serverApp.useTeamMemberPermissions`. */
export function useTeamMemberPermissions(server: ServerApp, teamId: string, userId: string, options: { readonly recursive?: boolean } = {}): TeamPermission[] {
  const recursive = options.recursive ?? true;
  return useCached(server.client.cache, ['teams', teamId, 'permissions', userId, recursive], async () => {
    const user = await server.getUser(userId);
    return user === null ? [] : user.listPermissions(teamId, { recursive });
  });
}

/** The project with its admin config. Official `adminApp.useProject()`. */
export function useAdminProject(admin: AdminApp): AdminProject {
  return useCached(admin.client.cache, ['admin', 'project'], () => admin.getProject());
}

/** The project's rendered config (defaults filled in, overrides applied). Official `adminProject.useConfig()`. */
export function useConfig(admin: AdminApp): ProjectConfigTree {
  return useCached(admin.client.cache, ['admin', 'project', 'config'], () => admin.getConfig());
}

/** The project's problems for production mode. Official `adminProject.useProductionModeErrors()`. */
export function useProductionModeErrors(admin: AdminApp): ProductionModeProblem[] {
  return useCached(admin.client.cache, ['admin', 'project', 'production-mode'], () => admin.getProductionModeProblems());
}

/** The project's API key sets. Official `adminApp.useInternalApiKeys()`. */
export function useInternalApiKeys(admin: AdminApp): ApiKey[] {
  return useCached(admin.client.cache, ['admin', 'api-keys'], () => admin.apiKeys.list());
}

/** The team permission definitions. Official `adminApp.useTeamPermissionDefinitions()`. */
export function useTeamPermissionDefinitions(admin: AdminApp): PermissionDefinition[] {
  return useCached(admin.client.cache, ['admin', 'team-permission-definitions'], () => admin.teamPermissionDefinitions.list());
}

/** The project permission definitions. Official `adminApp.useProjectPermissionDefinitions()`. */
export function useProjectPermissionDefinitions(admin: AdminApp): PermissionDefinition[] {
  return useCached(admin.client.cache, ['admin', 'project-permission-definitions'], () => admin.projectPermissionDefinitions.list());
}

/** The email templates. Official `adminApp.useEmailTemplates()`. */
export function useEmailTemplates(admin: AdminApp): EmailTemplate[] {
  return useCached(admin.client.cache, ['admin', 'email-templates'], () => admin.listEmailTemplates());
}

/** The projects the signed-in project owner's teams own (needs the owner's session), each with its `app`. Official `user.useOwnedProjects()`. */
export function useOwnedProjects(admin: AdminApp): AdminOwnedProject[] {
  return useCached(admin.client.cache, ['admin', 'owned-projects'], async () => unwrapped(await admin.listOwnedProjects()));
}
