/** Snake_case JSON shapes of projects (protocol §3.3): client and admin read shapes, admin update body. */
import type { OAuthAccountMergeStrategy, OAuthProviderType, OnboardingStatus } from '../project';
import type { PermissionWire } from './permission-wire';

export interface DomainConfigWire {
  readonly domain: string;
  readonly handler_path: string;
}

export interface ClientProjectConfigWire {
  readonly sign_up_enabled: boolean;
  readonly credential_enabled: boolean;
  readonly magic_link_enabled: boolean;
  readonly passkey_enabled: boolean;
  readonly client_team_creation_enabled: boolean;
  readonly client_user_deletion_enabled: boolean;
  readonly allow_user_api_keys: boolean;
  readonly allow_team_api_keys: boolean;
  readonly enabled_oauth_providers: readonly PermissionWire[];
  readonly domains: readonly DomainConfigWire[];
}

export interface ClientProjectWire {
  readonly id: string;
  readonly display_name: string;
  readonly config: ClientProjectConfigWire;
}

/** Write form: no provider_config_id. `enabled` is only sent by legacy servers. */
export interface OAuthProviderConfigInputWire {
  readonly id: string;
  readonly type: OAuthProviderType;
  readonly client_id?: string;
  readonly client_secret?: string;
  readonly facebook_config_id?: string;
  readonly microsoft_tenant_id?: string;
  readonly apple_bundle_ids?: readonly string[];
}

export interface OAuthProviderConfigWire extends OAuthProviderConfigInputWire {
  readonly provider_config_id?: string;
  readonly enabled?: boolean;
}

export type EmailConfigWire =
  | { readonly type: 'shared' }
  | {
    readonly type: 'standard';
    readonly host: string;
    readonly port: number;
    readonly username: string;
    readonly password: string;
    readonly sender_name: string;
    readonly sender_email: string;
  };

export interface ProjectConfigWire extends ClientProjectConfigWire {
  readonly allow_localhost: boolean;
  /** Absent from current servers. */
  readonly legacy_global_jwt_signing?: boolean;
  readonly create_team_on_sign_up: boolean;
  readonly team_creator_default_permissions: readonly PermissionWire[];
  readonly team_member_default_permissions: readonly PermissionWire[];
  readonly user_default_permissions?: readonly PermissionWire[];
  readonly oauth_providers: readonly OAuthProviderConfigWire[];
  readonly email_config: EmailConfigWire;
  readonly email_theme?: string;
  readonly oauth_account_merge_strategy?: OAuthAccountMergeStrategy;
}

export interface AdminProjectWire {
  readonly id: string;
  readonly display_name: string;
  readonly description: string;
  readonly created_at_millis: number;
  /** Absent from current servers. */
  readonly user_count?: number;
  readonly is_production_mode: boolean;
  readonly owner_team_id?: string | null;
  readonly onboarding_status?: OnboardingStatus;
  readonly logo_url?: string | null;
  readonly logo_full_url?: string | null;
  readonly logo_dark_mode_url?: string | null;
  readonly logo_full_dark_mode_url?: string | null;
  readonly config: ProjectConfigWire;
}

export interface ProjectConfigUpdateWire {
  readonly sign_up_enabled?: boolean;
  readonly credential_enabled?: boolean;
  readonly magic_link_enabled?: boolean;
  readonly passkey_enabled?: boolean;
  readonly client_team_creation_enabled?: boolean;
  readonly client_user_deletion_enabled?: boolean;
  readonly allow_user_api_keys?: boolean;
  readonly allow_team_api_keys?: boolean;
  readonly allow_localhost?: boolean;
  readonly legacy_global_jwt_signing?: boolean;
  readonly create_team_on_sign_up?: boolean;
  readonly require_email_verification?: boolean;
  readonly team_creator_default_permissions?: readonly PermissionWire[];
  readonly team_member_default_permissions?: readonly PermissionWire[];
  readonly user_default_permissions?: readonly PermissionWire[];
  readonly domains?: readonly DomainConfigWire[];
  readonly oauth_providers?: readonly OAuthProviderConfigInputWire[];
  readonly email_config?: EmailConfigWire;
  readonly email_theme?: string;
  readonly oauth_account_merge_strategy?: OAuthAccountMergeStrategy;
}

export interface ProjectUpdateWire {
  readonly display_name?: string;
  readonly description?: string | null;
  readonly is_production_mode?: boolean;
  readonly onboarding_status?: OnboardingStatus;
  readonly logo_url?: string | null;
  readonly logo_full_url?: string | null;
  readonly logo_dark_mode_url?: string | null;
  readonly logo_full_dark_mode_url?: string | null;
  readonly config?: ProjectConfigUpdateWire;
}

export interface ProjectCreateWire extends ProjectUpdateWire {
  readonly display_name: string;
  readonly owner_team_id: string;
}
