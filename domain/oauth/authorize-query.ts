/** The query of `GET /auth/oauth/authorize/<provider>` (protocol §2.6), as the client sends it in JSON mode. */
import { PKCE_METHOD } from './pkce';

export interface AuthorizeInput {
  readonly projectId: string;
  /** The publishable client key, or the public-client sentinel when the project has none. */
  readonly clientSecret: string;
  /** The absolute callback page, without code, state or fragment: sent again, identical, at the token exchange. */
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
  readonly errorRedirectUrl: string;
  /** `link` connects the provider to the signed-in user (needs `token`); `authenticate` signs in. */
  readonly type: 'authenticate' | 'link';
  readonly token?: string;
  /** Extra provider scopes, space separated. */
  readonly providerScope?: string;
}

export function authorizeQuery(input: AuthorizeInput): Record<string, string> {
  return {
    client_id: input.projectId,
    client_secret: input.clientSecret,
    redirect_uri: input.redirectUri,
    scope: 'legacy',
    state: input.state,
    grant_type: 'authorization_code',
    code_challenge: input.codeChallenge,
    code_challenge_method: PKCE_METHOD,
    response_type: 'code',
    type: input.type,
    error_redirect_url: input.errorRedirectUrl,
    stack_response_mode: 'json',
    ...(input.token === undefined ? {} : { token: input.token }),
    ...(input.providerScope === undefined || input.providerScope === '' ? {} : { provider_scope: input.providerScope }),
  };
}
