/** Mappings of the admin project config's nested parts: OAuth providers and the email config, both ways (domains: project/project.mapping.ts). */
import type { EmailConfig, OAuthProviderConfig, OAuthProviderConfigInput } from '../../domain/entities/project';
import { omitUndefined } from '../core/wire/omit-undefined';
import type { EmailConfigWire, OAuthProviderConfigWire } from './admin-project.schema';

export function oauthProviderFromWire(w: OAuthProviderConfigWire): OAuthProviderConfig {
  return {
    id: w.id,
    // Current servers list only providers with sign-in enabled and send no `enabled` key.
    enabled: w.enabled ?? true,
    type: w.type,
    providerConfigId: w.provider_config_id ?? null,
    clientId: w.client_id ?? null,
    clientSecret: w.client_secret ?? null,
    facebookConfigId: w.facebook_config_id ?? null,
    microsoftTenantId: w.microsoft_tenant_id ?? null,
    appleBundleIds: w.apple_bundle_ids === undefined ? null : [...w.apple_bundle_ids],
  };
}

/** Write form (no provider_config_id, no enabled): null means "not set", so it is omitted like undefined. */
export function oauthProviderToWire(p: OAuthProviderConfigInput) {
  return omitUndefined({
    id: p.id,
    type: p.type,
    client_id: p.clientId ?? undefined,
    client_secret: p.clientSecret ?? undefined,
    facebook_config_id: p.facebookConfigId ?? undefined,
    microsoft_tenant_id: p.microsoftTenantId ?? undefined,
    apple_bundle_ids: p.appleBundleIds == null ? undefined : [...p.appleBundleIds],
  });
}

/** The list replaces the server's; disabled providers are left out, since the server lists only enabled ones. */
export const oauthProvidersToWire = (list: readonly OAuthProviderConfigInput[]) =>
  list.filter((p) => p.enabled !== false).map(oauthProviderToWire);

export function emailConfigFromWire(w: EmailConfigWire): EmailConfig {
  if (w.type === 'shared') return { type: 'shared' };
  return {
    type: 'standard',
    host: w.host,
    port: w.port,
    username: w.username,
    password: w.password,
    senderName: w.sender_name,
    senderEmail: w.sender_email,
  };
}

export function emailConfigToWire(c: EmailConfig): EmailConfigWire {
  if (c.type === 'shared') return { type: 'shared' };
  return {
    type: 'standard',
    host: c.host,
    port: c.port,
    username: c.username,
    password: c.password,
    sender_name: c.senderName,
    sender_email: c.senderEmail,
  };
}
