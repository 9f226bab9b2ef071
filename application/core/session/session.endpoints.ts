/**
 * OAuthRefreshBackend: the session engine's two server calls over the request layer — the refresh_token
 * grant on POST /auth/oauth/token (as the SDK sends it) and DELETE /auth/sessions/current for sign-out.
 */
import { hasKnownErrorCode, REFRESH_TOKEN_ERROR_CODES } from '../../../domain/errors/known-error-codes';
import { UnexpectedResponseError } from '../../../domain/errors/unexpected-response-error';
import { decodeAccessToken } from '../../../domain/session/access-token';
import type { AbortSignalLike } from '../../../ports/abort-signal';
import { fixedSession } from '../request/fixed-session';
import type { RequestLayer } from '../request/request-layer';
import type { RefreshBackend, RefreshOutcome } from './refresh-backend';
import { NO_SESSION } from './session-source';
import { refreshedAccessTokenWireSchema } from './session.schema';

/** The OAuth client secret the backend accepts when the project does not require a publishable key. */
export const PUBLIC_CLIENT_SECRET = '__stack_public_client__';

export class OAuthRefreshBackend implements RefreshBackend {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /**
   * Only a REFRESH_TOKEN_ERROR-family answer is `invalid`. Network failures, timeouts, 5xx and malformed
   * 200s (including a token that does not decode) reject: they say nothing about the session.
   */
  async refresh(refreshToken: string, signal?: AbortSignalLike): Promise<RefreshOutcome> {
    const { projectId, publishableClientKey } = this.#requests.options;
    try {
      const response = await this.#requests.send({
        method: 'POST',
        path: '/auth/oauth/token',
        body: {
          form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: projectId, client_secret: publishableClientKey ?? PUBLIC_CLIENT_SECRET },
        },
        session: NO_SESSION,
        schema: refreshedAccessTokenWireSchema,
        noProjectHeaders: true,
        // Stack never rotates refresh tokens, so a grant sent twice only issues two access tokens: a refresh whose answer
        // was lost, or that met a reset connection or a 5xx, is retried like an idempotent call (5 attempts).
        repeatable: true,
        secrets: [refreshToken],
        ...(signal === undefined ? {} : { signal }),
      });
      const accessToken = response.body.access_token;
      if (decodeAccessToken(accessToken) === null) {
        throw new UnexpectedResponseError({ status: response.status, reason: 'the refreshed access token is not a well-formed access token' });
      }
      // A token of another type would be sent as if it were a bearer token (RFC 6749 §7.1: the client must understand it).
      const tokenType = response.body.token_type;
      if (tokenType !== undefined && tokenType.toLowerCase() !== 'bearer') {
        throw new UnexpectedResponseError({ status: response.status, reason: 'the refreshed token is not a bearer token' });
      }
      const rotated = response.body.refresh_token;
      return rotated === undefined || rotated === refreshToken ? { kind: 'refreshed', accessToken } : { kind: 'refreshed', accessToken, refreshToken: rotated };
    } catch (error) {
      if (hasKnownErrorCode(error, REFRESH_TOKEN_ERROR_CODES)) return { kind: 'invalid', error };
      throw error;
    }
  }

  /** Rejects with whatever went wrong, so the caller can log it; the caller clears the session regardless. */
  async revokeCurrentSession(accessToken: string, refreshToken: string | null): Promise<void> {
    await this.#requests.send({
      method: 'DELETE',
      path: '/auth/sessions/current',
      body: {},
      session: fixedSession({ accessToken, refreshToken }),
    });
  }
}
