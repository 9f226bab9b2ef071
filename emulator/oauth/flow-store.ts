/**
 * The OAuth flow's short-lived rows, kept in `state.extra` (persisted with everything else): the outer
 * request by inner state, the outer authorization codes, and the provider tokens of connected accounts.
 */
import type { EmulatorCore } from '../core';
import { emptyTable } from '../state/state';

/** What the authorize endpoint remembers for the callback (§2.6), for 10 minutes. */
export interface OuterOAuthInfo {
  innerState: string;
  projectId: string;
  providerId: string;
  type: 'authenticate' | 'link';
  /** The user of `token`, if one was sent (link target, or the anonymous user to upgrade). */
  tokenUserId: string | null;
  redirectUri: string;
  clientState: string;
  scope: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256' | 'plain';
  errorRedirectUri: string | null;
  afterCallbackRedirectUrl: string | null;
  /** Scopes asked of the provider: its defaults plus `provider_scope`. */
  providerScopes: string[];
  responseMode: 'json' | 'redirect';
  expiresAt: number;
  /** Set when an outside OIDC server serves the provider (core.sharedOAuthProvider): the inner flow's PKCE verifier. */
  externalCodeVerifier?: string;
}

/** The outer authorization code handed to the app's redirect_uri; single use, 5 minutes. */
export interface OuterAuthorizationCode {
  code: string;
  projectId: string;
  userId: string;
  isNewUser: boolean;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256' | 'plain';
  afterCallbackRedirectUrl: string | null;
  expiresAt: number;
  usedAt: number | null;
}

/** A connected account's provider tokens and granted scopes (what connected-account endpoints hand out). */
export interface ProviderTokenRecord {
  projectId: string;
  userId: string;
  providerId: string;
  accountId: string;
  scopes: string[];
  accessToken: string;
  expiresAt: number;
  /** Only from an outside OIDC server (core.sharedOAuthProvider): what renews a revoked or expired access token. */
  refreshToken?: string;
}

/**
 * A typed view of one `extra` table, created on first use. Its keys come from requests (an OAuth `state`, a code), so
 * the table has no prototype: `__proto__` or `constructor` is an unknown key, not Object.prototype's member.
 */
export function extraTable<T>(core: EmulatorCore, name: string): Record<string, T> {
  return (core.state.extra[name] ??= emptyTable()) as Record<string, T>;
}

export const outerInfos = (core: EmulatorCore): Record<string, OuterOAuthInfo> => extraTable(core, 'oauthOuterInfos');
export const outerCodes = (core: EmulatorCore): Record<string, OuterAuthorizationCode> => extraTable(core, 'oauthAuthorizationCodes');
export const providerTokens = (core: EmulatorCore): Record<string, ProviderTokenRecord> => extraTable(core, 'oauthProviderTokens');

const providerTokenKey = (projectId: string, providerId: string, accountId: string): string => `${projectId}:${providerId}:${accountId}`;

export function saveProviderTokens(core: EmulatorCore, record: ProviderTokenRecord): void {
  providerTokens(core)[providerTokenKey(record.projectId, record.providerId, record.accountId)] = record;
}

/** The provider tokens of a user's connected account, for `connected-accounts/{provider}/access-token`. */
export function providerTokensOf(core: EmulatorCore, projectId: string, userId: string, providerId: string): ProviderTokenRecord | undefined {
  return Object.values(providerTokens(core)).find((t) => t.projectId === projectId && t.userId === userId && t.providerId === providerId);
}
