/**
 * adminAppModule: the AdminApp and what it is made of (admin endpoints, services, the ApiKey factory). Only the
 * Node and in-process roots load it (through server-app.module's export), so browser bundles never see admin code.
 * Needs serverAppModule loaded too (AdminApp composes the ServerApp).
 */
import { ContainerModule } from 'inversify';
import { REQUEST_IDS } from '../request/request.identifiers';
import { AppContext } from '../shared/app-context';
import { AdminApiKeyEndpoints } from '../endpoints/admin-api-keys.endpoints';
import { AdminConfigEndpoints } from '../endpoints/admin-config.endpoints';
import { AdminEmailTemplateEndpoints } from '../endpoints/admin-email-templates.endpoints';
import { AdminPermissionDefinitionEndpoints } from '../endpoints/admin-permission-definitions.endpoints';
import { AdminProjectEndpoints } from '../endpoints/admin-project.endpoints';
import { AdminUtilityEndpoints } from '../endpoints/admin-utilities.endpoints';
import { OwnedProjectsEndpoints } from '../endpoints/owned-projects.endpoints';
import { ApiKeyFactory } from '../objects/api-key.factory';
import { AdminApiKeyService } from '../object-services/admin-api-keys.service';
import { AdminEmailTemplateService } from '../services/admin-email-templates.service';
import { AdminPermissionDefinitionService, PERMISSION_DEFINITIONS_ID } from '../services/admin-permission-definitions.service';
import { AdminProjectService } from '../services/admin-project.service';
import { AdminUtilityService } from '../services/admin-utilities.service';
import { ProjectOwnerSession } from '../services/project-owner-session';
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
