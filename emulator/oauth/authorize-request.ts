/** The outer authorize request (§2.6): query schema, client/provider/token checks, and the stored outer info. */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { isValidProjectKey, verifiedUserClaims } from '../http/auth';
import { known, statusError } from '../http/errors';
import { urlString } from '../http/schemas';
import { assertTrustedUrl } from '../http/trust';
import { randomCode45 } from '../random';
import type { OAuthProviderConfig, ProjectRecord } from '../state/records';
import { PUBLIC_CLIENT_SENTINEL } from './client-auth';
import type { OuterOAuthInfo } from './flow-store';
import { baseScopes } from './provider-scopes';

export const OUTER_INFO_LIFETIME_MS = 10 * 60 * 1000;

/** Loose: the backend tolerates extra query parameters here (SDK versions add their own). */
export const authorizeQuery = z.looseObject({
  client_id: z.string(),
  client_secret: z.string(),
  redirect_uri: urlString,
  scope: z.string(),
  state: z.string(),
  grant_type: z.literal('authorization_code'),
  code_challenge: z.string().min(1),
  // The service takes these as given (a response_type of 'token' still redirects to the provider).
  code_challenge_method: z.string(),
  response_type: z.string(),
  type: z.enum(['authenticate', 'link']).default('authenticate'),
  token: z.string().optional(),
  provider_scope: z.string().optional(),
  error_redirect_url: urlString.optional(),
  error_redirect_uri: urlString.optional(),
  after_callback_redirect_url: urlString.optional(),
  stack_response_mode: z.enum(['json', 'redirect']).default('redirect'),
});
export type AuthorizeQuery = z.infer<typeof authorizeQuery>;

/** Unlike the token endpoint, a wrong key here is the x-stack key error, not the OAuth client error. */
export function authorizeClient(core: EmulatorCore, clientId: string, clientSecret: string): ProjectRecord {
  const [projectId, branch = 'main'] = clientId.split('#');
  const project = projectId === undefined ? undefined : core.state.projects[projectId];
  if (project === undefined || branch !== 'main') throw known('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: clientId });
  if (clientSecret === '' || clientSecret === PUBLIC_CLIENT_SENTINEL) {
    if (project.config.requirePublishableClientKey) throw known('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', { project_id: project.id });
    return project;
  }
  if (!isValidProjectKey(core, project.id, 'publishableClientKey', clientSecret)) throw known('INVALID_PUBLISHABLE_CLIENT_KEY', { project_id: project.id });
  return project;
}

export function enabledProvider(project: ProjectRecord, providerId: string): OAuthProviderConfig {
  const provider = project.config.oauthProviders.find((p) => p.id === providerId);
  if (provider === undefined) throw known('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  return provider;
}

/** `token` names the user to link to (required for link) or the anonymous user to upgrade. */
async function tokenUserId(core: EmulatorCore, project: ProjectRecord, query: AuthorizeQuery): Promise<string | null> {
  const token = query.token ?? '';
  if (token === '') {
    if (query.type === 'link') throw statusError(400, '?token= query parameter is required for link type');
    return null;
  }
  const claims = await verifiedUserClaims(core, token);
  // Two checks, two texts, as the service words them (measured by the cross-project diff, issue 21).
  if (claims.project_id !== project.id) throw statusError(403, 'The access token is not valid for this project');
  if (claims.branch_id !== 'main') throw statusError(403, 'The access token is not valid for this branch');
  return claims.sub;
}

function providerScopes(provider: OAuthProviderConfig, extra: string | undefined): string[] {
  const requested = (extra ?? '').split(/\s+/).filter((s) => s !== '');
  // Shared keys belong to Stack's own OAuth app, which cannot grant an app-specific scope.
  if (requested.length > 0 && provider.type === 'shared') throw known('OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  return [...new Set([...baseScopes(provider), ...requested])];
}

/** Runs every authorize check in the backend's order and builds the row stored under a fresh inner state. */
export async function buildOuterInfo(core: EmulatorCore, providerId: string, query: AuthorizeQuery): Promise<{ info: OuterOAuthInfo; provider: OAuthProviderConfig }> {
  const project = authorizeClient(core, query.client_id, query.client_secret);
  const provider = enabledProvider(project, providerId);
  const userId = await tokenUserId(core, project, query);
  const scopes = providerScopes(provider, query.provider_scope);
  const after = query.after_callback_redirect_url ?? null;
  if (after !== null) assertTrustedUrl(project, after, { allowMobileOAuthScheme: true });
  const info: OuterOAuthInfo = {
    innerState: randomCode45(), projectId: project.id, providerId, type: query.type, tokenUserId: userId,
    redirectUri: query.redirect_uri, clientState: query.state, scope: query.scope, codeChallenge: query.code_challenge,
    codeChallengeMethod: query.code_challenge_method === 'plain' ? 'plain' : 'S256', errorRedirectUri: query.error_redirect_uri ?? query.error_redirect_url ?? null,
    afterCallbackRedirectUrl: after, providerScopes: scopes, responseMode: query.stack_response_mode,
    expiresAt: core.clock.now() + OUTER_INFO_LIFETIME_MS,
  };
  return { info, provider };
}
