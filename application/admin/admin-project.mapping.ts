/** Admin project mappings: the admin project wire → entity; update/create inputs → wire. The client project: project/project.mapping.ts. */
import type {
  AdminProject, ProjectConfig, ProjectConfigUpdate, ProjectCreate, ProjectUpdate,
} from '../../domain/entities/project';
import { omitUndefined } from '../core/wire/omit-undefined';
import { permissionFromWire, permissionToWire } from '../core/wire/permission.mapping';
import { clientProjectConfigFromWire, domainToWire } from '../project/project.mapping';
import type { AdminProjectWire, ProjectConfigWire } from './admin-project.schema';
import { emailConfigFromWire, emailConfigToWire, oauthProviderFromWire, oauthProvidersToWire } from './project-config-parts.mapping';

export function projectConfigFromWire(w: ProjectConfigWire): ProjectConfig {
  return {
    ...clientProjectConfigFromWire(w),
    allowLocalhost: w.allow_localhost,
    legacyGlobalJwtSigning: w.legacy_global_jwt_signing ?? false,
    createTeamOnSignUp: w.create_team_on_sign_up,
    teamCreatorDefaultPermissions: w.team_creator_default_permissions.map(permissionFromWire),
    teamMemberDefaultPermissions: w.team_member_default_permissions.map(permissionFromWire),
    userDefaultPermissions: (w.user_default_permissions ?? []).map(permissionFromWire),
    oauthProviders: w.oauth_providers.map(oauthProviderFromWire),
    emailConfig: emailConfigFromWire(w.email_config),
    emailTheme: w.email_theme ?? null,
    oauthAccountMergeStrategy: w.oauth_account_merge_strategy ?? null,
  };
}

export function adminProjectFromWire(w: AdminProjectWire): AdminProject {
  return {
    id: w.id,
    displayName: w.display_name,
    description: w.description,
    createdAt: w.created_at_millis,
    userCount: w.user_count ?? null,
    isProductionMode: w.is_production_mode,
    ownerTeamId: w.owner_team_id ?? null,
    onboardingStatus: w.onboarding_status ?? null,
    logoUrl: w.logo_url ?? null,
    logoFullUrl: w.logo_full_url ?? null,
    logoDarkModeUrl: w.logo_dark_mode_url ?? null,
    logoFullDarkModeUrl: w.logo_full_dark_mode_url ?? null,
    config: projectConfigFromWire(w.config),
  };
}

export function projectConfigUpdateToWire(c: ProjectConfigUpdate) {
  return omitUndefined({
    sign_up_enabled: c.signUpEnabled,
    credential_enabled: c.credentialEnabled,
    magic_link_enabled: c.magicLinkEnabled,
    passkey_enabled: c.passkeyEnabled,
    client_team_creation_enabled: c.clientTeamCreationEnabled,
    client_user_deletion_enabled: c.clientUserDeletionEnabled,
    allow_user_api_keys: c.allowUserApiKeys,
    allow_team_api_keys: c.allowTeamApiKeys,
    allow_localhost: c.allowLocalhost,
    legacy_global_jwt_signing: c.legacyGlobalJwtSigning,
    create_team_on_sign_up: c.createTeamOnSignUp,
    require_email_verification: c.requireEmailVerification,
    team_creator_default_permissions: c.teamCreatorDefaultPermissions?.map(permissionToWire),
    team_member_default_permissions: c.teamMemberDefaultPermissions?.map(permissionToWire),
    user_default_permissions: c.userDefaultPermissions?.map(permissionToWire),
    domains: c.domains?.map(domainToWire),
    oauth_providers: c.oauthProviders === undefined ? undefined : oauthProvidersToWire(c.oauthProviders),
    email_config: c.emailConfig === undefined ? undefined : emailConfigToWire(c.emailConfig),
    email_theme: c.emailTheme,
    oauth_account_merge_strategy: c.oauthAccountMergeStrategy,
  });
}

export function projectUpdateToWire(u: ProjectUpdate) {
  return omitUndefined({
    display_name: u.displayName,
    description: u.description,
    is_production_mode: u.isProductionMode,
    onboarding_status: u.onboardingStatus,
    logo_url: u.logoUrl,
    logo_full_url: u.logoFullUrl,
    logo_dark_mode_url: u.logoDarkModeUrl,
    logo_full_dark_mode_url: u.logoFullDarkModeUrl,
    config: u.config === undefined ? undefined : projectConfigUpdateToWire(u.config),
  });
}

export function projectCreateToWire(c: ProjectCreate) {
  return { ...projectUpdateToWire(c), display_name: c.displayName, owner_team_id: c.ownerTeamId };
}
