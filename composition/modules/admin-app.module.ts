/**
 * adminAppModule: the AdminApp and what it is made of (admin endpoints, services, the ApiKey factory). Only the
 * Node and in-process roots load it (server-surface.ts), so browser bundles never see admin code.
 * Needs serverAppModule loaded too (AdminApp composes the ServerApp).
 */
import type { ContainerModule } from 'inversify';
import { AppContext } from '../../application/core/app-context';
import { AdminApiKeyEndpoints } from '../../application/admin/admin-api-keys.endpoints';
import { AdminConfigEndpoints } from '../../application/admin/admin-config.endpoints';
import { AdminEmailTemplateEndpoints } from '../../application/admin/admin-email-templates.endpoints';
import { AdminPermissionDefinitionEndpoints } from '../../application/admin/admin-permission-definitions.endpoints';
import { AdminProjectEndpoints } from '../../application/admin/admin-project.endpoints';
import { AdminUtilityEndpoints } from '../../application/admin/admin-utilities.endpoints';
import { OwnedProjectsEndpoints } from '../../application/admin/owned-projects.endpoints';
import { ApiKeyFactory } from '../../application/admin/api-key.factory';
import { AdminApiKeyService } from '../../application/admin/admin-api-keys.service';
import { AdminConfigService } from '../../application/admin/admin-config.service';
import { AdminEmailTemplateService } from '../../application/admin/admin-email-templates.service';
import { AdminPermissionDefinitionService } from '../../application/admin/admin-permission-definitions.service';
import { AdminProjectService } from '../../application/admin/admin-project.service';
import { AdminUtilityService } from '../../application/admin/admin-utilities.service';
import { ProjectOwnerSession } from '../../application/admin/project-owner-session';
import { AdminApp } from '../../application/apps/admin-app';
import { BINDING_KEYS as K, SERVER_BINDING_KEYS as S, type ServerBindingMap } from '../binding-map';
import { bindingModule } from './bindings';

export function adminAppModule(): ContainerModule {
  return bindingModule<ServerBindingMap>(({ singleton }) => {
    singleton(AdminProjectEndpoints, (get) => new AdminProjectEndpoints(get(K.RequestLayer)));
    singleton(AdminConfigEndpoints, (get) => new AdminConfigEndpoints(get(K.RequestLayer)));
    singleton(OwnedProjectsEndpoints, () => new OwnedProjectsEndpoints());
    singleton(AdminApiKeyEndpoints, (get) => new AdminApiKeyEndpoints(get(K.RequestLayer)));
    singleton(AdminEmailTemplateEndpoints, (get) => new AdminEmailTemplateEndpoints(get(K.RequestLayer)));
    singleton(AdminUtilityEndpoints, (get) => new AdminUtilityEndpoints(get(K.RequestLayer)));
    singleton(ProjectOwnerSession, (get) => new ProjectOwnerSession(
      get(AppContext), get(K.HttpPort), get(K.ClockPort), get(K.RandomPort), get(K.LoggerPort), get(K.ServerTime),
    ));
    singleton(ApiKeyFactory, (get) => new ApiKeyFactory(get(AppContext), get(K.ServerTime)));
    singleton(AdminProjectService, (get) => new AdminProjectService(
      get(AppContext), get(AdminProjectEndpoints), get(OwnedProjectsEndpoints), get(ProjectOwnerSession), get(S.OwnedProjectAppFactory),
    ));
    singleton(AdminConfigService, (get) => new AdminConfigService(get(AppContext), get(AdminConfigEndpoints)));
    singleton(S.ProjectServices, (get) => ({ project: get(AdminProjectService), config: get(AdminConfigService) }));
    singleton(AdminApiKeyService, (get) => new AdminApiKeyService(get(AppContext), get(AdminApiKeyEndpoints), get(ApiKeyFactory)));
    singleton(AdminEmailTemplateService, (get) => new AdminEmailTemplateService(get(AppContext), get(AdminEmailTemplateEndpoints)));
    singleton(AdminUtilityService, (get) => new AdminUtilityService(get(AdminUtilityEndpoints)));
    // One definitions service per scope (team, project): the same class over its own collection.
    singleton(S.PermissionDefinitions, (get) => {
      const make = (scope: 'team' | 'project') => new AdminPermissionDefinitionService(
        get(AppContext), new AdminPermissionDefinitionEndpoints(get(K.RequestLayer), scope), scope);
      return { team: make('team'), project: make('project') };
    });
    // AdminApp holds the ServerApp (admin.server, admin.client).
    singleton(S.AdminApp, (get) => new AdminApp(
      get(S.ServerApp), get(S.ProjectServices), get(AdminApiKeyService), get(AdminEmailTemplateService), get(S.PermissionDefinitions),
      get(AdminUtilityService),
    ));
  });
}
