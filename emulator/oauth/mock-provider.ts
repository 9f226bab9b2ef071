/**
 * The built-in mock OAuth provider (the "inner" flow): remembered mock accounts, single-use provider
 * codes, and the redirect back to the callback. Every configured provider id is served by it, so no
 * network is ever needed; the real backend would talk to GitHub/Google here.
 */
import type { EmulatorCore } from '../core';
import { statusError } from '../http/errors';
import { randomCode45 } from '../random';
import { extraTable, outerInfos, type OuterOAuthInfo } from './flow-store';

export interface MockAccount { accountId: string; email: string | null; emailVerified: boolean; displayName: string | null }

/** What the provider "knows" after consent, returned by the code exchange. */
export interface ProviderProfile extends MockAccount { scopes: string[] }

interface ProviderCode { code: string; projectId: string; providerId: string; innerState: string; profile: ProviderProfile; expiresAt: number }

export interface ConsentInput {
  state: string;
  account_id?: string | undefined;
  email?: string | null | undefined;
  email_verified?: boolean | undefined;
  display_name?: string | null | undefined;
  scopes?: string[] | undefined;
  deny?: boolean | undefined;
}

/** Scopes every mock provider grants unless told otherwise (what a login-only app asks of GitHub/Google). */
export const MOCK_DEFAULT_SCOPES = ['openid', 'email', 'profile'];
const PROVIDER_CODE_LIFETIME_MS = 10 * 60 * 1000;

const accounts = (core: EmulatorCore) => extraTable<MockAccount & { projectId: string; providerId: string }>(core, 'mockOAuthAccounts');
const codes = (core: EmulatorCore) => extraTable<ProviderCode>(core, 'mockOAuthProviderCodes');

export const callbackUrl = (core: EmulatorCore, providerId: string): string =>
  `${core.apiUrl}/api/v1/auth/oauth/callback/${encodeURIComponent(providerId)}`;

/** The provider authorize URL the outer authorize endpoint sends the browser to. */
export function providerAuthorizeUrl(core: EmulatorCore, info: OuterOAuthInfo, providerClientId: string): string {
  const url = new URL(`${core.apiUrl}/emulator/oauth/${encodeURIComponent(info.providerId)}/authorize`);
  url.search = new URLSearchParams({
    client_id: providerClientId, redirect_uri: callbackUrl(core, info.providerId), response_type: 'code',
    scope: info.providerScopes.join(' '), state: info.innerState,
  }).toString();
  return url.toString();
}

/** Accounts offered on the consent page: those typed before for this provider and project. */
export function knownMockAccounts(core: EmulatorCore, projectId: string, providerId: string): MockAccount[] {
  return Object.values(accounts(core)).filter((a) => a.projectId === projectId && a.providerId === providerId)
    .map(({ accountId, email, emailVerified, displayName }) => ({ accountId, email, emailVerified, displayName }));
}

/** The pending outer flow behind an inner state; the consent page cannot do anything without one. */
export function pendingFlow(core: EmulatorCore, providerId: string, state: string): OuterOAuthInfo {
  const info = outerInfos(core)[state];
  if (info === undefined || info.providerId !== providerId) throw statusError(400, 'Unknown OAuth state: start again from the app.');
  return info;
}

/** Consent (or denial): the callback URL the browser is sent to next, with a provider code or an error. */
export function consent(core: EmulatorCore, providerId: string, input: ConsentInput): string {
  const info = pendingFlow(core, providerId, input.state);
  const url = new URL(callbackUrl(core, providerId));
  if (input.deny === true) {
    url.search = new URLSearchParams({ error: 'access_denied', error_description: 'The user denied access.', state: input.state }).toString();
    return url.toString();
  }
  if (input.account_id === undefined || input.account_id.trim() === '') throw statusError(400, 'account_id is required unless deny is true.');
  const account: MockAccount = {
    accountId: input.account_id.trim(), email: input.email === undefined || input.email === '' ? null : input.email,
    emailVerified: input.email_verified ?? false, displayName: input.display_name === undefined || input.display_name === '' ? null : input.display_name,
  };
  accounts(core)[`${info.projectId}:${providerId}:${account.accountId}`] = { ...account, projectId: info.projectId, providerId };
  const code = randomCode45();
  codes(core)[code] = {
    code, projectId: info.projectId, providerId, innerState: input.state,
    profile: { ...account, scopes: input.scopes ?? info.providerScopes }, expiresAt: core.clock.now() + PROVIDER_CODE_LIFETIME_MS,
  };
  url.search = new URLSearchParams({ code, state: input.state }).toString();
  return url.toString();
}

/** Provider code → profile; single use, bound to the flow it was issued for. */
export function exchangeProviderCode(core: EmulatorCore, info: OuterOAuthInfo, code: string): ProviderProfile | undefined {
  const row = codes(core)[code];
  if (row === undefined) return undefined;
  delete codes(core)[code];
  const valid = row.innerState === info.innerState && row.providerId === info.providerId && row.expiresAt > core.clock.now();
  return valid ? row.profile : undefined;
}
