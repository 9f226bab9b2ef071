/** Project JSON views (protocol §3.3): the client shape of GET /projects/current and the admin shape. */
import type { OAuthProviderConfig, ProjectConfig, ProjectRecord } from '../state/records';
import { SYSTEM_TEAM_PERMISSIONS } from '../state/project-defaults';

const byId = <T extends { id: string }>(a: T, b: T): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Providers sorted by id (the backend sorts them, §3.3). */
const sortedProviders = (config: ProjectConfig): OAuthProviderConfig[] => [...config.oauthProviders].sort(byId);

function domainsJson(config: ProjectConfig): Array<{ domain: string; handler_path: string }> {
  return [...config.domains]
    .sort((a, b) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0))
    .map((d) => ({ domain: d.domain, handler_path: d.handlerPath }));
}

function clientConfigJson(config: ProjectConfig): Record<string, unknown> {
  return {
    sign_up_enabled: config.signUpEnabled,
    credential_enabled: config.credentialEnabled,
    magic_link_enabled: config.magicLinkEnabled,
    passkey_enabled: config.passkeyEnabled,
    client_team_creation_enabled: config.clientTeamCreationEnabled,
    client_user_deletion_enabled: config.clientUserDeletionEnabled,
    allow_user_api_keys: config.allowUserApiKeys,
    allow_team_api_keys: config.allowTeamApiKeys,
    enabled_oauth_providers: sortedProviders(config).map((p) => ({ id: p.id })),
    domains: domainsJson(config),
  };
}

export function clientProjectJson(project: ProjectRecord): Record<string, unknown> {
  return { id: project.id, display_name: project.displayName, config: clientConfigJson(project.config) };
}

function providerJson(p: OAuthProviderConfig): Record<string, unknown> {
  return {
    provider_config_id: p.configId ?? p.id, id: p.id, type: p.type,
    ...(p.clientId !== undefined ? { client_id: p.clientId } : {}),
    ...(p.clientSecret !== undefined ? { client_secret: p.clientSecret } : {}),
    ...(p.facebookConfigId !== undefined ? { facebook_config_id: p.facebookConfigId } : {}),
    ...(p.microsoftTenantId !== undefined ? { microsoft_tenant_id: p.microsoftTenantId } : {}),
    ...(p.appleBundleIds !== undefined ? { apple_bundle_ids: p.appleBundleIds } : {}),
  };
}

function emailConfigJson(config: ProjectConfig): Record<string, unknown> {
  const e = config.emailConfig;
  if (e.type === 'shared') return { type: 'shared' };
  return {
    type: 'standard', host: e.host, port: e.port, username: e.username, password: e.password,
    sender_name: e.senderName, sender_email: e.senderEmail,
  };
}

/** Default-permission lists only name ids that still exist as definitions (§3.3). */
/** Team scope: the stored definitions and the six system ones. */
const teamDefinitions = (config: ProjectConfig): Record<string, unknown> =>
  ({ ...config.teamPermissionDefinitions, ...Object.fromEntries(SYSTEM_TEAM_PERMISSIONS.map((d) => [d.id, d])) });

/** The service lists only ids still defined in the scope (system ones count), sorted by id whatever the stored order. */
function permissionRefs(ids: readonly string[], defined: Record<string, unknown>): Array<{ id: string }> {
  return [...new Set(ids)].filter((id) => Object.hasOwn(defined, id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((id) => ({ id }));
}

function adminConfigJson(config: ProjectConfig): Record<string, unknown> {
  return {
    ...clientConfigJson(config),
    allow_localhost: config.allowLocalhost,
    oauth_providers: sortedProviders(config).map(providerJson),
    email_config: emailConfigJson(config),
    email_theme: config.emailTheme,
    create_team_on_sign_up: config.createTeamOnSignUp,
    team_creator_default_permissions: permissionRefs(config.teamCreatorDefaultPermissions, teamDefinitions(config)),
    team_member_default_permissions: permissionRefs(config.teamMemberDefaultPermissions, teamDefinitions(config)),
    user_default_permissions: permissionRefs(config.userDefaultPermissions, config.projectPermissionDefinitions),
    oauth_account_merge_strategy: config.oauthAccountMergeStrategy,
  };
}

/** The admin shape: the spec's `userCount` and `config.legacyGlobalJwtSigning` are not in it (the backend sends neither). */
export function adminProjectJson(project: ProjectRecord): Record<string, unknown> {
  return {
    id: project.id,
    display_name: project.displayName,
    description: project.description,
    logo_url: project.logoUrl,
    logo_full_url: project.logoFullUrl,
    logo_dark_mode_url: project.logoDarkModeUrl,
    logo_full_dark_mode_url: project.logoFullDarkModeUrl,
    created_at_millis: project.createdAt,
    is_production_mode: project.isProductionMode,
    owner_team_id: project.ownerTeamId,
    onboarding_status: project.onboardingStatus,
    config: adminConfigJson(project.config),
  };
}
