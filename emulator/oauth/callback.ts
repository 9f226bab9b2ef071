/** The OAuth callback's steps (§2.6): state and cookie checks, timeout, provider exchange, user, outer code. */
import type { EmulatorCore } from '../core';
import { KnownErrorThrow, known, knownBecause, statusError } from '../http/errors';
import { redirect } from '../http/respond';
import { isTrustedUrl } from '../http/trust';
import { randomCode45 } from '../random';
import type { ProjectRecord } from '../state/records';
import { enabledProvider } from './authorize-request';
import { issueOuterCode } from './authorization-codes';
import { resolveCallbackUser } from './callback-user';
import { errorRedirectTarget, knownErrorRedirect } from './error-redirect';
import { outerInfos, saveProviderTokens, type OuterOAuthInfo } from './flow-store';
import { exchangeExternalCode, type ExternalGrant } from './external-provider';
import { exchangeProviderCode } from './mock-provider';

export const INNER_COOKIE_PREFIX = 'stack-oauth-inner-';
const PROVIDER_TOKEN_LIFETIME_MS = 3600 * 1000;

export interface CallbackInput { state?: string | undefined; code?: string | undefined; error?: string | undefined }

export function cookieValue(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Provider-side failures: denial and outage are known errors (redirected to the app); anything else is text. */
async function providerGrant(core: EmulatorCore, info: OuterOAuthInfo, providerId: string, input: CallbackInput): Promise<ExternalGrant> {
  if (input.error === 'access_denied') throw known('OAUTH_PROVIDER_ACCESS_DENIED');
  if (input.error === 'temporarily_unavailable') throw known('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
  if (input.error !== undefined) throw statusError(400, `The OAuth provider returned an error: ${input.error}`);
  const invalidGrant = () => statusError(400, 'Inner OAuth callback failed due to invalid grant. Please try again.');
  if (input.code === undefined || providerId !== info.providerId) throw invalidGrant();
  const external = core.sharedOAuthProvider;
  if (info.externalCodeVerifier !== undefined && external !== null) return exchangeExternalCode(core, external, info, input.code, info.externalCodeVerifier);
  const profile = exchangeProviderCode(core, info, input.code);
  // The service's words for a code its provider refuses (used, expired, another flow's, or sent to another provider).
  if (profile === undefined) throw invalidGrant();
  return { profile, accessToken: `mock_at_${randomCode45()}`, expiresInMs: PROVIDER_TOKEN_LIFETIME_MS };
}

/** Order of the OAuth server library: client redirect_uri, then the user (side effects included), then scope. */
async function completeCallback(core: EmulatorCore, project: ProjectRecord, info: OuterOAuthInfo, providerId: string, input: CallbackInput): Promise<Response> {
  if (info.expiresAt <= core.clock.now()) throw known('OUTER_OAUTH_TIMEOUT');
  // The provider of the callback's path must still be enabled (it may have been turned off since authorize).
  enabledProvider(project, providerId);
  const { profile, accessToken, refreshToken, expiresInMs } = await providerGrant(core, info, providerId, input);
  if (!isTrustedUrl(project, info.redirectUri, { allowMobileOAuthScheme: true })) throw known('REDIRECT_URL_NOT_WHITELISTED');
  const { user, isNewUser } = resolveCallbackUser(core, project, info, profile);
  saveProviderTokens(core, {
    projectId: project.id, userId: user.id, providerId: info.providerId, accountId: profile.accountId, scopes: profile.scopes,
    accessToken, expiresAt: core.clock.now() + expiresInMs, ...(refreshToken === undefined ? {} : { refreshToken }),
  });
  if (info.scope !== 'legacy') throw knownBecause('INVALID_SCOPE', info.scope);
  const url = new URL(info.redirectUri);
  url.searchParams.set('code', issueOuterCode(core, info, user, isNewUser));
  url.searchParams.set('state', info.clientState);
  return redirect(url.toString(), 303);
}

/** The whole callback; the caller clears the inner cookie on whatever comes out. */
export async function runCallback(core: EmulatorCore, request: Request, providerId: string, input: CallbackInput): Promise<Response> {
  const state = input.state ?? '';
  const info = outerInfos(core)[state];
  const project = info === undefined ? undefined : core.state.projects[info.projectId];
  if (info === undefined || project === undefined) throw statusError(400, 'Invalid OAuth state. Please try signing in again.');
  if (info.responseMode === 'redirect' && cookieValue(request, `${INNER_COOKIE_PREFIX}${state}`) !== 'true') {
    throw statusError(400, 'Inner OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again');
  }
  // As the service, the flow's row stays until it expires: a replayed provider redirect finds its cookie gone
  // (redirect mode) or its provider code spent (invalid grant).
  // As the service: every known error from here on (the timeout included) goes back to the app when it can.
  try {
    return await completeCallback(core, project, info, providerId, input);
  } catch (error) {
    const target = error instanceof KnownErrorThrow ? errorRedirectTarget(project, info) : null;
    if (target === null) throw error;
    return knownErrorRedirect(target, error as KnownErrorThrow);
  }
}
