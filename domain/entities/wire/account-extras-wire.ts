/** JSON shapes of user and team API keys, OAuth provider accounts and connected accounts (snake_case, epoch ms). */

export interface OwnedApiKeyWire {
  readonly id: string;
  readonly description: string;
  readonly is_public: boolean;
  readonly created_at_millis: number;
  readonly expires_at_millis?: number | null;
  readonly manually_revoked_at_millis?: number | null;
  readonly value: string | { readonly last_four: string };
  readonly type: 'user' | 'team';
  readonly user_id?: string;
  readonly team_id?: string;
}

export interface OAuthProviderWire {
  readonly id: string;
  readonly type: string;
  readonly provider_config_id: string;
  readonly user_id: string;
  readonly account_id?: string | null;
  readonly email?: string | null;
  readonly allow_sign_in: boolean;
  readonly allow_connected_accounts: boolean;
}

export interface ConnectedAccountWire {
  readonly user_id: string;
  readonly provider: string;
  readonly provider_account_id: string;
}
