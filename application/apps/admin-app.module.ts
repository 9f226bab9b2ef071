/**
 * adminAppModule: the AdminApp and what it is made of (admin endpoints, services, the ApiKey factory). Only the
 * Node and in-process roots load it (through server-app.module's export), so browser bundles never see admin code.
 * Needs serverAppModule loaded too (AdminApp composes the ServerApp).
 */
import { ContainerModule } from 'inversify';
import { REQUEST_IDS } from '../core/request/request.identifiers';
import { AppContext } from '../core/app-context';
import { AdminApiKeyEndpoints } from '../admin/admin-api-keys.endpoints';
import { AdminConfigEndpoints } from '../admin/admin-config.endpoints';
import { AdminEmailTemplateEndpoints } from '../admin/admin-email-templates.endpoints';
import { AdminPermissionDefinitionEndpoints } from '../admin/admin-permission-definitions.endpoints';
import { AdminProjectEndpoints } from '../admin/admin-project.endpoints';
import { AdminUtilityEndpoints } from '../admin/admin-utilities.endpoints';
import { OwnedProjectsEndpoints } from '../admin/owned-projects.endpoints';
import { ApiKeyFactory } from '../admin/api-key.factory';
import { AdminApiKeyService } from '../admin/admin-api-keys.service';
import { AdminEmailTemplateService } from '../admin/admin-email-templates.service';
import { AdminPermissionDefinitionService, PERMISSION_DEFINITIONS_ID } from '../admin/admin-permission-definitions.service';
import { AdminProjectService } from '../admin/admin-project.service';
import { AdminUtilityService } from '../admin/admin-utilities.service';
import { ProjectOwnerSession } from '../admin/project-owner-session';
import { AdminApp } from './admin-app';
import { ADMIN_APP_ID } from './admin-app.identifier';

/** Admin classes bind to themselves, like the client's SELF_BOUND. */
const ADMIN_SELF_BOUND = [
  AdminProjectEndpoints, AdminConfigEndpoints, OwnedProjectsEndpoints, AdminApiKeyEndpoints, AdminEmailTemplateEndpoints,
  AdminUtilityEndpoints, ProjectOwnerSession, ApiKeyFactory, AdminProjectService, AdminApiKeyService, AdminEmailTemplateService,
  AdminUtilityService,
] as const satisfies readonly (abstract new (...args: never[]) => unknown)[];

export function adminAppModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const service of ADMIN_SELF_BOUND) bind<unknown>(service).toSelf().inSingletonScope();
    // One definitions service per scope (team, project): the same class over its own collection.
    bind(PERMISSION_DEFINITIONS_ID).toDynamicValue(({ get }) => {
      const make = (scope: 'team' | 'project') => new AdminPermissionDefinitionService(
        get(AppContext), new AdminPermissionDefinitionEndpoints(get(REQUEST_IDS.RequestLayer), scope), scope);
      return { team: make('team'), project: make('project') };
    }).inSingletonScope();
    bind(ADMIN_APP_ID).to(AdminApp).inSingletonScope();
  });
}
