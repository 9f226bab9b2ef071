/** Admin create/update bodies of projects (protocol §3.3) and how they are applied to a ProjectRecord. */
import type { EmulatorCore } from '../core';
import { storeImage } from '../storage/image-store';
import * as z from 'zod';
import { statusError } from '../http/errors';
import { assertStorableImage } from '../teams/team-image';
import { emailProblems, urlProblems } from './field-checks';
import type { OAuthProviderConfig, ProjectConfig, ProjectRecord } from '../state/records';

const PROVIDER_IDS = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;
const ONBOARDING = ['config_choice', 'apps_selection', 'auth_setup', 'domain_setup', 'email_theme_setup', 'payments_setup', 'welcome', 'completed'] as const;

/** The backend's built-in email themes (default light and dark); any other id is "Invalid email theme". */
export const EMAIL_THEME_IDS: readonly string[] = ['1df07ae6-abf3-4a40-83a5-a1a2cbe336ac', 'a0172b5d-cff0-463b-83bb-85124697373a'];

const permissionRefs = z.array(z.strictObject({ id: z.string() }));

// Strings that must be non-empty (or URLs, or start with `/`) are plain strings here: the backend words those checks
// itself (`… must not be empty`, `… is not a valid URL`, `URL must start with http:// or https://`), see projectBodyProblems.
const oauthProviderInput = z.strictObject({
  id: z.enum(PROVIDER_IDS),
  type: z.enum(['shared', 'standard']),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  facebook_config_id: z.string().optional(),
  microsoft_tenant_id: z.string().optional(),
  apple_bundle_ids: z.array(z.string()).optional(),
});

// One object for both types: fields a shared config does not use are accepted and ignored, as the backend does.
const emailConfigInput = z.strictObject({
  type: z.enum(['shared', 'standard']),
  host: z.string().optional(),
  port: z.number().optional(),
  username: z.string().optional(),
  password: z.string().max(70).optional(),
  sender_name: z.string().optional(),
  sender_email: z.string().optional(),
});

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
  create_team_on_sign_up: z.boolean().optional(),
  require_email_verification: z.boolean().optional(),
  oauth_account_merge_strategy: z.enum(['link_method', 'raise_error', 'allow_duplicates']).optional(),
  oauth_providers: z.array(oauthProviderInput).optional(),
  domains: z.array(z.strictObject({ domain: z.string(), handler_path: z.string() })).optional(),
  email_config: emailConfigInput.optional(),
  email_theme: z.string().optional(),
  team_creator_default_permissions: permissionRefs.optional(),
  team_member_default_permissions: permissionRefs.optional(),
  user_default_permissions: permissionRefs.optional(),
});

const nullableUrl = z.string().nullable().optional();
const LOGO_FIELDS = ['logo_url', 'logo_full_url', 'logo_dark_mode_url', 'logo_full_dark_mode_url'] as const;

export const projectUpdateBody = z.strictObject({
  display_name: z.string().optional(),
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

export const projectCreateBody = projectUpdateBody.extend({ display_name: z.string(), owner_team_id: z.uuid() });
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
  // An empty theme id skips the check, as the backend's truthiness test does.
  if (input.email_theme !== undefined && input.email_theme !== '' && !EMAIL_THEME_IDS.includes(input.email_theme)) throw statusError(400, 'Invalid email theme');
  for (const [wire, field] of Object.entries(FLAG_FIELDS) as Array<[keyof typeof FLAG_FIELDS, (typeof FLAG_FIELDS)[keyof typeof FLAG_FIELDS]]>) {
    const value = input[wire];
    if (value !== undefined) config[field] = value;
  }
  if (input.oauth_account_merge_strategy !== undefined) config.oauthAccountMergeStrategy = input.oauth_account_merge_strategy;
  if (input.oauth_providers !== undefined) config.oauthProviders = input.oauth_providers.map(providerRecord);
  if (input.domains !== undefined) config.domains = input.domains.map((d) => ({ domain: d.domain, handlerPath: d.handler_path }));
  if (input.email_config !== undefined) config.emailConfig = emailConfigRecord(input.email_config);
  if (input.email_theme !== undefined && input.email_theme !== '') config.emailTheme = input.email_theme;
  if (input.team_creator_default_permissions !== undefined) config.teamCreatorDefaultPermissions = input.team_creator_default_permissions.map((p) => p.id);
  if (input.team_member_default_permissions !== undefined) config.teamMemberDefaultPermissions = input.team_member_default_permissions.map((p) => p.id);
  if (input.user_default_permissions !== undefined) config.userDefaultPermissions = input.user_default_permissions.map((p) => p.id);
}

function emailConfigRecord(e: z.output<typeof emailConfigInput>): ProjectConfig['emailConfig'] {
  if (e.type === 'shared') return { type: 'shared' };
  // projectBodyProblems has checked every field is there.
  return {
    type: 'standard', host: e.host ?? '', port: e.port ?? 0, username: e.username ?? '', password: e.password ?? '',
    senderName: e.sender_name ?? '', senderEmail: e.sender_email ?? '',
  };
}

const EMAIL_STANDARD_FIELDS = ['host', 'port', 'username', 'password', 'sender_name', 'sender_email'] as const;
function emailConfigProblems(e: z.output<typeof emailConfigInput>): string[] {
  const at = 'body.config.email_config';
  const problems: string[] = [];
  if (e.type === 'standard') {
    for (const field of EMAIL_STANDARD_FIELDS) {
      const value = e[field];
      if (value === undefined) problems.push(`${at}.${field} must be defined`);
      else if (value === '') problems.push(`${at}.${field} must not be empty`);
    }
  }
  // The range is checked here, not in the schema, so that it is reported together with the sender's email.
  if (e.port !== undefined && e.port > 65535) problems.push(`${at}.port must be less than or equal to 65535`);
  if (e.port !== undefined && e.port < 0) problems.push(`${at}.port must be greater than or equal to 0`);
  if (e.sender_email !== undefined) problems.push(...emailProblems(`${at}.sender_email`, e.sender_email));
  return problems;
}

/** The backend's own checks on a project body, in its words (yup tests of stack-shared's projects CRUD schema). */
export function projectBodyProblems(body: ProjectUpdateBody): string[] {
  const problems: string[] = [];
  for (const field of LOGO_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') problems.push(...urlProblems(`body.${field}`, value));
  }
  const config = body.config;
  if (config === undefined) return problems;
  config.oauth_providers?.forEach((p, i) => {
    if (p.type !== 'standard') return;
    // The backend lists the secret before the id.
    for (const field of ['client_secret', 'client_id'] as const) {
      const value = p[field];
      if (value === undefined) problems.push(`body.config.oauth_providers[${i}].${field} must be defined`);
      else if (value === '') problems.push(`body.config.oauth_providers[${i}].${field} must not be empty`);
    }
  });
  config.domains?.forEach((d, i) => {
    // The backend's order: the handler path's problem, then the domain's.
    if (!d.handler_path.startsWith('/')) problems.push('Handler path must start with /');
    problems.push(...urlProblems(`body.config.domains[${i}].domain`, d.domain));
    if (!/^https?:\/\//.test(d.domain)) problems.push('URL must start with http:// or https://');
  });
  if (config.email_config !== undefined) problems.push(...emailConfigProblems(config.email_config));
  return problems;
}

/** The image rule on the four logos (the service stores them as it stores profile images: teams/team-image.ts). */
export function assertStorableLogos(input: ProjectUpdateBody): void {
  for (const field of LOGO_FIELDS) assertStorableImage(input[field]);
}

/** The body with its base64 logos stored and answered as URLs the emulator serves (storage/image-store.ts). */
export function withStoredLogos<T extends ProjectUpdateBody>(core: EmulatorCore, input: T): T {
  const stored = { ...input };
  for (const field of LOGO_FIELDS) if (input[field] !== undefined) stored[field] = storeImage(core, 'project-logos', input[field]);
  return stored;
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
