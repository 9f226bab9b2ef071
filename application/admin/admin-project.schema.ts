/**
 * Zod schemas of the admin project shape and its config parts (protocol §3.3); extra keys are tolerated. Admin
 * endpoints only: zod calls at module top level are not tree-shaken, so browser bundles must not import this file.
 */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { epochMsSchema } from '../core/wire/json.schema';
import { permissionWireSchema } from '../core/wire/permission.schema';
import { clientConfigShape } from '../project/project.schema';

export const oauthProviderConfigWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  type: z.enum(['shared', 'standard']),
  provider_config_id: z.optional(z.string()),
  enabled: z.optional(z.boolean()),
  client_id: z.optional(z.string()),
  client_secret: z.optional(z.string()),
  facebook_config_id: z.optional(z.string()),
  microsoft_tenant_id: z.optional(z.string()),
  apple_bundle_ids: z.optional(z.array(z.string())),
}));

export const emailConfigWireSchema = z.lazy(() => z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('shared') }),
  z.looseObject({
    type: z.literal('standard'),
    host: z.string(),
    port: z.number(),
    username: z.string(),
    password: z.string(),
    sender_name: z.string(),
    sender_email: z.string(),
  }),
]));

const projectConfigSchema = z.lazy(() => z.looseObject({
  ...clientConfigShape(),
  allow_localhost: z.boolean(),
  legacy_global_jwt_signing: z.optional(z.boolean()),
  create_team_on_sign_up: z.boolean(),
  team_creator_default_permissions: z.array(permissionWireSchema),
  team_member_default_permissions: z.array(permissionWireSchema),
  user_default_permissions: z.optional(z.array(permissionWireSchema)),
  oauth_providers: z.array(oauthProviderConfigWireSchema),
  email_config: emailConfigWireSchema,
  email_theme: z.optional(z.string()),
  oauth_account_merge_strategy: z.optional(z.enum(['link_method', 'raise_error', 'allow_duplicates'])),
}));

const onboardingStatusSchema = z.lazy(() => z.enum([
  'config_choice', 'apps_selection', 'auth_setup', 'domain_setup', 'email_theme_setup', 'payments_setup', 'welcome', 'completed',
]));

export const adminProjectWireSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  display_name: z.string(),
  description: z.string(),
  created_at_millis: epochMsSchema,
  user_count: z.optional(z.number()),
  is_production_mode: z.boolean(),
  owner_team_id: z.optional(z.nullable(z.string())),
  onboarding_status: z.optional(onboardingStatusSchema),
  logo_url: z.optional(z.nullable(z.string())),
  logo_full_url: z.optional(z.nullable(z.string())),
  logo_dark_mode_url: z.optional(z.nullable(z.string())),
  logo_full_dark_mode_url: z.optional(z.nullable(z.string())),
  config: projectConfigSchema,
}));

export type OAuthProviderConfigWire = WireOf<typeof oauthProviderConfigWireSchema>;
export type EmailConfigWire = WireOf<typeof emailConfigWireSchema>;
export type ProjectConfigWire = WireOf<typeof projectConfigSchema>;
export type AdminProjectWire = WireOf<typeof adminProjectWireSchema>;
