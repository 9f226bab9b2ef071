/**
 * Shared OAuth providers served by an outside OIDC test server (EmulatorOptions.sharedOAuthProvider) instead of
 * the built-in mock provider: the authorization-code flow with PKCE against its endpoints, the client id being the
 * provider id (as the service's own mock setup registers its clients), then its userinfo as the profile.
 */
import { randomBytes } from 'node:crypto';
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import type { OuterOAuthInfo } from './flow-store';
import type { ProviderProfile } from './mock-provider';
import { s256Challenge } from './pkce';
import type { SharedOAuthProviderEndpoints } from './shared-provider-endpoints';

export type { SharedOAuthProviderEndpoints } from './shared-provider-endpoints';

/** What the service asks of its mock provider: an OIDC login with a refresh token. */
const EXTERNAL_SCOPES = ['openid', 'offline_access'];

export const newCodeVerifier = (): string => randomBytes(32).toString('base64url');

export function externalAuthorizeUrl(core: EmulatorCore, endpoints: SharedOAuthProviderEndpoints, info: OuterOAuthInfo, codeVerifier: string): string {
  const url = new URL(endpoints.authorizationUrl);
  // The service's parameters, in its order (an OIDC client's authorization URL).
  url.search = new URLSearchParams({
    client_id: info.providerId, scope: EXTERNAL_SCOPES.join(' '), response_type: 'code',
    redirect_uri: `${core.apiUrl}/api/v1/auth/oauth/callback/${encodeURIComponent(info.providerId)}`,
    code_challenge_method: 'S256', code_challenge: s256Challenge(codeVerifier), state: info.innerState,
    access_type: 'offline', prompt: 'consent',
  }).toString();
  return url.toString();
}

/** client_secret_basic (RFC 6749 §2.3.1): both parts form-encoded before base64. */
const basicAuth = (endpoints: SharedOAuthProviderEndpoints, providerId: string): string =>
  Buffer.from(`${encodeURIComponent(providerId)}:${encodeURIComponent(endpoints.clientSecret)}`).toString('base64');

export interface ExternalGrant { profile: ProviderProfile; accessToken: string; refreshToken?: string | undefined; expiresInMs: number }

interface TokenResponse { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; scope?: unknown; error?: unknown }
interface UserInfo { sub?: unknown; email?: unknown; email_verified?: unknown; name?: unknown }

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Provider code → tokens → userinfo. Failures read as the service words them (invalid grant, outage). */
export async function exchangeExternalCode(core: EmulatorCore, endpoints: SharedOAuthProviderEndpoints, info: OuterOAuthInfo, code: string, codeVerifier: string): Promise<ExternalGrant> {
  const basic = basicAuth(endpoints, info.providerId);
  let tokens: TokenResponse;
  let userInfo: UserInfo;
  try {
    const tokenResponse = await fetch(endpoints.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code, code_verifier: codeVerifier,
        redirect_uri: `${core.apiUrl}/api/v1/auth/oauth/callback/${encodeURIComponent(info.providerId)}`,
      }),
    });
    tokens = (await tokenResponse.json()) as TokenResponse;
    if (tokens.error === 'invalid_grant') throw statusError(400, 'Inner OAuth callback failed due to invalid grant. Please try again.');
    if (tokens.error === 'access_denied' || tokens.error === 'consent_required') throw known('OAUTH_PROVIDER_ACCESS_DENIED');
    if (typeof tokens.access_token !== 'string') throw known('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    const userInfoResponse = await fetch(endpoints.userinfoUrl, { headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' } });
    if (!userInfoResponse.ok) throw known('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    userInfo = (await userInfoResponse.json()) as UserInfo;
  } catch (error) {
    // A network failure (the test server is down) is the provider's outage; our own typed errors pass through.
    if (error instanceof TypeError) throw known('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    throw error;
  }
  const accountId = stringOrNull(userInfo.sub);
  if (accountId === null) throw known('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
  const scopes = typeof tokens.scope === 'string' ? tokens.scope.split(' ').filter((s) => s !== '') : EXTERNAL_SCOPES;
  return {
    // As the service with its mock provider: the email is taken as verified (a test server vouches for nobody real).
    profile: { accountId, email: stringOrNull(endpoints.emailClaim === 'sub' ? userInfo.sub : userInfo.email), emailVerified: userInfo.email_verified !== false, displayName: stringOrNull(userInfo.name), scopes },
    accessToken: tokens.access_token as string,
    refreshToken: stringOrNull(tokens.refresh_token) ?? undefined,
    expiresInMs: (typeof tokens.expires_in === 'number' ? tokens.expires_in : 3600) * 1000,
  };
}

/** Whether the provider still accepts the access token (the service asks its userinfo endpoint too). */
export async function accessTokenStillValid(endpoints: SharedOAuthProviderEndpoints, accessToken: string): Promise<boolean> {
  try {
    const response = await fetch(endpoints.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}

export interface RefreshedTokens { accessToken: string; refreshToken: string | undefined; expiresInMs: number }

/** A new access token for a refresh token, or null when the provider refuses it (revoked, denied, …): re-authorize. */
export async function refreshAccessToken(endpoints: SharedOAuthProviderEndpoints, providerId: string, refreshToken: string): Promise<RefreshedTokens | null> {
  try {
    const response = await fetch(endpoints.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basicAuth(endpoints, providerId)}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    const tokens = (await response.json()) as TokenResponse;
    if (!response.ok || typeof tokens.access_token !== 'string') return null;
    return {
      accessToken: tokens.access_token, refreshToken: stringOrNull(tokens.refresh_token) ?? undefined,
      expiresInMs: (typeof tokens.expires_in === 'number' ? tokens.expires_in : 3600) * 1000,
    };
  } catch {
    return null;
  }
}
