/** User and team API keys, OAuth provider accounts and connected accounts, wire → entity. */
import type { ConnectedAccountFields, OAuthProviderFields, OwnedApiKeyFields } from '../../domain/entities/account-extras';
import type { ConnectedAccountWire, OAuthProviderWire, OwnedApiKeyWire } from './account-extras.schema';

export function ownedApiKeyFromWire(w: OwnedApiKeyWire): OwnedApiKeyFields {
  const fields = {
    id: w.id,
    description: w.description,
    isPublic: w.is_public,
    createdAt: w.created_at_millis,
    expiresAt: w.expires_at_millis ?? null,
    manuallyRevokedAt: w.manually_revoked_at_millis ?? null,
    value: typeof w.value === 'string' ? w.value : { lastFour: w.value.last_four },
  };
  return w.type === 'team' ? { type: 'team', teamId: w.team_id ?? '', ...fields } : { type: 'user', userId: w.user_id ?? '', ...fields };
}

export function userOAuthProviderFromWire(w: OAuthProviderWire): OAuthProviderFields {
  return {
    id: w.id,
    type: w.type,
    providerConfigId: w.provider_config_id,
    userId: w.user_id,
    accountId: w.account_id ?? null,
    email: w.email ?? null,
    allowSignIn: w.allow_sign_in,
    allowConnectedAccounts: w.allow_connected_accounts,
  };
}

export function connectedAccountFromWire(w: ConnectedAccountWire): ConnectedAccountFields {
  return { userId: w.user_id, provider: w.provider, providerAccountId: w.provider_account_id };
}
