/**
 * The scopes the service asks a provider for before any extra `provider_scope` (upstream apps/backend/src/oauth/providers,
 * each provider's `baseScope`). A standard provider (the project's own OAuth app) gets its type's own; a shared one
 * goes through the service's mock provider, which the emulator answers with MOCK_DEFAULT_SCOPES.
 */
import type { OAuthProviderConfig } from '../state/records';
import { MOCK_DEFAULT_SCOPES } from './mock-provider';

const STANDARD_BASE_SCOPES: Readonly<Record<string, readonly string[]>> = {
  apple: ['name', 'email'],
  bitbucket: ['account', 'email'],
  discord: ['identify', 'email'],
  facebook: ['openid', 'public_profile', 'email'],
  github: ['user:email'],
  gitlab: ['read_user'],
  google: ['https://www.googleapis.com/auth/userinfo.email', 'https://www.googleapis.com/auth/userinfo.profile'],
  linkedin: ['openid', 'profile', 'email'],
  microsoft: ['User.Read', 'openid'],
  spotify: ['user-read-email', 'user-read-private'],
  twitch: ['user:read:email'],
  x: ['users.read', 'offline.access', 'tweet.read'],
};

export function baseScopes(provider: OAuthProviderConfig): readonly string[] {
  if (provider.type !== 'standard') return MOCK_DEFAULT_SCOPES;
  return STANDARD_BASE_SCOPES[provider.id] ?? MOCK_DEFAULT_SCOPES;
}
