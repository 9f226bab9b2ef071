/**
 * OAuthEndpoints: the two wire calls of the OAuth sign-in (protocol §2.6) — the authorize request in JSON mode, which
 * answers the provider's URL to navigate to, and the authorization-code exchange on POST /auth/oauth/token.
 */
import * as z from 'zod/mini';
import type { TokenResponse } from '../../domain/entities/session';
import { authorizeQuery, type AuthorizeInput } from '../../domain/oauth/authorize-query';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { oauthTokenWireSchema } from './oauth-token.schema';
import { PUBLIC_CLIENT_SECRET } from '../core/session/session.endpoints';

const authorizeLocationSchema = z.lazy(() => z.looseObject({ location: z.string() }));

export interface CodeExchange {
  readonly code: string;
  readonly codeVerifier: string;
  /** Exactly the redirect_uri of the authorize request. */
  readonly redirectUri: string;
}

export class OAuthEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** The client secret the OAuth endpoints take: the publishable key, or the public-client sentinel without one. */
  get clientSecret(): string {
    return this.#requests.options.publishableClientKey ?? PUBLIC_CLIENT_SECRET;
  }

  /** GET /auth/oauth/authorize/{provider} with stack_response_mode=json: the provider's authorize URL. */
  async authorize(providerId: string, input: Omit<AuthorizeInput, 'projectId' | 'clientSecret'>): Promise<string> {
    const query = authorizeQuery({ ...input, projectId: this.#requests.options.projectId, clientSecret: this.clientSecret });
    const response = await this.#requests.send({
      method: 'GET', path: apiPath`/auth/oauth/authorize/${providerId}`, query, session: NO_SESSION, schema: authorizeLocationSchema,
      noProjectHeaders: true, ...(input.token === undefined ? {} : { secrets: [input.token] }),
    });
    return response.body.location;
  }

  /** POST /auth/oauth/token, authorization_code grant (form-encoded, as the SDK sends it). */
  async exchangeCode(exchange: CodeExchange): Promise<TokenResponse> {
    const { projectId } = this.#requests.options;
    const response = await this.#requests.send({
      method: 'POST',
      path: '/auth/oauth/token',
      body: {
        form: {
          grant_type: 'authorization_code', code: exchange.code, redirect_uri: exchange.redirectUri,
          code_verifier: exchange.codeVerifier, client_id: projectId, client_secret: this.clientSecret,
        },
      },
      session: NO_SESSION,
      schema: oauthTokenWireSchema,
      noProjectHeaders: true,
      secrets: [exchange.code, exchange.codeVerifier],
    });
    const body = response.body;
    return {
      accessToken: body.access_token, refreshToken: body.refresh_token, isNewUser: body.is_new_user,
      afterCallbackRedirectUrl: body.after_callback_redirect_url, userId: null,
    };
  }
}
