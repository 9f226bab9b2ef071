/** Snake_case JSON shapes of users (protocol §3.1): read shapes and the update/create bodies. */
import type { JsonValue } from '../json-value';
import type { RestrictedReasonType } from '../user';
import type { ServerTeamWire, TeamWire } from './team-wire';

export interface OAuthProviderLinkWire {
  readonly id: string;
  readonly account_id: string;
  readonly email: string | null;
}

export interface UserWire {
  readonly id: string;
  readonly display_name: string | null;
  readonly primary_email: string | null;
  readonly primary_email_verified: boolean;
  readonly profile_image_url: string | null;
  readonly signed_up_at_millis: number;
  readonly client_metadata: JsonValue;
  readonly client_read_only_metadata: JsonValue;
  readonly has_password: boolean;
  readonly otp_auth_enabled: boolean;
  readonly passkey_auth_enabled: boolean;
  readonly auth_with_email: boolean;
  readonly requires_totp_mfa: boolean;
  readonly oauth_providers: readonly OAuthProviderLinkWire[];
  readonly selected_team_id: string | null;
  readonly selected_team: TeamWire | null;
  readonly is_anonymous: boolean;
  readonly is_restricted: boolean;
  readonly restricted_reason: { readonly type: RestrictedReasonType } | null;
  readonly restricted_by_admin: boolean;
  readonly restricted_by_admin_reason: string | null;
}

export interface RiskScoresWire {
  readonly sign_up: { readonly bot: number; readonly free_trial_abuse: number };
}

export interface ServerUserWire extends UserWire {
  readonly selected_team: ServerTeamWire | null;
  readonly primary_email_auth_enabled: boolean;
  readonly server_metadata: JsonValue;
  readonly last_active_at_millis: number;
  readonly restricted_by_admin_private_details: string | null;
  /** Optional here: best effort on the server, absent from older servers. */
  readonly country_code?: string | null;
  readonly risk_scores?: RiskScoresWire | null;
}

/** Client `PATCH /users/me` body. */
export interface UserUpdateWire {
  readonly display_name?: string | null;
  readonly profile_image_url?: string | null;
  readonly client_metadata?: JsonValue;
  readonly selected_team_id?: string | null;
  readonly totp_secret_base64?: string | null;
  readonly otp_auth_enabled?: boolean;
  readonly passkey_auth_enabled?: boolean;
  readonly primary_email?: string | null;
}

/** Server `PATCH /users/{id}` body. */
export interface ServerUserUpdateWire extends UserUpdateWire {
  readonly client_read_only_metadata?: JsonValue;
  readonly server_metadata?: JsonValue;
  readonly primary_email_verified?: boolean;
  readonly primary_email_auth_enabled?: boolean;
  readonly password?: string | null;
  readonly password_hash?: string;
  readonly is_anonymous?: boolean;
  readonly restricted_by_admin?: boolean;
  readonly restricted_by_admin_reason?: string | null;
  readonly restricted_by_admin_private_details?: string | null;
  readonly country_code?: string | null;
  readonly risk_scores?: RiskScoresWire;
}

/** Server `POST /users` body. */
export interface ServerUserCreateWire extends Omit<ServerUserUpdateWire, 'selected_team_id'> {
  readonly oauth_providers?: readonly { readonly id: string; readonly account_id: string; readonly email?: string | null }[];
}
