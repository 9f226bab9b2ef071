/** Client project mappings, wire → entity; the config's domains both ways. The admin shapes: admin/admin-project.mapping.ts. */
import type { ClientProject, ClientProjectConfig, DomainConfig } from '../../domain/entities/project';
import type { ClientProjectConfigWire, ClientProjectWire, DomainConfigWire } from './project.schema';

export const domainFromWire = (w: DomainConfigWire): DomainConfig =>
  ({ domain: w.domain, handlerPath: w.handler_path });

export const domainToWire = (d: DomainConfig): DomainConfigWire =>
  ({ domain: d.domain, handler_path: d.handlerPath });

export function clientProjectConfigFromWire(w: ClientProjectConfigWire): ClientProjectConfig {
  return {
    signUpEnabled: w.sign_up_enabled,
    credentialEnabled: w.credential_enabled,
    magicLinkEnabled: w.magic_link_enabled,
    passkeyEnabled: w.passkey_enabled,
    clientTeamCreationEnabled: w.client_team_creation_enabled,
    clientUserDeletionEnabled: w.client_user_deletion_enabled,
    allowUserApiKeys: w.allow_user_api_keys,
    allowTeamApiKeys: w.allow_team_api_keys,
    enabledOAuthProviderIds: w.enabled_oauth_providers.map((p) => p.id),
    domains: w.domains.map(domainFromWire),
  };
}

export function clientProjectFromWire(w: ClientProjectWire): ClientProject {
  return { id: w.id, displayName: w.display_name, config: clientProjectConfigFromWire(w.config) };
}
