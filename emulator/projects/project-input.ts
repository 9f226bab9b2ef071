/** Admin create/update bodies of projects (protocol §3.3) and how they are applied to a ProjectRecord. */
import * as z from 'zod';
import { statusError } from '../http/errors';
import type { OAuthProviderConfig, ProjectConfig, ProjectRecord } from '../state/records';

const PROVIDER_IDS = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;
const ONBOARDING = ['config_choice', 'apps_selection', 'auth_setup', 'domain_setup', 'email_theme_setup', 'payments_setup', 'welcome', 'completed'] as const;

/** The backend's built-in email themes (default light and dark); any other id is "Invalid email theme". */
export const EMAIL_THEME_IDS: readonly string[] = ['1df07ae6-abf3-4a40-83a5-a1a2cbe336ac', 'a0172b5d-cff0-463b-83bb-85124697373a'];

// Trusted domains may hold `*`/`**` wildcards in the host: they must parse as a URL once those are filled in.
const domainUrl = z.string().refine((s) => URL.canParse(s.replace(/\*+/g, 'wildcard')), 'must be a valid URL');
const permissionRefs = z.array(z.strictObject({ id: z.string() }));

const oauthProviderInput = z.strictObject({
  id: z.enum(PROVIDER_IDS),
  type: z.enum(['shared', 'standard']),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  facebook_config_id: z.string().optional(),
  microsoft_tenant_id: z.string().optional(),
  apple_bundle_ids: z.array(z.string()).optional(),
});

const emailConfigInput = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('shared') }),
  z.strictObject({
    type: z.literal('standard'), host: z.string(), port: z.number().int(), username: z.string(), password: z.string(),
    sender_name: z.string(), sender_email: z.string(),
  }),
]);

const configInput = z.strictObject({
  allow_localhost: z.boolean().optional(),
  sign_up_enabled: z.boolean().optional(),
  credential_enabled: z.boolean().optional(),
  magic_link_enabled: z.boolean().optional(),
  passkey_enabled: z.boolean().optional(),
  client_team_creation_enabled: z.boolean().optional(),
  client_user_deletion_enabled: z.boolean().optional(),
  allow_user_api_keys: z.boolean().optional(),
  allow_team_api_keys: z.boolean().optional(),
  legacy_global_jwt_signing: z.boolean().optional(),
  create_team_on_sign_up: z.boolean().optional(),
  require_email_verification: z.boolean().optional(),
  oauth_account_merge_strategy: z.enum(['link_method', 'raise_error', 'allow_duplicates']).optional(),
  oauth_providers: z.array(oauthProviderInput).optional(),
  domains: z.array(z.strictObject({ domain: domainUrl, handler_path: z.string() })).optional(),
  email_config: emailConfigInput.optional(),
  email_theme: z.string().optional(),
  team_creator_default_permissions: permissionRefs.optional(),
  team_member_default_permissions: permissionRefs.optional(),
  user_default_permissions: permissionRefs.optional(),
});

const nullableUrl = z.string().nullable().optional();

export const projectUpdateBody = z.strictObject({
  display_name: z.string().min(1).optional(),
  description: z.string().nullable().optional(),
  is_production_mode: z.boolean().optional(),
  onboarding_status: z.enum(ONBOARDING).optional(),
  logo_url: nullableUrl,
  logo_full_url: nullableUrl,
  logo_dark_mode_url: nullableUrl,
  logo_full_dark_mode_url: nullableUrl,
  config: configInput.optional(),
});
export type ProjectUpdateBody = z.output<typeof projectUpdateBody>;

export const projectCreateBody = projectUpdateBody.extend({ display_name: z.string().min(1), owner_team_id: z.uuid() });
export type ProjectCreateBody = z.output<typeof projectCreateBody>;

type ConfigInput = z.output<typeof configInput>;

function providerRecord(p: z.output<typeof oauthProviderInput>): OAuthProviderConfig {
  return {
    id: p.id, type: p.type,
    ...(p.client_id !== undefined ? { clientId: p.client_id } : {}),
    ...(p.client_secret !== undefined ? { clientSecret: p.client_secret } : {}),
    ...(p.facebook_config_id !== undefined ? { facebookConfigId: p.facebook_config_id } : {}),
    ...(p.microsoft_tenant_id !== undefined ? { microsoftTenantId: p.microsoft_tenant_id } : {}),
    ...(p.apple_bundle_ids !== undefined ? { appleBundleIds: p.apple_bundle_ids } : {}),
  };
}

const FLAG_FIELDS = {
  allow_localhost: 'allowLocalhost', sign_up_enabled: 'signUpEnabled', credential_enabled: 'credentialEnabled',
  magic_link_enabled: 'magicLinkEnabled', passkey_enabled: 'passkeyEnabled',
  client_team_creation_enabled: 'clientTeamCreationEnabled', client_user_deletion_enabled: 'clientUserDeletionEnabled',
  allow_user_api_keys: 'allowUserApiKeys', allow_team_api_keys: 'allowTeamApiKeys',
  create_team_on_sign_up: 'createTeamOnSignUp', require_email_verification: 'requireEmailVerification',
} as const satisfies Partial<Record<keyof ConfigInput, keyof ProjectConfig>>;

/** Applies a config update; arrays replace the whole list (§2.16). Throws before mutating anything. */
export function applyConfigUpdate(config: ProjectConfig, input: ConfigInput): void {
  if (input.email_theme !== undefined && !EMAIL_THEME_IDS.includes(input.email_theme)) throw statusError(400, 'Invalid email theme');
  for (const [wire, field] of Object.entries(FLAG_FIELDS) as Array<[keyof typeof FLAG_FIELDS, (typeof FLAG_FIELDS)[keyof typeof FLAG_FIELDS]]>) {
    const value = input[wire];
    if (value !== undefined) config[field] = value;
  }
  // legacy_global_jwt_signing is accepted and ignored: the emulator always signs per project.
  if (input.oauth_account_merge_strategy !== undefined) config.oauthAccountMergeStrategy = input.oauth_account_merge_strategy;
  if (input.oauth_providers !== undefined) config.oauthProviders = input.oauth_providers.map(providerRecord);
  if (input.domains !== undefined) config.domains = input.domains.map((d) => ({ domain: d.domain, handlerPath: d.handler_path }));
  if (input.email_config !== undefined) config.emailConfig = emailConfigRecord(input.email_config);
  if (input.email_theme !== undefined) config.emailTheme = input.email_theme;
  if (input.team_creator_default_permissions !== undefined) config.teamCreatorDefaultPermissions = input.team_creator_default_permissions.map((p) => p.id);
  if (input.team_member_default_permissions !== undefined) config.teamMemberDefaultPermissions = input.team_member_default_permissions.map((p) => p.id);
  if (input.user_default_permissions !== undefined) config.userDefaultPermissions = input.user_default_permissions.map((p) => p.id);
}

function emailConfigRecord(e: z.output<typeof emailConfigInput>): ProjectConfig['emailConfig'] {
  if (e.type === 'shared') return { type: 'shared' };
  return { type: 'standard', host: e.host, port: e.port, username: e.username, password: e.password, senderName: e.sender_name, senderEmail: e.sender_email };
}

/** Applies a project update (top-level fields and config). */
export function applyProjectUpdate(project: ProjectRecord, input: ProjectUpdateBody): void {
  if (input.config !== undefined) applyConfigUpdate(project.config, input.config);
  if (input.display_name !== undefined) project.displayName = input.display_name;
  if (input.description !== undefined) project.description = input.description ?? '';
  if (input.is_production_mode !== undefined) project.isProductionMode = input.is_production_mode;
  if (input.onboarding_status !== undefined) project.onboardingStatus = input.onboarding_status;
  if (input.logo_url !== undefined) project.logoUrl = input.logo_url;
  if (input.logo_full_url !== undefined) project.logoFullUrl = input.logo_full_url;
  if (input.logo_dark_mode_url !== undefined) project.logoDarkModeUrl = input.logo_dark_mode_url;
  if (input.logo_full_dark_mode_url !== undefined) project.logoFullDarkModeUrl = input.logo_full_dark_mode_url;
}
